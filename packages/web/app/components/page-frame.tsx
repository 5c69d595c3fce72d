/**
 * What frames every content page around its sections: breadcrumbs, the urgent-help
 * lines at the top where people may be in crisis, a hub's list of every guide,
 * related guides, and the page's foot (Sources, last reviewed, health note).
 * Plain markup with router links, which the content page shows as two static islands
 * (static-island.tsx, `PageTop` above the sections and `PageBottom` below them): on a
 * first load none of this code reaches the browser.
 */
import { Icon } from "./icons.tsx";
import { Link } from "react-router";
import type { Crumb, PageLink, ResolvedPage } from "../content/resolve.ts";
import { UrgentHelpBlock } from "./crisis-lines.tsx";

const frameClass = "mx-auto max-w-6xl px-4 sm:px-6";

type FramedPage = Pick<
  ResolvedPage,
  "breadcrumbs" | "urgentHelp" | "guideIndex" | "related" | "sources" | "reviewed" | "health"
>;

/** Above the sections: breadcrumbs, and urgent help where people may be in crisis. */
export function PageTop({ page }: { page: FramedPage }) {
  return (
    <>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      {page.urgentHelp ? <TopUrgentHelp /> : null}
    </>
  );
}

/** Below the sections: a hub's list of its guides, related guides and the page's foot. */
export function PageBottom({ page }: { page: FramedPage }) {
  return (
    <>
      {page.guideIndex ? <GuideIndex index={page.guideIndex} /> : null}
      <RelatedGuides links={page.related} />
      <PageFoot page={page} />
    </>
  );
}

function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={`${frameClass} pt-3`} data-print="keep">
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.href}
                    className="inline-flex min-h-8 items-center underline underline-offset-4 hover:text-brand-700"
                  >
                    {crumb.label}
                  </Link>
                  <Icon name="chevron-right" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function TopUrgentHelp() {
  return (
    <div className={`${frameClass} py-3`}>
      <UrgentHelpBlock headingLevel={2} />
    </div>
  );
}

function GuideLinks({ links }: { links: PageLink[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
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
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="related-guides" className={`${frameClass} py-8`} data-print="hide">
      <h2 id="related-guides" className="text-2xl font-bold tracking-tight">
        Read next
      </h2>
      <div className="mt-4">
        <GuideLinks links={links} />
      </div>
    </section>
  );
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/** Sources, last reviewed and, on health pages, that this is guidance and not advice. */
function PageFoot({ page }: { page: Pick<ResolvedPage, "sources" | "reviewed" | "health"> }) {
  return (
    <div className={`${frameClass} pt-6`}>
      <div className="space-y-4 border-t border-line pt-6 text-muted">
        {page.sources.length > 0 ? (
          <section aria-labelledby="sources">
            <h2 id="sources" className="text-lg font-bold text-ink">
              Sources
            </h2>
            <ul className="mt-2 space-y-2 text-sm">
              {page.sources.map((fact) =>
                fact.status === "confirmed" ? (
                  <li key={fact.id}>
                    <span className="text-ink">{fact.label}</span>: {fact.value} ({fact.year}).{" "}
                    <a
                      href={fact.source.url}
                      className="underline underline-offset-4 hover:text-brand-700"
                    >
                      {fact.source.title}
                    </a>
                  </li>
                ) : (
                  <li key={fact.id}>
                    <span className="text-ink">{fact.label}</span>: {fact.value}. Not confirmed from
                    an official source; shown as our brief gives it. Check it at{" "}
                    <a
                      href={fact.source.url}
                      className="underline underline-offset-4 hover:text-brand-700"
                    >
                      {fact.source.title}
                    </a>
                    .
                  </li>
                ),
              )}
            </ul>
          </section>
        ) : null}
        {page.health ? (
          <p>
            This page is general guidance, not medical advice. For a diagnosis or treatment, talk to
            a doctor; in an emergency, call the urgent-help lines.
          </p>
        ) : null}
        <p>
          Last reviewed: <time dateTime={page.reviewed}>{formatDate(page.reviewed)}</time>
        </p>
      </div>
    </div>
  );
}
