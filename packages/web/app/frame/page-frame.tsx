/**
 * What frames every content page around its sections: breadcrumbs (the urgent-help lines, Share
 * and the contents follow the hero's lead: sections/hero.tsx), a hub's list of every guide,
 * related guides, and the page's foot (Sources, last reviewed, health note, and on a
 * translated page whether a fluent reader has checked it), in the page's language.
 * Plain markup with router links, which the content page shows as two static islands
 * (static-island.tsx, `PageTop` above the sections and `PageBottom` below them): on a
 * first load none of this code reaches the browser.
 */
import { Icon } from "../ui/icons.tsx";
import { Link } from "react-router";
import type { Crumb, PageLink, ResolvedPage } from "../content/resolve.ts";
import { useI18n } from "../i18n/context.tsx";
import { localeInfo, localizedPath } from "../i18n/locales.ts";
import { localDigits } from "../lib/digits.ts";
import { englishTitleLang } from "../lib/english-title.ts";
import { formatDate } from "../lib/format-date.ts";
import { PageFeedback } from "./layout/page-feedback.tsx";
import { onDemand } from "../ui/on-demand.tsx";

const frameClass = "mx-auto max-w-6xl px-4 sm:px-6";

type FramedPage = Pick<
  ResolvedPage,
  | "path"
  | "title"
  | "breadcrumbs"
  | "urgentHelp"
  | "guideIndex"
  | "related"
  | "sources"
  | "reviewed"
  | "health"
  | "translation"
  | "locale"
  | "stateCard"
>;

/**
 * Above the sections: on a guide, its breadcrumbs. Urgent help and **Share** (issue 24) come after
 * the hero's lead (sections/hero.tsx, issue 30), so the h1 sits high on a phone's first screen.
 */
export function PageTop({ page }: { page: FramedPage }) {
  return page.breadcrumbs.length > 0 ? (
    <div className={`${frameClass} pt-2 sm:pt-3`}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
    </div>
  ) : null;
}

/**
 * Below the sections: a hub's list of its guides, related guides, the page's foot and "Was this
 * page useful?" (issue 29). A static island of every content page (routes/content-page.tsx), and
 * only of content pages: not the 404, account, desk, search, offline and staff pages, whose
 * addresses carry state that a plain post's way back (303 to the bare path) would lose.
 */
/** "Save for offline" (issue 34): a chunk of its own, so this one, which some pages start with, stays small. */
const SaveOfflineBox = onDemand(() =>
  import("./layout/save-offline.tsx").then((m) => m.SaveOffline),
);

export function PageBottom({ page }: { page: FramedPage }) {
  return (
    <>
      {page.stateCard ? <StateCard part={page.stateCard} /> : null}
      {page.guideIndex ? <GuideIndex index={page.guideIndex} /> : null}
      <RelatedGuides links={page.related} />
      <PageFoot page={page} />
      <SaveOfflineBox path={localizedPath(page.path, page.locale)} all={Boolean(page.guideIndex)} />
      <PageFeedback path={localizedPath(page.path, page.locale)} />
    </>
  );
}

/**
 * Issue 35: the health scheme (patient pages) or the board and tests (student hub) of the state
 * this browser keeps, filled in by the "Your state" code (features/your-state/follow.ts), which
 * the static island wakes only where a state is kept. Empty, and so hidden and silent, otherwise.
 */
function StateCard({ part }: { part: "scheme" | "study" }) {
  return (
    <div
      data-live="your-state"
      data-state-part={part}
      className={`${frameClass} pt-8 empty:hidden`}
    />
  );
}

