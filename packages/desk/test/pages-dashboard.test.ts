/**
 * Issue 32, items 5 and 6: page views counted as aggregates (a number per page and day, added in
 * batches), the staff's Pages view with its contact rate, and the desk dashboard, from seeded data;
 * both staff endpoints at aal2 only, and their bad parameters refused with a clear 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageViewCounter } from "../src/index.ts";
import { istDate } from "../src/services/hours.ts";
import {
  BACKENDS,
  signUpUser,
  startDesk,
  uniqueEmail,
  withDisplayName,
  withTwoFactor,
  type TestDesk,
  type TestUser,
  TUESDAY_10_IST,
} from "./helpers.ts";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function json(res: Response): Promise<any> {
  return res.json();
}

function setClock(t: TestDesk, at: Date) {
  t.clock.offsetMs = at.getTime() - Date.now();
}

async function send(t: TestDesk, o: { message: string; source?: string; kind?: string }) {
  const res = await t.call("/api/desk/requests", {
    json: {
      kind: o.kind ?? "message",
      name: "Asha Rao",
      email: uniqueEmail("pages"),
      consent: true,
      locale: "en",
      language: "en",
      website: "",
      message: o.message,
      ...(o.source ? { source: o.source } : {}),
    },
  });
  expect(res.status).toBe(201);
  const { reference, token } = (await res.json()) as { reference: string; token: string };
  const [row] = await t.auth.db.query<{ id: string }>(
    "select id::text as id from desk.requests where reference = $1",
    [reference],
  );
  return { reference, token, id: row!.id };
}

describe.each(BACKENDS)("page views and the Pages view on %s", (backend) => {
  let t: TestDesk;
  let staff: TestUser;
  const staffGet = (path: string, token = staff.token) =>
    t.call(`/api/desk${path}`, { headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startDesk({ backend, at: TUESDAY_10_IST });
    staff = await withTwoFactor(t, await signUpUser(t, { staff: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts views as a number per page and day, with no column about a person", async () => {
    const counter = createPageViewCounter({
      add: (counts) => t.desk.addPageViews(counts),
      everyMs: 60_000,
    });
    for (let i = 0; i < 3; i++) counter.count("/study-tips");
    counter.count("/hi/study-tips");
    counter.count("/hi/study-tips");
    // Not a page's shape (a query, a token): dropped, never stored.
    counter.count("/request/view?t=abc");
    const read = () =>
      t.auth.db.query<{ path: string; day: string; views: string | number }>(
        "select path, to_char(day, 'YYYY-MM-DD') as day, views from desk.page_views order by path",
      );
    // Counted in memory only: nothing in the database before the batch.
    expect(await read()).toEqual([]);
    expect(counter.pending()).toBe(6);
    await counter.flush();
    expect(counter.pending()).toBe(0);
    const today = istDate(t.now());
    expect((await read()).map((r) => ({ ...r, views: Number(r.views) }))).toEqual([
      { path: "/hi/study-tips", day: today, views: 2 },
      { path: "/study-tips", day: today, views: 3 },
    ]);
    // A second batch adds to the same rows: one row per page and day, whoever read it.
    counter.count("/study-tips");
    await counter.stop();
    expect((await read()).map((r) => Number(r.views))).toEqual([2, 4]);

    const columns = await t.auth.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'desk' and table_name = 'page_views' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(["path", "day", "views"]);
    await t.auth.db.query("delete from desk.page_views");
  });

  it("adds in batches on its clock, and keeps a batch the database refused", async () => {
    let calls = 0;
    let fail = true;
    const counter = createPageViewCounter({
      add: async (counts) => {
        calls += 1;
        if (fail) throw new Error("database away");
        await t.desk.addPageViews(counts);
      },
      everyMs: 50,
      log: () => {},
    });
    for (let i = 0; i < 100; i++) counter.count("/exam-calendar");
    await counter.flush();
    expect(calls).toBe(1);
    expect(counter.pending()).toBe(100);
    fail = false;
    // The timer adds them: a hundred views, one call.
    const until = Date.now() + 5000;
    while (counter.pending() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(counter.pending()).toBe(0);
    // The batch leaves `pending` when the timer takes it, before the database has it: flush waits
    // for a batch in flight (CI read the table between the two and found no row).
    await counter.flush();
    expect(calls).toBe(2);
    const [row] = await t.auth.db.query<{ views: string | number }>(
      "select views from desk.page_views where path = '/exam-calendar'",
    );
    expect(Number(row!.views)).toBe(100);
    // Nothing held: the timer calls nothing.
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toBe(2);
    await counter.stop();
    await t.auth.db.query("delete from desk.page_views");
  });

  it("gives each page's views, answers, requests and contact rate for 7 or 30 days", async () => {
    const today = istDate(t.now());
    const tenDaysAgo = istDate(new Date(t.now().getTime() - 10 * DAY));
    await t.desk.addPageViews(new Map([["/icu-support", 800]]));
    await t.desk.addPageViews(new Map([["/hi/icu-support", 200]]));
    await t.desk.addPageViews(new Map([["/study-tips", 400]]));
    await t.auth.db.query(
      "insert into desk.page_views (path, day, views) values ('/icu-support', $1::date, 500)",
      [tenDaysAgo],
    );
    const vote = (path: string, useful: boolean, reason?: string, comment?: string) =>
      t.auth.db.query(
        `insert into desk.page_feedback (path, locale, useful, reason, comment, created_at)
           values ($1, $2, $3, $4, $5, $6)`,
        [
          path,
          path.startsWith("/hi") ? "hi" : "en",
          useful,
          reason ?? null,
          comment ?? null,
          t.now(),
        ],
      );
    for (let i = 0; i < 3; i++) await vote("/icu-support", true);
    await vote("/icu-support", false, "wrong-or-outdated", "The visiting hours are old");
    await vote("/icu-support", false);
    await vote("/hi/icu-support", false, "hard-to-understand", "बहुत कठिन");
    await vote("/study-tips", true);
    await send(t, {
      message: "Can someone sit with my father in the ICU?",
      source: "/icu-support",
    });
    await send(t, { message: "Night help please", source: "/icu-support" });
    await send(t, { message: "Help me plan my study", source: "/study-tips" });

    const res = await staffGet("/staff/pages");
    expect(res.status).toBe(200);
    const week = await json(res);
    expect(week).toMatchObject({ days: 7, to: today });
    const icu = week.pages.find((p: any) => p.path === "/icu-support");
    expect(icu).toMatchObject({
      views: 1000,
      views_by_locale: { en: 800, hi: 200 },
      yes: 3,
      no: 3,
      requests: 2,
      // (3 No + 2 requests) per 1,000 views.
      contact_rate: 5,
    });
    expect(icu.no_answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          locale: "en",
          reason: "wrong-or-outdated",
          comment: "The visiting hours are old",
        }),
        expect.objectContaining({
          locale: "hi",
          reason: "hard-to-understand",
          comment: "बहुत कठिन",
        }),
      ]),
    );
    const tips = week.pages.find((p: any) => p.path === "/study-tips");
    expect(tips).toMatchObject({ views: 400, yes: 1, no: 0, requests: 1, contact_rate: 2.5 });
    // Worst first.
    expect(week.pages[0].path).toBe("/icu-support");

    const month = await json(await staffGet("/staff/pages?days=30"));
    expect(month.days).toBe(30);
    const icu30 = month.pages.find((p: any) => p.path === "/icu-support");
    expect(icu30).toMatchObject({ views: 1500, contact_rate: 3.3 });
  });

  it("refuses a period other than 7 or 30 days with a 400 that names the field", async () => {
    for (const days of ["1", "abc", "7.5", "-7", "365"]) {
      const res = await staffGet(`/staff/pages?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(await json(res)).toMatchObject({ code: "invalid_field", field: "days" });
    }
  });

  it("opens the Pages view and the dashboard to staff at aal2 only", async () => {
    const person = await signUpUser(t);
    const aal1Staff = await signUpUser(t, { staff: true });
    const cases: [string | undefined, number, string][] = [
      [undefined, 401, "no_authorization"],
      ["not-a-jwt", 401, "bad_jwt"],
      [person.token, 403, "not_staff"],
      [(await withTwoFactor(t, person)).token, 403, "not_staff"],
      [aal1Staff.token, 403, "insufficient_aal"],
    ];
    for (const [token, status, code] of cases)
      for (const path of ["/staff/pages", "/staff/pages?days=30", "/staff/dashboard"]) {
        const res = await t.call(
          `/api/desk${path}`,
          token ? { headers: { Authorization: `Bearer ${token}` } } : {},
        );
        expect(res.status, `${code} ${path}`).toBe(status);
        expect((await json(res)).code).toBe(code);
      }
    expect((await staffGet("/staff/dashboard")).status).toBe(200);
  });

  it("keeps page views 90 days: the daily purge deletes older days", async () => {
    const old = istDate(new Date(t.now().getTime() - 90 * DAY));
    const kept = istDate(new Date(t.now().getTime() - 89 * DAY));
    await t.auth.db.query(
      "insert into desk.page_views (path, day, views) values ('/old-page', $1::date, 7), ('/old-page', $2::date, 9)",
      [old, kept],
    );
    // The jobs' rows exist once the scheduler has looked; then the purge is made due now.
    await t.desk.runDueJobs();
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'daily-purge'", [
      new Date(0),
    ]);
    await t.desk.runDueJobs();
    const rows = await t.auth.db.query<{ day: string }>(
      "select to_char(day, 'YYYY-MM-DD') as day from desk.page_views where path = '/old-page'",
    );
    expect(rows.map((r) => r.day)).toEqual([kept]);
  });
});

describe.each(BACKENDS)("the desk dashboard on %s", (backend) => {
  let t: TestDesk;
  let staff: TestUser;
  // Tuesday 13:00 IST: the dashboard is read then.
  const NOW = new Date(TUESDAY_10_IST.getTime() + 3 * HOUR);

  beforeAll(async () => {
    // A message's reply-time target is 2 hours on the clock here (DESK_REPLY_TARGETS).
    t = await startDesk({
      backend,
      at: TUESDAY_10_IST,
      config: { replyTargetHours: { message: 2 } },
    });
    staff = await withDisplayName(
      t,
      await withTwoFactor(t, await signUpUser(t, { staff: true, name: "Meera Iyer" })),
      "Meera",
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const replyAt = async (id: string, at: Date, status: string) => {
    setClock(t, at);
    const res = await t.call(`/api/desk/staff/requests/${id}/replies`, {
      headers: { Authorization: `Bearer ${staff.token}` },
      json: { body: "We have read your message and will call you today.", status },
    });
    expect(res.status).toBe(201);
  };

  it("shows open requests by kind and age, first-reply medians, missed replies and possible risk", async () => {
    // Last week: one request answered in 2 hours.
    const a0 = new Date(NOW.getTime() - 10 * DAY);
    setClock(t, a0);
    const a = await send(t, { message: "Last week's question" });
    await replyAt(a.id, new Date(a0.getTime() + 2 * HOUR), "closed");
    // This week: answered in 1 hour, 3 hours and 30 minutes (median 1 hour).
    const b0 = new Date(NOW.getTime() - 2 * DAY);
    setClock(t, b0);
    const b = await send(t, { message: "Question b" });
    const c = await send(t, { message: "Question c", kind: "counselling" });
    await replyAt(b.id, new Date(b0.getTime() + HOUR), "closed");
    await replyAt(c.id, new Date(b0.getTime() + 3 * HOUR), "closed");
    // 25 hours ago: clear of the 1-day age boundary, which the clock's real-time drift could cross.
    const d0 = new Date(NOW.getTime() - DAY - HOUR);
    setClock(t, d0);
    const d = await send(t, { message: "Question d" });
    await replyAt(d.id, new Date(d0.getTime() + 30 * 60_000), "waiting");
    // A second reply does not change the first reply's time.
    await replyAt(d.id, new Date(d0.getTime() + 5 * HOUR), "waiting");
    // Today: a possible-risk request at 05:00 IST and a message at 10:00, neither answered.
    setClock(t, new Date(NOW.getTime() - 8 * HOUR));
    const r = await send(t, { message: "I want to end my life, I can't go on." });
    setClock(t, TUESDAY_10_IST);
    const e = await send(t, { message: "Question e" });

    // "Did this help?": b's person answers Yes and c's No this week; a's No came ten days ago.
    const helped = async (token: string, at: Date, answer: "yes" | "no") => {
      setClock(t, at);
      const res = await t.call(`/api/desk/private/${token}/helped`, { json: { helped: answer } });
      expect(res.status).toBe(201);
    };
    await helped(a.token, new Date(a0.getTime() + 3 * HOUR), "no");
    await helped(b.token, new Date(b0.getTime() + 4 * HOUR), "yes");
    await helped(c.token, new Date(b0.getTime() + 5 * HOUR), "no");

    setClock(t, NOW);
    const res = await t.call("/api/desk/staff/dashboard", {
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(res.status).toBe(200);
    const dash = await json(res);

    // Open: d (waiting for the person, 1 day), r (8 hours), e (3 hours).
    expect(dash.open.total).toBe(3);
    expect(dash.open.by_age).toEqual({ "under-4h": 1, "4h-24h": 1, "1d-7d": 1, "over-7d": 0 });
    expect(dash.open.by_kind).toEqual([
      { kind: "message", total: 3, ages: { "under-4h": 1, "4h-24h": 1, "1d-7d": 1, "over-7d": 0 } },
    ]);

    // The test clock runs on from each setClock, so a reply lands a second or two after its
    // nominal time when the machine is slow: within 5 s of the hour is the answer.
    expect(dash.first_reply.this_week).toMatchObject({
      answered: 3,
      median_seconds: expect.closeTo(3600, -1),
    });
    expect(dash.first_reply.last_week).toMatchObject({
      answered: 1,
      median_seconds: expect.closeTo(7200, -1),
    });

    // Waiting past their kind's target (a message: 2 hours on the clock): r was due 07:00, e 12:00.
    expect(dash.targets.hours).toMatchObject({ message: 2, "ward-support": 4 });
    expect(dash.targets.missed).toBe(2);
    expect(
      dash.targets.requests.map((x: any) => [x.reference, x.late_seconds, x.possible_risk]),
    ).toEqual([
      [r.reference, expect.closeTo(6 * 3600, -1), true],
      [e.reference, expect.closeTo(3600, -1), false],
    ]);

    expect(dash.did_it_help).toEqual({
      this_week: { yes: 1, no: 1 },
      last_week: { yes: 0, no: 1 },
    });
    expect(dash.possible_risk.requests).toEqual([
      expect.objectContaining({
        reference: r.reference,
        first_reply_at: null,
        first_reply_seconds: null,
        waiting_seconds: 8 * 3600,
      }),
    ]);
    // Answered: how fast it was first answered.
    await replyAt(r.id, new Date(NOW.getTime() + 15 * 60_000), "in-progress");
    const after = await json(
      await t.call("/api/desk/staff/dashboard", {
        headers: { Authorization: `Bearer ${staff.token}` },
      }),
    );
    expect(after.possible_risk.requests[0]).toMatchObject({
      reference: r.reference,
      first_reply_seconds: 8 * 3600 + 15 * 60,
      waiting_seconds: null,
    });
    expect(after.targets.missed).toBe(1);
    // Who saw the dashboard's requests is in the audit log, as the queue's listing is.
    const audit = await t.auth.db.query<{ detail: { references: string[] } }>(
      "select detail from desk.audit_log where action = 'viewed_dashboard' order by id",
    );
    expect(audit[0]!.detail.references).toEqual(expect.arrayContaining([r.reference, e.reference]));
  });
});
