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
    "Every guide on Saathi, in English and in Hindi: they were saved on this device after your first visit.",
    "The links between guides, the menu and Emergency help.",
    "Phone calls to the numbers below: a call needs no mobile data.",
  ],
  needsHeading: "What needs the internet",
  needs: "Search, signing in and your account, and the exercise videos.",
  guidesHeading: "Open a guide",
  urgentHeading: "Call for help: no internet needed",
};
