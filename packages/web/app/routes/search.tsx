import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { fillMessage } from "../features/search/search-core.ts";
import { SearchResults, useSiteSearch } from "../features/search/search-results.tsx";
import { Button } from "../ui/button.tsx";
import { site } from "../config/site.ts";
import { useI18n } from "../i18n/context.tsx";
import { rootI18n } from "../i18n/route-meta.ts";
import type { Route } from "./+types/search";

export function meta({ matches }: Route.MetaArgs) {
  const { m } = rootI18n(matches);
  return [
    { title: fillMessage(m.search.metaTitle, { site: site.name }) },
    { name: "description", content: fillMessage(m.search.metaDescription, { site: site.name }) },
    { name: "robots", content: "noindex" },
  ];
}

/** Empty in the prerendered page; the site server fills it for /search?q= (server/search-page.ts). */
const SERVER_RESULTS = { __html: "" };

/**
 * /search?q= (and /hi/search?q=, in Hindi, searching the Hindi pages): the search dialog's
 * results as a page of their own, to share or bookmark.
 * Without JavaScript the form submits here and the site server answers with the results
 * (and the urgent help first, for a query about a crisis) rendered into the container
 * below. React leaves that container's markup alone while hydrating (its inner HTML is
 * the server's), shows it until its own search for the same words is done, then removes it.
 */
export default function SearchPage() {
  const { m, href } = useI18n();
  const [params, setParams] = useSearchParams();
  // Starts empty, as prerendered; the effect below takes ?q= once hydrated.
  const [query, setQuery] = useState("");
  const exact = params.get("exact") === "1";
  const state = useSiteSearch(query, { exact });
  const [serverShown, setServerShown] = useState(true);
  const input = useRef<HTMLInputElement>(null);
  const serverResults = useRef<HTMLDivElement>(null);
  const inputId = useId();

  // Back and forward (or a new ?q= link) change the query.
  const fromUrl = params.get("q") ?? "";
  useEffect(() => setQuery(fromUrl), [fromUrl]);
  const settled = state.status === "done" || state.status === "failed";
  useEffect(() => {
    // Reached by a link inside the app (nothing from the server), or our own answer is in.
    if (settled || !serverResults.current?.hasChildNodes()) setServerShown(false);
  }, [settled]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{m.search.pageHeading}</h1>
      <form
        role="search"
        action={href("/search")}
        method="get"
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(query ? { q: query } : {});
        }}
      >
        <label htmlFor={inputId} className="font-semibold">
          {m.search.boxLabel}
        </label>
        <div className="mt-1 grid gap-2">
          <input
            ref={input}
            id={inputId}
            name="q"
            type="search"
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setQuery(event.target.value);
              setServerShown(false);
              setParams(event.target.value ? { q: event.target.value } : {}, { replace: true });
            }}
            className="block min-h-12 w-full rounded-xl border-2 border-line bg-surface px-4 text-lg focus:border-brand-600 focus:outline-none"
          />
          {/* Under the field, not beside it: at the row's end it would move as its word arrived. */}
          <Button type="submit" className="sm:justify-self-start">
            {m.search.submit}
          </Button>
        </div>
      </form>
      {serverShown ? (
        <div ref={serverResults} data-server-results="" dangerouslySetInnerHTML={SERVER_RESULTS} />
      ) : (
        <SearchResults state={state} typed={query} searchBox={input.current} />
      )}
    </div>
  );
}
