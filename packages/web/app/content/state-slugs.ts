/**
 * Issue 35: India's 28 states and 8 union territories, as the slugs of their pages
 * (/state/<slug>). Kept apart from their data (states.ts) so that the route list
 * (routes.ts) can name the paths without loading the facts.
 */
export const stateSlugs = [
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
  "andaman-and-nicobar-islands",
  "chandigarh",
  "dadra-and-nagar-haveli-and-daman-and-diu",
  "delhi",
  "jammu-and-kashmir",
  "ladakh",
  "lakshadweep",
  "puducherry",
] as const;

export type StateSlug = (typeof stateSlugs)[number];

export type StatePath = `/state/${StateSlug}`;

export const statePaths: readonly StatePath[] = stateSlugs.map((slug) => `/state/${slug}` as const);

export function isStateSlug(value: string): value is StateSlug {
  return (stateSlugs as readonly string[]).includes(value);
}
