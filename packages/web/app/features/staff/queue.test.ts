// @vitest-environment node
/**
 * The staff queue's rules: the query the filters make, which requests a live update keeps in the
 * list, the server's order (waiting longest first, newest first), and the time left to the promised
 * reply, counted from the server's own count and said in each language.
 */
import * as contract from "@saathi/desk/contract";
import { describe, expect, it } from "vitest";
import { staffCatalogues } from "../../i18n/staff-catalogues.ts";
import {
  applyUpdate,
  DEFAULT_FILTERS,
  formatDuration,
  KINDS,
  mailtoHref,
  matchesFilters,
  SUPPORT_TYPES,
  queueQuery,
  sortRows,
  STATUSES,
  timeLeft,
  timeLeftText,
  withMessage,
  withStatus,
  type Filters,
  type QueueRow,
} from "./queue.ts";

const NOW = Date.parse("2026-03-03T10:00:00+05:30");
const MIN = 60_000;

function row(over: Partial<QueueRow> & { id: string }): QueueRow {
  return {
    reference: `SA-${over.id.toUpperCase().padEnd(4, "X")}`,
    kind: "message",
    status: "new",
    name: "Asha",
    language: "en",
    subject: null,
    support_type: null,
    created_at: new Date(NOW - 30 * MIN).toISOString(),
    updated_at: new Date(NOW - 30 * MIN).toISOString(),
    waiting_since: new Date(NOW - 30 * MIN).toISOString(),
    reply_due_at: new Date(NOW + 90 * MIN).toISOString(),
    reply_due_in_seconds: 90 * 60,
    assigned_to: null,
    last_message: { from: "person", at: new Date(NOW - 30 * MIN).toISOString() },
    ...over,
  };
}

const filters = (over: Partial<Filters> = {}): Filters => ({ ...DEFAULT_FILTERS, ...over });
const ME = "me-id";

// The queue keeps its own copy of the lists (importing the desk's contract would split it into a
// chunk of its own and move start-up code on every page): held here to the desk's, in its order.
it("filters by the desk's own kinds and statuses, in the desk's order", () => {
  expect(KINDS).toEqual(contract.KINDS);
  expect(STATUSES).toEqual(contract.STATUSES);
  expect(SUPPORT_TYPES).toEqual(contract.SUPPORT_TYPES);
});

describe("the query", () => {
  it("leaves the defaults out and names the rest, with a page's cursor and size", () => {
    expect(queueQuery(DEFAULT_FILTERS)).toBe("");
    expect(
      queueQuery(filters({ kind: "ward-support", status: "all", age: "4h", assigned: "me" })),
    ).toBe("kind=ward-support&status=all&age=4h&assigned=me");
    expect(queueQuery(filters({ support: "patient" }))).toBe("support=patient");
    expect(
      queueQuery(filters({ sort: "newest" }), { before: "2026-03-03T04:00:00.000Z_ab", limit: 50 }),
    ).toBe("sort=newest&before=2026-03-03T04%3A00%3A00.000Z_ab&limit=50");
  });
});

