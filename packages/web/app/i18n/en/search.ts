/**
 * Site search: the header's button, the dialog, the results and the /search page (and its no-JS
 * answer). A sentence with a value has a `{name}` placeholder (filled by search-core.ts
 * `fillMessage`), not a function: the catalogue reaches the browser as the root route's data,
 * which carries strings only.
 */
export const search = {
  /** The header button's name (the magnifier alone is shown). */
  open: "Search",
  dialogTitle: "Search",
  dialogDescription: "Find a guide or a fact across every page.",
  /** The search box's label, in the dialog and on /search (DESIGN.md "Search"). */
  boxLabel: "Search the site",
  /** The /search page's heading and its button. */
  pageHeading: "Search",
  submit: "Search",
  metaTitle: "Search | {site}",
  metaDescription: "Search every guide on {site}.",
  searching: "Searching…",
  failed: "Search is not available right now. Please try again in a moment.",
  noResults: "No results for “{query}”.",
  oneResult: "1 result.",
  results: "{count} results.",
  /** After a correction: the words searched instead. */
  oneResultFor: "1 result for “{query}”.",
  resultsFor: "{count} results for “{query}”.",
  /** "Showing results for <strong>X</strong>. Search instead for <a>Y</a>": the words around X and Y. */
  showingBefore: "Showing results for ",
  showingAfter: ". ",
  insteadBefore: "Search instead for ",
  insteadAfter: "",
  tryOther: "Try fewer or different words, or start from a guide below.",
  resultsLabel: "Search results",
  guidesLabel: "Guides",
  guidesHeading: "Start from a guide",
  /** Before the link to the help page, for a query about a crisis. */
  crisisLead: "If you are thinking about ending your life, you don’t have to face it alone:",
  crisisLink: "Help for suicidal thoughts",
  /** Marks a result in the other language (a Hindi page found from an English one). */
  otherLanguage: { en: "English page", hi: "Hindi page", bn: "Bengali page", mr: "Marathi page" },
  /** The server's plain-text answer to a query longer than it reads. */
  tooLong: "Search words too long: at most {max} characters, please.",
};
