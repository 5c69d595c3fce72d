/**
 * "Was this page useful?" at the foot of every content page (issue 29; the form is
 * frame/layout/page-feedback.tsx): the question, what was wrong (by the desk's reason ids,
 * FEEDBACK_REASONS in @saathi/desk/contract), and every answer the form can show.
 */
export const feedback = {
  question: "Was this page useful?",
  yes: "Yes",
  no: "No",
  /** Opens what was wrong (a <details>, so it opens without script too). */
  tellUs: "Tell us what was wrong",
  whatWasWrong: "What was wrong? (optional)",
  reasons: {
    "hard-to-understand": "It was hard to understand",
    "wrong-or-outdated": "Something is wrong or out of date",
    "not-answered": "It didn't answer my question",
    broken: "Something on the page didn't work",
    other: "Something else",
  },
  commentLabel: "Anything to add? (optional)",
  commentHint:
    "Please don't write your name, phone number or email here: nobody replies to this box.",
  /** A link to /contact, beside the box: someone who needs an answer should not wait on this one. */
  talkToPerson: "Talk to a person instead",
  send: "Send feedback",
  /** Shown by the server once a page has FEEDBACK_MIN_VOTES votes (server/counted-figures.ts). */
  rating: (yes: string, total: string) => `${yes} of ${total} readers found this page useful.`,
  thanks: "Thank you. Your answer helps us make this page better.",
  failed: "We couldn't send your answer. Check your connection and try again.",
  rateLimited: "We have had many answers from this connection. Please try again later.",
  tooLong: "That is longer than we can take. Please keep it under 500 characters.",
  /** A send with no connection (issue 30: no form fails silently). */
  offline:
    "You're offline, so your answer was not sent. What you chose and wrote is still here: send it again when you're back online.",
};