function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { m, href } = useI18n();
  return (
    <nav aria-label={m.frame.breadcrumb} data-print="keep">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          // On a phone, compact (issue 30): the way back up, not this page's name (the h1 says it).
          return (
            <li
              key={crumb.href}
              className={last ? "flex items-center gap-1 max-sm:hidden" : "flex items-center gap-1"}
            >
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    to={href(crumb.href)}
                    className="inline-flex min-h-8 items-center underline underline-offset-4 hover:text-brand-700"
                  >
                    {crumb.label}
                  </Link>
                  <Icon
                    name="chevron-right"
                    className={i === crumbs.length - 2 ? "size-4 max-sm:hidden" : "size-4"}
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function GuideLinks({ links }: { links: PageLink[] }) {
  const { href } = useI18n();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={href(link.href)}
            prefetch="intent"
            className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] hover:border-brand-600"
          >
            <span className="flex items-center gap-1 font-bold text-brand-700 group-hover:underline">
              {link.title}
              <Icon name="arrow-right" className="size-4 shrink-0" />
            </span>
            <span className="mt-1 text-muted">{link.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function GuideIndex({ index }: { index: NonNullable<ResolvedPage["guideIndex"]> }) {
  return (
    <section aria-labelledby="guide-index" className={`${frameClass} py-10`}>
      <h2 id="guide-index" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {index.heading}
      </h2>
      <div className="mt-6">
        <GuideLinks links={index.guides} />
      </div>
    </section>
  );
}

function RelatedGuides({ links }: { links: PageLink[] }) {
  const { m } = useI18n();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="related-guides" className={`${frameClass} py-8`} data-print="hide">
      <h2 id="related-guides" className="text-2xl font-bold tracking-tight">
        {m.frame.readNext}
      </h2>
      <div className="mt-4">
        <GuideLinks links={links} />
      </div>
    </section>
  );
}

/** Sources, last reviewed, on health pages that this is guidance and not advice, and a translation's status. */
function PageFoot({
  page,
}: {
  page: Pick<ResolvedPage, "path" | "sources" | "reviewed" | "health" | "translation">;
}) {
  const { locale, m } = useI18n();
  return (
    <div className={`${frameClass} pt-6`}>
      <div className="space-y-4 border-t border-line pt-6 text-muted">
        {page.sources.length > 0 ? (
          <section aria-labelledby="sources">
            <h2 id="sources" className="text-lg font-bold text-ink">
              {m.frame.sources}
            </h2>
            <ul className="mt-2 space-y-2 text-sm">
              {page.sources.map((fact) =>
                fact.status === "confirmed" ? (
                  <li key={fact.id}>
                    <span className="text-ink">{fact.label}</span>: {fact.value} (
                    {localDigits(fact.year, locale)}){m.frame.sourceEnd}{" "}
                    <a
                      href={fact.source.url}
                      lang={englishTitleLang(fact.source.title, locale)}
                      className="underline underline-offset-4 hover:text-brand-700"
                    >
                      {fact.source.title}
                    </a>
                  </li>
                ) : (
                  <li key={fact.id}>
                    <span className="text-ink">{fact.label}</span>: {fact.value}
                    {m.frame.sourceEnd} {m.frame.unconfirmedBefore}
                    <a
                      href={fact.source.url}
                      lang={englishTitleLang(fact.source.title, locale)}
                      className="underline underline-offset-4 hover:text-brand-700"
                    >
                      {fact.source.title}
                    </a>
                    {m.frame.unconfirmedAfter}
                  </li>
                ),
              )}
            </ul>
          </section>
        ) : null}
        {page.health ? <p>{m.frame.healthNote}</p> : null}
        <p>
          {m.frame.lastReviewed}
          <time dateTime={page.reviewed}>{formatDate(page.reviewed, locale)}</time>
        </p>
        {page.translation ? <TranslationStatus page={page} /> : null}
      </div>
    </div>
  );
}

/**
 * At the foot of a translated page: whether a reader fluent in its language has checked it
 * against the English (content/types.ts `translation`), and until then the way to the English
 * page, which stays the reference.
 */
function TranslationStatus({ page }: { page: Pick<ResolvedPage, "path" | "translation"> }) {
  const { locale, m } = useI18n();
  const { translation } = page;
  if (!translation) return null;
  if (translation.status === "reviewed")
    return (
      <p data-translation="reviewed">
        {m.frame.translationReviewed(translation.reviewer, formatDate(translation.date, locale))}
      </p>
    );
  return (
    <p data-translation="unreviewed">
      {m.frame.translationUnreviewed}{" "}
      {/* Another language is a new document (its catalogue, its <html lang>): hreflang tells the island not to route it. */}
      <a
        href={localizedPath(page.path, "en")}
        hrefLang={localeInfo.en.hreflang}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {m.frame.translationEnglishLink}
      </a>
    </p>
  );
}