describe("which requests the filters show", () => {
  it("by support type: the home form's student, patient or general", () => {
    const patient = row({ id: "p", support_type: "patient" });
    expect(matchesFilters(patient, filters({ support: "patient" }), ME, NOW)).toBe(true);
    expect(matchesFilters(patient, filters({ support: "student" }), ME, NOW)).toBe(false);
    expect(matchesFilters(row({ id: "q" }), filters({ support: "student" }), ME, NOW)).toBe(false);
  });

  it("by status: open is every status but closed; one status; all", () => {
    const closed = row({ id: "a", status: "closed" });
    const waiting = row({ id: "b", status: "waiting" });
    expect(matchesFilters(closed, filters(), ME, NOW)).toBe(false);
    expect(matchesFilters(waiting, filters(), ME, NOW)).toBe(true);
    expect(matchesFilters(waiting, filters({ status: "new" }), ME, NOW)).toBe(false);
    expect(matchesFilters(closed, filters({ status: "closed" }), ME, NOW)).toBe(true);
    expect(matchesFilters(closed, filters({ status: "all" }), ME, NOW)).toBe(true);
  });

  it("by kind, by who has it, and by when it was sent", () => {
    const mine = row({ id: "a", kind: "ward-support", assigned_to: { id: ME, name: "Meera" } });
    expect(matchesFilters(mine, filters({ kind: "ward-support" }), ME, NOW)).toBe(true);
    expect(matchesFilters(mine, filters({ kind: "message" }), ME, NOW)).toBe(false);
    expect(matchesFilters(mine, filters({ assigned: "me" }), ME, NOW)).toBe(true);
    expect(matchesFilters(mine, filters({ assigned: "unassigned" }), ME, NOW)).toBe(false);
    expect(matchesFilters(row({ id: "b" }), filters({ assigned: "unassigned" }), ME, NOW)).toBe(
      true,
    );
    const old = row({ id: "c", created_at: new Date(NOW - 8 * 24 * 60 * MIN).toISOString() });
    expect(matchesFilters(old, filters({ age: "7d" }), ME, NOW)).toBe(false);
    expect(matchesFilters(old, filters({ age: "older" }), ME, NOW)).toBe(true);
    expect(matchesFilters(row({ id: "d" }), filters({ age: "1h" }), ME, NOW)).toBe(true);
    expect(matchesFilters(row({ id: "d" }), filters({ age: "older" }), ME, NOW)).toBe(false);
  });

  it("a live update changes the row, stops its clock when the person's turn comes, and drops it when it leaves the filters", () => {
    const rows = [row({ id: "a" }), row({ id: "b" })];
    const mine = applyUpdate(
      rows,
      { id: "a", status: "in-progress", assigned_to: { id: ME, name: "Meera" } },
      filters({ assigned: "me" }),
      ME,
      NOW,
    );
    // "b" is not touched by the update: the next fetch decides about it.
    expect(mine.map((r) => r.id)).toEqual(["a", "b"]);
    expect(mine[0]).toMatchObject({ status: "in-progress", assigned_to: { id: ME } });
    const answered = applyUpdate(
      rows,
      { id: "a", status: "waiting", assigned_to: null },
      filters({ status: "all" }),
      ME,
      NOW,
    );
    expect(answered[0]).toMatchObject({ status: "waiting", reply_due_in_seconds: null });
    const closed = applyUpdate(
      rows,
      { id: "b", status: "closed", assigned_to: null },
      filters(),
      ME,
      NOW,
    );
    expect(closed.map((r) => r.id)).toEqual(["a"]);
  });
});

