/**
 * The request's vocabulary that the desk server and the site's forms share (decision 0022,
 * "Requests" and "Request fields"): kinds, statuses, best times, classes, which kinds ask for which
 * details, and field sizes. Ids and numbers only, with no server code, so the browser may load it
 * (`@saathi/desk/contract`); the words for them are each side's own catalogue.
 */

export const KINDS = [
  "message",
  "counselling",
  "guidance",
  "appointment-companion",
  "ward-support",
  "night-attendant",
  "therapist-match",
  "support-group",
  "other",
] as const;
export type Kind = (typeof KINDS)[number];

export const STATUSES = ["new", "in-progress", "waiting", "closed"] as const;
export type Status = (typeof STATUSES)[number];

/** When the person would like a call; "any" first, as the form offers it. */
export const BEST_TIMES = ["any", "morning", "afternoon", "evening"] as const;
export type BestTime = (typeof BEST_TIMES)[number];

/** The student's class, for the kinds that ask for it. */
export const STUDENT_CLASSES = [
  "8",
  "9",
  "10",
  "11",
  "12",
  "12-passed",
  "college",
  "other",
] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

/** A group of detail fields that only some kinds ask for. */
export type DetailGroup = "place" | "hospital" | "dates" | "student";

const PLACE_KINDS = ["appointment-companion", "ward-support", "night-attendant"] as const;

/** Which kinds ask for each group; the server drops a detail that does not belong to the kind. */
export const DETAIL_KINDS: Record<DetailGroup, readonly Kind[]> = {
  // The city (required) and the dates someone is needed.
  place: PLACE_KINDS,
  dates: PLACE_KINDS,
  hospital: [...PLACE_KINDS, "counselling", "therapist-match"],
  student: ["guidance", "counselling"],
};

/** The longest each field may be, in characters. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 4000,
  city: 100,
  hospital: 150,
  source: 200,
} as const;

/**
 * The query parameter that carries a refused form's reason back to its page (`?refused=<code>`,
 * with `&field=<field>`). Not `error`: that is what the auth server's redirects carry, and the
 * site's auth client would take a desk refusal for a failed sign-in link.
 */
export const REFUSAL_PARAM = "refused";
