/** The offline page (/offline): what the service worker shows for a page it has not saved. */
export const offline = {
  metaTitle: "You're offline",
  metaDescription:
    "This page isn't saved on this device. What still works without the internet, and the urgent-help numbers, which need only a phone call.",
  heading: "You're offline",
  intro:
    "This page isn't saved on this device, so it needs the internet. The guides saved here still open, and calling for help needs no internet at all.",
  /** A link back to the page that could not open. */
  tryAgain: "Try again",
  worksHeading: "What works without the internet",
  works: [
    "The urgent help pages (help for suicidal thoughts, mental health support), in English and in each language you have read this site in: they were saved on this device when you first opened it in that language.",
    'The pages you have opened here, and the guides you saved with "Save for offline" at the foot of a page.',
    "The menu and Emergency help.",
    "Phone calls to the numbers below: a call needs no mobile data.",
  ],
  needsHeading: "What needs the internet",
  needs: "Search, signing in and your account, and the exercise videos.",
  guidesHeading: "Open a guide",
  urgentHeading: "Call for help: no internet needed",
  /**
   * "Save for offline" at the foot of every content page (frame/layout/save-offline.tsx);
   * {files}, {pages} and {size} are filled in by its code (save-offline-live.ts).
   */
  save: {
    heading: "Save for offline",
    intro:
      "Saathi keeps the urgent help pages and the pages you open on this device. To read a guide later with no signal, save it now: it uses your data once.",
    page: "Save this page",
    all: "Save all guides",
    saving: "Saving…",
    savedPage: "Saved for offline: this page, {files} files, {size}.",
    savedAll: "Saved for offline: {pages} pages, {files} files, {size}.",
    failed: "It could not be saved. Check your connection and try again.",
    unsupported: "This browser cannot save pages for offline use.",
  },
};
