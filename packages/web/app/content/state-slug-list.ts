/**
 * Issue 35: the slugs of India's 28 states and 8 union territories alone, which the state names of
 * every language (content/<code>/state-names.ts) are keyed by, apart from state-slugs.ts, which
 * gathers those names (so no import runs in a circle).
 */
/** The 28 states, in the order their pages and the choice list them. */
export const stateOnlySlugs = [
  "andhra-pradesh",
  "arunachal-pradesh",
  "assam",
  "bihar",
  "chhattisgarh",
  "goa",
  "gujarat",
  "haryana",
  "himachal-pradesh",
  "jharkhand",
  "karnataka",
  "kerala",
  "madhya-pradesh",
  "maharashtra",
  "manipur",
  "meghalaya",
  "mizoram",
  "nagaland",
  "odisha",
  "punjab",
  "rajasthan",
  "sikkim",
  "tamil-nadu",
  "telangana",
  "tripura",
  "uttar-pradesh",
  "uttarakhand",
  "west-bengal",
] as const;

/** The 8 union territories, listed after the states. */
export const unionTerritorySlugs = [
  "andaman-and-nicobar-islands",
  "chandigarh",
  "dadra-and-nagar-haveli-and-daman-and-diu",
  "delhi",
  "jammu-and-kashmir",
  "ladakh",
  "lakshadweep",
  "puducherry",
] as const;

export const stateSlugs = [...stateOnlySlugs, ...unionTerritorySlugs] as const;

export type StateSlug = (typeof stateSlugs)[number];

export type StatePath = `/state/${StateSlug}`;

export const statePaths: readonly StatePath[] = stateSlugs.map((slug) => `/state/${slug}` as const);

export function isStateSlug(value: string): value is StateSlug {
  return (stateSlugs as readonly string[]).includes(value);
}
