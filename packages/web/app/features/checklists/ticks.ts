/**
 * A checklist's ticks as data (issue 24), with no DOM and no network, so it is tested alone: each
 * item's latest change (ticked or not, and when), kept in localStorage under one key for every
 * checklist, and merged with the account's copy on the server by the same rule the server uses
 * (packages/desk storage/checklists.ts `mergeTick`): the later change of an item wins, and at the
 * same instant a tick beats an untick. So two devices never undo each other, and every device that
 * merges the same changes ends the same.
 */
import type { Locale } from "../../i18n/locales.ts";
import { localDigits } from "../../lib/digits.ts";

/** The localStorage key; static-island.tsx loads the checklist code at once when it is present. */
export const STORAGE_KEY = "saathi-checklist";

/** One item's latest change: ticked or not, at a time in ms since 1970. */
export type Change = { ticked: boolean; at: number };
/** Each checklist's items by their key ("0", "1", ...: the item's place in the list). */
export type Lists = Record<string, Record<string, Change>>;
export type TickState = {
  lists: Lists;
  /** The account these ticks were last merged with; unset while no one has signed in. */
  owner?: string;
  /** The changes not yet on the account's copy: only these are sent (issue 31, item 9). */
  pending?: Lists;
  /** What an older build wrote instead of `pending`: some change was unsent (read as all). */
  unsynced?: boolean;
};

/** The changes this browser has not sent yet (an older build's `unsynced`: every change). */
export function pendingOf(state: TickState): Lists {
  if (state.pending) return state.pending;
  return state.unsynced ? state.lists : {};
}

export function isEmpty(lists: Lists): boolean {
  return Object.values(lists).every((items) => Object.keys(items).length === 0);
}

/** The state with changes made here: shown at once, and kept as pending until sent. */
export function withLocalChanges(state: TickState, changes: Lists): TickState {
  const { unsynced: _old, ...rest } = state;
  return {
    ...rest,
    lists: mergeLists(state.lists, changes),
    pending: mergeLists(pendingOf(state), changes),
  };
}

/** At most `max` of the changes, to send in one PUT (the desk takes 150). */
export function firstChanges(lists: Lists, max: number): Lists {
  const out: Lists = {};
  let n = 0;
  for (const [id, items] of Object.entries(lists))
    for (const [item, change] of Object.entries(items)) {
      if (n++ >= max) return out;
      (out[id] ??= {})[item] = change;
    }
  return out;
}

/** The pending changes less those that were sent (a change made since is still pending). */
export function withoutSent(pending: Lists, sent: Lists): Lists {
  const out: Lists = {};
  for (const [id, items] of Object.entries(pending))
    for (const [item, change] of Object.entries(items)) {
      const gone = sent[id]?.[item];
      if (gone && gone.at === change.at && gone.ticked === change.ticked) continue;
      (out[id] ??= {})[item] = change;
    }
  return out;
}

/**
 * After the account signs out: its ticks are forgotten here (they stay on the account), so the
 * next person on a shared phone does not see them; changes not yet sent stay, still the account's,
 * and go to it when it signs in again. Ticks made with no one signed in are kept.
 */
export function forgetSynced(state: TickState): TickState {
  if (!state.owner) return state;
  const pending = pendingOf(state);
  return isEmpty(pending) ? { lists: {} } : { lists: pending, owner: state.owner, pending };
}

/**
 * Sign-out (auth-runtime.ts): forgets the account's ticks in this browser whether or not a
 * checklist's code is loaded, and tells a checklist on this page (as another tab's change would).
 */
export function forgetSyncedTicks(storage: Storage | undefined = globalStorage()) {
  const state = readState(storage);
  if (!state.owner) return;
  const next = forgetSynced(state);
  try {
    if (isEmpty(next.lists)) storage?.removeItem(STORAGE_KEY);
    else writeState(storage, next);
  } catch {
    // Blocked storage: nothing was kept there either.
  }
  if (typeof window !== "undefined")
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
}

function globalStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** What the desk's API sends and takes (decision 0022, "Checklist ticks"). */
export type WireTick = { checklist: string; item: string; ticked: boolean; updated_at: string };

/** The change that wins: the later one; at the same instant, the tick. */
export function newer(a: Change | undefined, b: Change | undefined): Change | undefined {
  if (!a || !b) return a ?? b;
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return a.ticked ? a : b;
}

/** Both sides' changes, each item's newer one kept. */
export function mergeLists(a: Lists, b: Lists): Lists {
  const merged: Lists = {};
  for (const id of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const items: Record<string, Change> = {};
    for (const item of new Set([...Object.keys(a[id] ?? {}), ...Object.keys(b[id] ?? {})]))
      items[item] = newer(a[id]?.[item], b[id]?.[item])!;
    merged[id] = items;
  }
  return merged;
}

/** The lists with one change applied (only if it is newer than what they hold). */
export function withChange(lists: Lists, id: string, item: string, change: Change): Lists {
  return mergeLists(lists, { [id]: { [item]: change } });
}

/** Clear: every item of the checklist unticked at `at`, so the clearing reaches other devices too. */
export function cleared(lists: Lists, id: string, items: readonly string[], at: number): Lists {
  return mergeLists(lists, {
    [id]: Object.fromEntries(items.map((item) => [item, { ticked: false, at }])),
  });
}

export function isTicked(lists: Lists, id: string, item: string): boolean {
  return lists[id]?.[item]?.ticked ?? false;
}

/** How many of `items` are ticked. */
export function doneCount(lists: Lists, id: string, items: readonly string[]): number {
  return items.filter((item) => isTicked(lists, id, item)).length;
}

/**
 * "4 of 11 done" from the page's words, written into the markup as "{done} of {total} done", in
 * the digits of the page's language (on a Bengali page "১১টির মধ্যে ৪টি হয়ে গেছে").
 */
export function countText(template: string, done: number, total: number, locale: Locale): string {
  return template
    .replace("{done}", localDigits(done, locale))
    .replace("{total}", localDigits(total, locale));
}

export function toWire(lists: Lists): WireTick[] {
  return Object.entries(lists).flatMap(([checklist, items]) =>
    Object.entries(items).map(([item, change]) => ({
      checklist,
      item,
      ticked: change.ticked,
      updated_at: new Date(change.at).toISOString(),
    })),
  );
}

export function fromWire(ticks: readonly WireTick[]): Lists {
  let lists: Lists = {};
  for (const t of ticks) {
    const at = Date.parse(t.updated_at);
    if (Number.isFinite(at))
      lists = withChange(lists, t.checklist, t.item, { ticked: t.ticked, at });
  }
  return lists;
}

/** What this browser keeps; anything unreadable counts as nothing kept. */
export function readState(storage: Pick<Storage, "getItem"> | undefined): TickState {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null") as TickState | null;
    if (value && typeof value === "object" && value.lists && typeof value.lists === "object")
      return value;
  } catch {
    // Blocked storage or a damaged value: start afresh.
  }
  return { lists: {} };
}

export function writeState(storage: Pick<Storage, "setItem"> | undefined, state: TickState) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the ticks still show on this page, and sync if signed in.
  }
}
