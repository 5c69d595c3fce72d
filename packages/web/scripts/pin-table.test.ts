// @vitest-environment node
/**
 * Issue 35: a PIN code finds its district and state from the tables the build writes from India
 * Post's directory, offline: the lookup reads only the prefix's table it is given, and nothing
 * here may reach the network.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  lookupPin,
  normalPin,
  pinTablePath,
  type PinTable,
} from "../app/features/your-state/pin-lookup.ts";
import { packageOffices, pinTables } from "./pin-table.ts";

let tables: Map<string, PinTable>;
const asked: string[] = [];
const load = async (path: string) => {
  asked.push(path);
  return tables.get(/^\/pin\/(\d{3})\.json$/.exec(path)?.[1] ?? "");
};

beforeAll(() => {
  tables = pinTables(packageOffices());
});

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
});

describe("PIN lookup", () => {
  it.each([
    ["226001", "Lucknow", "uttar-pradesh"],
    ["400001", "Mumbai", "maharashtra"],
    ["600001", "Chennai", "tamil-nadu"],
    ["700001", "Kolkata", "west-bengal"],
  ])("%s is %s, %s, offline", async (pin, district, state) => {
    const fetch = vi.fn(() => Promise.reject(new Error("no network in this test")));
    vi.stubGlobal("fetch", fetch);
    await expect(lookupPin(pin, load)).resolves.toEqual({ district, state });
    expect(asked).toEqual([`/pin/${pin.slice(0, 3)}.json`]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("maps the package's older state names to today's states and union territories", async () => {
    await expect(lookupPin("500001", load)).resolves.toMatchObject({ state: "telangana" });
    await expect(lookupPin("194101", load)).resolves.toMatchObject({ state: "ladakh" });
    await expect(lookupPin("605001", load)).resolves.toMatchObject({ state: "puducherry" });
  });

  it("takes a PIN with spaces, and refuses what is not a PIN without asking for any table", async () => {
    expect(normalPin(" 226 001 ")).toBe("226001");
    for (const bad of ["", "12345", "022600", "abcdef", "2260011"])
      await expect(lookupPin(bad, load)).resolves.toBeUndefined();
    expect(asked).toEqual([]);
    await expect(lookupPin("999999", load)).resolves.toBeUndefined();
  });

  it("keeps each file small: under 2 KiB gzip for the largest prefix", async () => {
    const { gzipSync } = await import("node:zlib");
    const largest = Math.max(
      ...[...tables.values()].map((t) => gzipSync(JSON.stringify(t)).length),
    );
    expect(largest).toBeLessThan(2048);
    expect(pinTablePath("226001")).toBe("/pin/226.json");
  });
});
