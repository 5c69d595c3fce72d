/**
 * The search dialog (DESIGN.md "Search"): results as the person types; Enter opens
 * the first (a query about a crisis opens /search, with the urgent help first), Down moves into the results and Up/Down between them, Escape closes.
 * Loaded when search first opens (search-launcher.tsx).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog.tsx";
import { SearchResults, useSiteSearch } from "./search-results.tsx";
import { isCrisisQuery } from "@saathi/desk/crisis-terms";
import { useI18n } from "../../i18n/context.tsx";
import { prepareSearch } from "./site-search.ts";

export default function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [query, setQuery] = useState("");
  const state = useSiteSearch(query);
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const { locale, m, href } = useI18n();
  const close = () => onOpenChange(false);
  useEffect(() => prepareSearch(locale), [locale]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-4 max-w-2xl translate-y-0 sm:top-16"
        onOpenAutoFocus={(event) => (event.preventDefault(), input.current?.focus())}
      >
        <DialogTitle>{m.search.dialogTitle}</DialogTitle>
        <DialogDescription>{m.search.dialogDescription}</DialogDescription>
        <form
          role="search"
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            // A query about a crisis goes to the results page, where the urgent help comes first.
            const first =
              state.query === query && !isCrisisQuery(query) ? state.outcome.hits[0] : undefined;
            close();
            void navigate(first ? first.url : href(`/search?q=${encodeURIComponent(query)}`));
          }}
        >
          <label htmlFor={inputId} className="font-semibold">
            {m.search.boxLabel}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown" && list.current) {
                event.preventDefault();
                list.current.querySelector<HTMLAnchorElement>("a[data-result]")?.focus();
              }
            }}
            className="mt-1 block min-h-12 w-full rounded-xl border-2 border-line bg-surface px-4 text-lg focus:border-brand-600 focus:outline-none"
          />
        </form>
        <SearchResults
          state={state}
          typed={query}
          headingLevel={3}
          listRef={list}
          searchBox={input.current}
          onPick={close}
        />
      </DialogContent>
    </Dialog>
  );
}
