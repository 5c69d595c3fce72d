/**
 * A signed-in person's checklist ticks (issue 24; decision 0022, "Checklist ticks"). The site keeps
 * ticks in the browser and, for a signed-in person, sends every change it holds here; each item is
 * merged by the time of its change (storage/checklists.ts `mergeTick`), so two devices that tick
 * different items, or the same item at different times, both end with every newest change. The
 * answer is always the person's whole state, which the browser merges back the same way.
 */
import {
  countTicksOfUser,
  deleteTicks,
  deleteTicksOfUser,
  mergeTick,
  ticksOfUser,
  type TickRow,
} from "../storage/checklists.ts";
import type { Queryable } from "../storage/db.ts";
import type { AuthUser } from "./auth.ts";
import type { DeskDeps } from "./deps.ts";
import { DeskError } from "./words.ts";

/**
 * Changes one PUT may carry: every item of every checklist on the site is a third of this, and 150
 * changes fit the desk's 16 KiB body limit.
 */
export const MAX_TICKS_PER_PUT = 150;
/** Rows one account may hold: many times every item on the site, so only abuse reaches it. */
export const MAX_TICKS_PER_USER = 1000;
/** Checklist ids are the site's section ids ("icu-bag"); item keys are an item's place ("0"). */
const CHECKLIST_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const ITEM_KEY = /^[a-z0-9-]{1,40}$/;
/** No tick is older than the feature. */
const EARLIEST = Date.parse("2024-01-01T00:00:00Z");

export type TickOut = { checklist: string; item: string; ticked: boolean; updated_at: string };

function out(rows: TickRow[]): { ticks: TickOut[] } {
  return {
    ticks: rows.map((r) => ({
      checklist: r.checklist,
      item: r.item,
      ticked: r.ticked,
      updated_at: new Date(r.updated_at).toISOString(),
    })),
  };
}

/**
 * The changes of a PUT body `{ ticks: [{ checklist, item, ticked, updated_at }] }`, validated.
 * A time ahead of the server's clock is taken as now: a device whose clock runs fast must not win
 * every later change from the others.
 */
export function readTicks(
  body: unknown,
  now: Date,
  known?: Readonly<Record<string, number>>,
): TickRow[] {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new DeskError("invalid_field", { field: "ticks" });
  const list = (body as { ticks?: unknown }).ticks;
  if (!Array.isArray(list)) throw new DeskError("invalid_field", { field: "ticks" });
  if (list.length > MAX_TICKS_PER_PUT) throw new DeskError("too_long", { field: "ticks" });
  return list.map((entry: unknown) => {
    const t = (entry ?? {}) as Record<string, unknown>;
    const at = typeof t.updated_at === "string" ? Date.parse(t.updated_at) : NaN;
    if (
      typeof entry !== "object" ||
      typeof t.checklist !== "string" ||
      !CHECKLIST_ID.test(t.checklist) ||
      typeof t.item !== "string" ||
      !ITEM_KEY.test(t.item) ||
      typeof t.ticked !== "boolean" ||
      !Number.isFinite(at) ||
      at < EARLIEST ||
      (known && !isKnownItem(known, t.checklist, t.item))
    )
      throw new DeskError("invalid_field", { field: "ticks" });
    return {
      checklist: t.checklist,
      item: t.item,
      ticked: t.ticked,
      updated_at: new Date(Math.min(at, now.getTime())),
    };
  });
}

/** An item of one of the site's checklists: its place in the list, "0" to one less than its length. */
function isKnownItem(known: Readonly<Record<string, number>>, checklist: string, item: string) {
  const length = Object.hasOwn(known, checklist) ? known[checklist]! : 0;
  return /^(?:0|[1-9]\d{0,3})$/.test(item) && Number(item) < length;
}

/** The rows of real items (all, for the desk alone). */
function knownRows(deps: DeskDeps, rows: TickRow[]): TickRow[] {
  const known = deps.checklists?.();
  return known ? rows.filter((r) => isKnownItem(known, r.checklist, r.item)) : rows;
}

export async function myChecklists(deps: DeskDeps, user: AuthUser) {
  return out(knownRows(deps, await ticksOfUser(deps.db, user.id)));
}

/**
 * Merges the changes in one transaction and answers the person's whole state after it. Rows of
 * anything that is not an item of the site's checklists (kept before they were checked, issue 31)
 * are dropped on the way.
 */
export async function mergeChecklists(deps: DeskDeps, user: AuthUser, body: unknown) {
  const known = deps.checklists?.();
  const ticks = readTicks(body, deps.now(), known);
  const rows = await deps.db.transaction(async (tx) => {
    for (const t of ticks) await mergeTick(tx, user.id, t);
    if (known) {
      const stale = (await ticksOfUser(tx, user.id)).filter(
        (r) => !isKnownItem(known, r.checklist, r.item),
      );
      if (stale.length > 0) await deleteTicks(tx, user.id, stale);
    }
    if ((await countTicksOfUser(tx, user.id)) > MAX_TICKS_PER_USER)
      throw new DeskError("too_long", { field: "ticks" });
    return ticksOfUser(tx, user.id);
  });
  return out(rows);
}

/** For the export: every stored change, unticks included (they are the person's data too). */
export async function ticksForExport(q: Queryable, userId: string) {
  return out(await ticksOfUser(q, userId)).ticks;
}

export { deleteTicksOfUser };
