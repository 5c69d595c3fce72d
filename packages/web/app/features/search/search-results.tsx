/**
 * The results of a site search, as the search dialog and the /search page show them. A query
 * about a crisis (`@saathi/desk/crisis-terms`) gets the urgent-help lines and the link to
 * /help-for-suicidal-thoughts above everything else, at once, before any result arrives; a
 * search that finds nothing always shows the lines and the guide index. Everything is in the
 * page's language (the `search` messages), and a page found in the other language says so.
 * The site server renders the same blocks for /search without JavaScript
 * (server/search-page.ts).
 */
import { useEffect, useState, type KeyboardEvent, type Ref } from "react";
import { Link } from "react-router";
import { isCrisisQuery } from "@saathi/desk/crisis-terms";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo } from "../../i18n/locales.ts";
import { UrgentHelpBlock } from "../../ui/crisis-lines.tsx";
import {
  SUICIDAL_THOUGHTS_PATH,
  exactSearchHref,
  searchStatus,
  type GuideIndex,
  type SearchHit,
} from "./search-core.ts";
import { loadGuideIndex, searchSite, type SearchOutcome } from "./site-search.ts";

export type SearchState = {
  query: string;
  status: "idle" | "searching" | "done" | "failed";
  outcome: SearchOutcome;
};

/**
 * Searches the page language's index as the query changes (debounced), keeping only the
 * latest query's answer.
 */
export function useSiteSearch(query: string, { exact = false } = {}): SearchState {
  const { locale } = useI18n();
  const [state, setState] = useState<SearchState>({
    query: "",
    status: "idle",
    outcome: { hits: [] },
  });
  useEffect(() => {
    if (!query.trim()) {
      setState({ query, status: "idle", outcome: { hits: [] } });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: "searching" }));
      searchSite(query, { locale, exact }).then(
        (outcome) => current && setState({ query, status: "done", outcome }),
        () => current && setState({ query, status: "failed", outcome: { hits: [] } }),
      );
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, exact, locale]);
  return state;
}

/** Up and Down move between the result links; Up from the first goes back to the box. */
function moveBetweenResults(
  event: KeyboardEvent<HTMLUListElement>,
  searchBox?: HTMLInputElement | null,
) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[data-result]")];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index === -1) return;
  event.preventDefault();
  const next = index + (event.key === "ArrowDown" ? 1 : -1);
  if (next < 0) searchBox?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/** Urgent help first, for a query about suicide, self-harm, abuse, panic, depression or anxiety. */
export function CrisisSearchHelp({
  headingLevel,
  onPick,
}: {
  headingLevel: 2 | 3;
  onPick?: () => void;
}) {
  const { m, href } = useI18n();
  return (
    <div data-crisis-help="" className="mt-4 grid gap-2">
      <UrgentHelpBlock headingLevel={headingLevel} heading={m.content.urgentHelpHeading} />
      <p>
        {m.search.crisisLead}{" "}
        <Link to={href(SUICIDAL_THOUGHTS_PATH)} className={linkClass} onClick={onPick}>
          {m.search.crisisLink}
        </Link>
      </p>
    </div>
  );
}

