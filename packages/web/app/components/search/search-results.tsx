/** The results of a site search, as the search dialog and the /search page show them. */
import { useEffect, useState, type KeyboardEvent, type Ref } from "react";
import { Link } from "react-router";
import { searchSite, type SearchOutcome } from "./site-search.ts";

export type SearchState = {
  query: string;
  status: "idle" | "searching" | "done" | "failed";
  outcome: SearchOutcome;
};

/** Searches as the query changes (debounced), keeping only the latest query's answer. */
export function useSiteSearch(query: string): SearchState {
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
      searchSite(query).then(
        (outcome) => current && setState({ query, status: "done", outcome }),
        () => current && setState({ query, status: "failed", outcome: { hits: [] } }),
      );
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
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

export function SearchResults({
  state,
  listRef,
  searchBox,
  onPick,
}: {
  state: SearchState;
  listRef?: Ref<HTMLUListElement>;
  searchBox?: HTMLInputElement | null;
  onPick?: () => void;
}) {
  const { status, outcome, query } = state;
  const message =
    status === "idle"
      ? ""
      : status === "searching"
        ? "Searching…"
        : status === "failed"
          ? "Search is not available right now. Please try again in a moment."
          : outcome.hits.length === 0
            ? `No results for “${query}”.`
            : `${outcome.hits.length === 1 ? "1 result" : `${outcome.hits.length} results`}${outcome.correctedQuery ? ` for “${outcome.correctedQuery}”` : ""}.`;
  return (
    <div className="mt-4">
      <p role="status" className="text-muted">
        {message}
      </p>
      {status === "done" && outcome.hits.length === 0 ? (
        <p className="mt-2">
          Try fewer or different words, or start from the guides for{" "}
          <Link
            to="/student-support"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={onPick}
          >
            students
          </Link>{" "}
          or for{" "}
          <Link
            to="/patient-support"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={onPick}
          >
            patients and families
          </Link>
          .
        </p>
      ) : null}
      {outcome.hits.length ? (
        <ul
          ref={listRef}
          className="mt-3 grid gap-2"
          aria-label="Search results"
          onKeyDown={(event) => moveBetweenResults(event, searchBox)}
        >
          {outcome.hits.map((hit) => (
            <li key={hit.url}>
              <Link
                to={hit.url}
                data-result
                onClick={onPick}
                className="block rounded-xl border border-line bg-surface p-4 hover:border-brand-600 focus-visible:border-brand-600"
              >
                <span className="block text-lg font-semibold text-brand-700 underline underline-offset-4">
                  {hit.title}
                </span>
                <span className="mt-1 block text-sm font-semibold tracking-wide text-muted uppercase">
                  {hit.audience}
                </span>
                <span className="mt-1 block text-ink">
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
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