describe("the order", () => {
  const t = (minutesAgo: number) => new Date(NOW - minutesAgo * MIN).toISOString();
  const rows = [
    row({ id: "b", waiting_since: t(10), created_at: t(10) }),
    row({
      id: "c",
      waiting_since: null,
      updated_at: t(300),
      created_at: t(400),
      status: "waiting",
    }),
    row({ id: "a", waiting_since: t(60), created_at: t(5) }),
    row({ id: "d", waiting_since: null, updated_at: t(100), created_at: t(2), status: "waiting" }),
  ];

  it("waiting longest first: the oldest wait on the team, then the rest by last change", () => {
    expect(sortRows(rows, "waiting").map((r) => r.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("newest first, by when it was sent", () => {
    expect(sortRows(rows, "newest").map((r) => r.id)).toEqual(["d", "a", "b", "c"]);
  });

  it("a request flagged possible risk first, in either order (issue 30)", () => {
    const flagged = [...rows, row({ id: "e", waiting_since: null, possible_risk: true })];
    expect(sortRows(flagged, "waiting").map((r) => r.id)).toEqual(["e", "a", "b", "c", "d"]);
    expect(sortRows(flagged, "newest").map((r) => r.id)).toEqual(["e", "d", "a", "b", "c"]);
  });

  it("ties by id, in the server's direction", () => {
    const same = [row({ id: "2", waiting_since: t(5) }), row({ id: "1", waiting_since: t(5) })];
    expect(sortRows(same, "waiting").map((r) => r.id)).toEqual(["1", "2"]);
  });
});

describe("the time left to the promised reply", () => {
  const en = staffCatalogues.en.due;
  const hi = staffCatalogues.hi.due;

  it("counts down from what the server counted when the list came, whatever the browser's clock says", () => {
    const fetchedAt = 1_000_000;
    const r = row({ id: "a", reply_due_in_seconds: 45 * 60 });
    expect(timeLeft(r, fetchedAt, fetchedAt)).toEqual({ tone: "ok", seconds: 2700 });
    expect(timeLeft(r, fetchedAt, fetchedAt + 20 * MIN)).toEqual({ tone: "soon", seconds: 1500 });
    expect(timeLeft(r, fetchedAt, fetchedAt + 50 * MIN)).toEqual({ tone: "late", seconds: 300 });
    // A clock that went backwards never adds time.
    expect(timeLeft(r, fetchedAt, fetchedAt - 10 * MIN).seconds).toBe(2700);
    expect(timeLeft(row({ id: "b", reply_due_in_seconds: -60 }), fetchedAt, fetchedAt).tone).toBe(
      "late",
    );
  });

  it("stops when the team's move makes it the person's turn, or closes it", () => {
    const r = row({ id: "a" });
    expect(withStatus(r, "waiting")).toMatchObject({
      status: "waiting",
      waiting_since: null,
      reply_due_in_seconds: null,
    });
    expect(withStatus(r, "in-progress")).toMatchObject({ reply_due_in_seconds: 90 * 60 });
    // Whatever a stale count says, the person's turn has no deadline for the team.
    expect(timeLeft({ status: "waiting", reply_due_in_seconds: 600 }, 0, 0).tone).toBe("waiting");
  });

  it("has none while it is the person's turn, or once closed", () => {
    expect(timeLeft(row({ id: "a", status: "waiting", reply_due_in_seconds: null }), 0, 0)).toEqual(
      {
        tone: "waiting",
        seconds: null,
      },
    );
    expect(
      timeLeft(row({ id: "a", status: "closed", reply_due_in_seconds: null }), 0, 0).tone,
    ).toBe("closed");
    expect(timeLeft(row({ id: "a", status: "new", reply_due_in_seconds: null }), 0, 0).tone).toBe(
      "none",
    );
  });

  it("says it in minutes, hours and days, rounded up, in English and Hindi", () => {
    expect(formatDuration(1, en)).toBe("1 min");
    expect(formatDuration(45 * 60, en)).toBe("45 min");
    expect(formatDuration(65 * 60, en)).toBe("1 h 5 min");
    expect(formatDuration(27 * 3600, en)).toBe("1 d 3 h");
    expect(formatDuration(65 * 60, hi)).toBe("1 घंटे 5 मिनट");
    expect(timeLeftText({ tone: "ok", seconds: 5400 }, en)).toBe("Reply due in 1 h 30 min");
    expect(timeLeftText({ tone: "late", seconds: 720 }, en)).toBe("Late by 12 min");
    expect(timeLeftText({ tone: "late", seconds: 720 }, hi)).toBe("12 मिनट की देर");
    expect(timeLeftText({ tone: "waiting", seconds: null }, hi)).toBe("व्यक्ति के जवाब का इंतज़ार");
    expect(timeLeftText({ tone: "none", seconds: null }, en)).toBeNull();
  });
});

describe("a thread", () => {
  it("takes each message once, in order", () => {
    const m = (id: string, at: string) => ({ id, created_at: at, body: id });
    const thread = [m("1", "2026-03-03T04:00:00Z"), m("3", "2026-03-03T04:02:00Z")];
    expect(withMessage(thread, m("2", "2026-03-03T04:01:00Z")).map((x) => x.id)).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(withMessage(thread, m("3", "2026-03-03T04:02:00Z"))).toHaveLength(2);
  });
});

describe("the person's address as a link (issue 31, item 6)", () => {
  it("percent-encodes the mailto: link, and gives none for an address that is not a mailbox", () => {
    expect(mailtoHref("asha.rao+desk@example.co.in")).toBe("mailto:asha.rao%2Bdesk@example.co.in");
    expect(mailtoHref("a?cc=b&body=c%20d@example.com")).toBe(
      "mailto:a%3Fcc%3Db%26body%3Dc%2520d@example.com",
    );
    expect(mailtoHref("odd@example.com?cc=attacker%40evil.example&body=pay%20here")).toBe(
      undefined,
    );
    expect(mailtoHref("x@y.z\r\nBcc: q@r.s")).toBe(undefined);
  });
});