/** Every hub and its guides: where to go when a search finds nothing. */
function GuideIndexList({ headingLevel, onPick }: { headingLevel: 2 | 3; onPick?: () => void }) {
  const { locale, m } = useI18n();
  const [index, setIndex] = useState<GuideIndex>([]);
  useEffect(() => {
    let current = true;
    void loadGuideIndex(locale).then((loaded) => current && setIndex(loaded));
    return () => {
      current = false;
    };
  }, [locale]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const GroupHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <nav aria-label={m.search.guidesLabel} data-guide-index="" className="mt-6">
      <Heading className="text-xl font-bold">{m.search.guidesHeading}</Heading>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {index.map((group) => (
          <div key={group.hub.url}>
            <GroupHeading className="font-bold">
              <Link to={group.hub.url} className={linkClass} onClick={onPick}>
                {group.label}
              </Link>
            </GroupHeading>
            <ul className="mt-1 grid gap-1">
              {group.guides.map((guide) => (
                <li key={guide.url}>
                  <Link to={guide.url} className={linkClass} onClick={onPick}>
                    {guide.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** One result: a page in another language says so, and carries its language for readers. */
function ResultLink({ hit, onPick }: { hit: SearchHit; onPick?: () => void }) {
  const { m } = useI18n();
  const lang = hit.locale ? localeInfo[hit.locale].htmlLang : undefined;
  return (
    <Link
      to={hit.url}
      hrefLang={hit.locale ? localeInfo[hit.locale].hreflang : undefined}
      data-result
      onClick={onPick}
      className="block rounded-xl border border-line bg-surface p-4 hover:border-brand-600 focus-visible:border-brand-600"
    >
      <span
        lang={lang}
        className="block text-lg font-semibold text-brand-700 underline underline-offset-4"
      >
        {hit.title}
      </span>
      <span className="mt-1 block text-sm font-semibold tracking-wide text-muted uppercase">
        {hit.locale ? (
          <>
            <span data-result-language="">{m.search.otherLanguage[hit.locale]}</span> ·{" "}
          </>
        ) : null}
        <span lang={lang}>{hit.audience}</span>
      </span>
      <span lang={lang} className="mt-1 block text-ink">
        {hit.excerpt.map((part, i) =>
          i % 2 ? (
            <mark key={i} className="rounded bg-sun-100 px-0.5 text-ink">
              {part}
            </mark>
          ) : (
            part
          ),
        )}
      </span>
    </Link>
  );
}

export function SearchResults({
  state,
  listRef,
  searchBox,
  onPick,
  typed,
  headingLevel = 2,
}: {
  state: SearchState;
  /** The words in the box now (the crisis help follows them at once, not the finished search). */
  typed: string;
  headingLevel?: 2 | 3;
  listRef?: Ref<HTMLUListElement>;
  searchBox?: HTMLInputElement | null;
  onPick?: () => void;
}) {
  const { locale, m } = useI18n();
  const { status, outcome, query } = state;
  const message =
    status === "idle"
      ? ""
      : status === "searching"
        ? m.search.searching
        : searchStatus(m, query, status === "failed" ? "failed" : outcome, locale);
  const crisis =
    isCrisisQuery(typed) || (status !== "idle" && isCrisisQuery(outcome.correctedQuery ?? query));
  const empty = status === "done" && outcome.hits.length === 0;
  return (
    <div className="mt-4">
      {crisis ? <CrisisSearchHelp headingLevel={headingLevel} onPick={onPick} /> : null}
      <p role="status" className="mt-4 text-muted">
        {message}
      </p>
      {status === "done" && outcome.correctedQuery && outcome.originalQuery ? (
        <p className="mt-1" data-correction="">
          {m.search.showingBefore}
          <strong>{outcome.correctedQuery}</strong>
          {m.search.showingAfter}
          {m.search.insteadBefore}
          <Link
            to={exactSearchHref(outcome.originalQuery, locale)}
            className={linkClass}
            onClick={onPick}
          >
            {outcome.originalQuery}
          </Link>
          {m.search.insteadAfter}
        </p>
      ) : null}
      {empty ? (
        <>
          <p className="mt-2">{m.search.tryOther}</p>
          {crisis ? null : (
            <UrgentHelpBlock
              headingLevel={headingLevel}
              heading={m.content.urgentHelpHeading}
              className="mt-4"
            />
          )}
          <GuideIndexList headingLevel={headingLevel} onPick={onPick} />
        </>
      ) : null}
      {outcome.hits.length ? (
        <ul
          ref={listRef}
          className="mt-3 grid gap-2"
          aria-label={m.search.resultsLabel}
          onKeyDown={(event) => moveBetweenResults(event, searchBox)}
        >
          {outcome.hits.map((hit) => (
            <li key={hit.url}>
              <ResultLink hit={hit} onPick={onPick} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
