/** Around a content page's sections (frame/page-frame.tsx): breadcrumbs and the page's foot. */
export const frame = {
  breadcrumb: "Breadcrumb",
  /** A long page's contents list, after its lead (issue 30). */
  onThisPage: "On this page",
  readNext: "Read next",
  sources: "Sources",
  /** A figure not confirmed from an official source: before and after its source's link. */
  unconfirmedBefore:
    "Not confirmed from an official source, so treat it as approximate. Check it at ",
  unconfirmedAfter: ".",
  /** The full stop after a source's figure (a Hindi page ends a sentence with "।"). */
  sourceEnd: ".",
  healthNote:
    "This page is general guidance, not medical advice. For a diagnosis or treatment, talk to a doctor; in an emergency, call the urgent-help lines.",
  lastReviewed: "Last reviewed: ",
  /** A translated page not yet checked by a fluent reader, with a link to its English page. */
  translationUnreviewed:
    "This translation has not yet been checked by a fluent reviewer. The English page is the reference.",
  translationEnglishLink: "Read the English page",
  /** A translated page a fluent reader has checked: who, and when. */
  translationReviewed: (reviewer: string, date: string) =>
    `Translation checked by ${reviewer}, ${date}`,
};
