// @vitest-environment node
/**
 * Issue 24: a checklist's ticks as data. Merged per item by the time of each change (the same
 * rule as the desk's server), so two devices never undo each other and every device ends the
 * same; the count; the format the desk's API speaks; what a damaged store reads as.
 */
import { describe, expect, it } from "vitest";
import {
  cleared,
  countText,
  doneCount,
  fromWire,
  isTicked,
  mergeLists,
  newer,
  readState,
  STORAGE_KEY,
  toWire,
  withChange,
  writeState,
  type Lists,
} from "./ticks.ts";

const T = Date.parse("2026-03-03T06:30:00.000Z");
const at = (minutes: number) => T + minutes * 60_000;

describe("merging by the time of each change", () => {
  it("keeps the later change of an item; at the same instant, the tick", () => {
    expect(newer({ ticked: true, at: at(1) }, { ticked: false, at: at(2) })).toEqual({
      ticked: false,
      at: at(2),
    });
    expect(newer({ ticked: false, at: at(3) }, { ticked: true, at: at(2) })).toEqual({
      ticked: false,
      at: at(3),
    });
    expect(newer({ ticked: false, at: at(2) }, { ticked: true, at: at(2) })?.ticked).toBe(true);
    expect(newer({ ticked: true, at: at(2) }, { ticked: false, at: at(2) })?.ticked).toBe(true);
    expect(newer(undefined, { ticked: true, at: at(1) })?.ticked).toBe(true);
  });

  it("two devices that tick different items both keep both", () => {
    const phone: Lists = { "icu-bag": { "0": { ticked: true, at: at(1) } } };
    const laptop: Lists = {
      "icu-bag": { "3": { ticked: true, at: at(2) } },
      "drop-year": { "1": { ticked: true, at: at(5) } },
    };
    const merged = mergeLists(phone, laptop);
    expect(mergeLists(laptop, phone)).toEqual(merged);
    expect(doneCount(merged, "icu-bag", ["0", "1", "2", "3", "4", "5"])).toBe(2);
    expect(isTicked(merged, "drop-year", "1")).toBe(true);
  });

  it("a later untick wins, and an old tick arriving late does not bring it back", () => {
    let lists = withChange({}, "icu-bag", "0", { ticked: true, at: at(1) });
    lists = withChange(lists, "icu-bag", "0", { ticked: false, at: at(10) });
    expect(isTicked(lists, "icu-bag", "0")).toBe(false);
    lists = withChange(lists, "icu-bag", "0", { ticked: true, at: at(5) });
    expect(isTicked(lists, "icu-bag", "0")).toBe(false);
    lists = withChange(lists, "icu-bag", "0", { ticked: true, at: at(11) });
    expect(isTicked(lists, "icu-bag", "0")).toBe(true);
  });

  it("Clear unticks every item at its time, and that reaches a device that ticked earlier", () => {
    const items = ["0", "1", "2"];
    const here = cleared(
      {
        "study-routine": { "0": { ticked: true, at: at(1) }, "2": { ticked: true, at: at(2) } },
      },
      "study-routine",
      items,
      at(20),
    );
    expect(doneCount(here, "study-routine", items)).toBe(0);
    const other: Lists = { "study-routine": { "1": { ticked: true, at: at(3) } } };
    expect(doneCount(mergeLists(here, other), "study-routine", items)).toBe(0);
    // A tick made after the clearing still counts.
    const later: Lists = { "study-routine": { "1": { ticked: true, at: at(21) } } };
    expect(doneCount(mergeLists(here, later), "study-routine", items)).toBe(1);
  });
});

describe("the count", () => {
  it("counts ticked items only, and fills the page's words", () => {
    const lists: Lists = {
      "icu-bag": {
        "0": { ticked: true, at: at(1) },
        "1": { ticked: false, at: at(1) },
        "4": { ticked: true, at: at(1) },
        // An item the list no longer has is not counted.
        "9": { ticked: true, at: at(1) },
      },
    };
    const done = doneCount(lists, "icu-bag", ["0", "1", "2", "3", "4", "5"]);
    expect(done).toBe(2);
    expect(countText("{done} of {total} done", done, 11, "en")).toBe("2 of 11 done");
    expect(countText("{total} में से {done} हो गए", 4, 11, "hi")).toBe("11 में से 4 हो गए");
    // Bengali and Marathi pages count in their own digits.
    expect(countText("{total}টির মধ্যে {done}টি হয়ে গেছে", 4, 11, "bn")).toBe(
      "১১টির মধ্যে ৪টি হয়ে গেছে",
    );
    expect(countText("{total} पैकी {done} झाले", 4, 11, "mr")).toBe("११ पैकी ४ झाले");
    expect(doneCount({}, "icu-bag", ["0"])).toBe(0);
  });
});

describe("what travels and what is kept", () => {
  it("speaks the desk's format both ways, time to the millisecond", () => {
    const lists: Lists = {
      "icu-bag": { "0": { ticked: true, at: at(1) + 123 } },
      discharge: { "5": { ticked: false, at: at(2) } },
    };
    const wire = toWire(lists);
    expect(wire).toEqual([
      { checklist: "icu-bag", item: "0", ticked: true, updated_at: "2026-03-03T06:31:00.123Z" },
      { checklist: "discharge", item: "5", ticked: false, updated_at: "2026-03-03T06:32:00.000Z" },
    ]);
    expect(fromWire(wire)).toEqual(lists);
    expect(fromWire([{ checklist: "x", item: "0", ticked: true, updated_at: "never" }])).toEqual(
      {},
    );
  });

  it("reads a damaged, missing or blocked store as nothing kept, and writes what it holds", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readState(storage)).toEqual({ lists: {} });
    store.set(STORAGE_KEY, "{not json");
    expect(readState(storage)).toEqual({ lists: {} });
    store.set(STORAGE_KEY, JSON.stringify({ lists: "no" }));
    expect(readState(storage)).toEqual({ lists: {} });
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readState(blocked)).toEqual({ lists: {} });
    expect(() => writeState(blocked, { lists: {} })).not.toThrow();
    const state = { lists: { "icu-bag": { "2": { ticked: true, at: at(1) } } }, unsynced: true };
    writeState(storage, state);
    expect(readState(storage)).toEqual(state);
  });
});
