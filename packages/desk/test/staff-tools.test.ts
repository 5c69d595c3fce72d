/**
 * Issue 32, items 3 and 4, over real HTTP on PGlite (and PostgreSQL when TEST_DATABASE_URL is
 * set): saved replies kept by staff (aal2 only), the display name asked before the first reply and
 * shown to the person, "Read by the desk", reply-time targets (time left, "due soon", "overdue",
 * one mail to the operator), and "Did this help?" on a closed request (stored once, validated,
 * exported, shown to staff).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskEnvOverrides } from "../src/index.ts";
import {
  BACKENDS,
  signUpUser,
  startDesk,
  tokenFromLocation,
  TUESDAY_10_IST,
  uniqueEmail,
  readEvents,
  waitFor,
  withDisplayName,
  withTwoFactor,
  type SseEvent,
  type TestDesk,
  type TestUser,
} from "./helpers.ts";

const HOUR = 3600_000;
type Json = Record<string, any>;

describe.each(BACKENDS)("staff tools on %s", (backend) => {
  let t: TestDesk;
  let staff: TestUser;
  beforeAll(async () => {
    t = await startDesk({
      backend,
      at: TUESDAY_10_IST,
      config: { replyTargetHours: { "ward-support": 4, message: 24 } },
    });
    staff = await withTwoFactor(t, await signUpUser(t, { name: "meera.staff", staff: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
  const json = async (res: Response) => (await res.json()) as Json;
  const staffCall = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    t.call(`/api/desk/staff${path}`, { ...init, headers: { ...as(staff), ...init.headers } });

  async function send(o: { kind?: string; language?: string; email?: string; user?: TestUser }) {
    const kind = o.kind ?? "message";
    const res = await t.call("/api/desk/requests", {
      headers: o.user ? as(o.user) : {},
      json: {
        kind,
        name: "Asha Rao",
        email: o.email ?? uniqueEmail("tools"),
        consent: true,
        language: o.language ?? "en",
        locale: o.language ?? "en",
        website: "",
        ...(kind === "ward-support"
          ? { city: "Pune", hospital: "Sassoon", date_from: "2026-03-10" }
          : { message: "Can someone help with admission forms?" }),
      },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    const { requests } = await json(await staffCall("/requests?status=all&sort=newest"));
    const row = requests.find((r: Json) => r.reference === body.reference);
    return { ...body, id: row.id as string } as Json & { id: string; token: string };
  }

  it("keeps saved replies per language: create, list, edit, delete, with clear refusals", async () => {
    const created = await staffCall("/saved-replies", {
      json: {
        language: "hi",
        title: "धन्यवाद",
        body: "नमस्ते {name}, आपकी रिक्वेस्ट {reference} मिल गई है।",
      },
    });
    expect(created.status).toBe(201);
    const reply = await json(created);
    expect(reply).toMatchObject({ language: "hi", title: "धन्यवाद" });
    const en = await json(
      await staffCall("/saved-replies", {
        json: { language: "en", title: "Thanks", body: "Hello {name}, we have {reference}." },
      }),
    );

    const list = (await json(await staffCall("/saved-replies"))).saved_replies as Json[];
    expect(list.map((r) => r.id)).toEqual(expect.arrayContaining([reply.id, en.id]));

    const edited = await staffCall(`/saved-replies/${en.id}`, {
      method: "PUT",
      json: { language: "en", title: "Thanks", body: "Hello {name}, your {reference} is with us." },
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).body).toBe("Hello {name}, your {reference} is with us.");

    // Bad input: 4xx with a code, never 500.
    for (const [body, code, field] of [
      [{ language: "fr", title: "x", body: "y" }, "invalid_field", "language"],
      [{ language: "en", title: "", body: "y" }, "invalid_field", "title"],
      [{ language: "en", title: "x", body: "  " }, "message_required", "body"],
      [{ language: "en", title: "x", body: "y".repeat(5000) }, "too_long", "body"],
    ] as const) {
      const res = await staffCall("/saved-replies", { json: body });
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code, field });
    }
    const missing = await staffCall("/saved-replies/not-a-uuid", { method: "DELETE" });
    expect(missing.status).toBe(404);
    expect((await json(missing)).code).toBe("saved_reply_not_found");

    expect((await staffCall(`/saved-replies/${reply.id}`, { method: "DELETE" })).status).toBe(200);
    const again = await staffCall(`/saved-replies/${reply.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    const after = (await json(await staffCall("/saved-replies"))).saved_replies as Json[];
    expect(after.map((r) => r.id)).not.toContain(reply.id);
  });

  it("refuses every new staff endpoint without aal2 staff, as the other staff routes do", async () => {
    const aal1 = await signUpUser(t, { staff: true });
    const person = await signUpUser(t);
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ["/api/desk/staff/saved-replies", {}],
      ["/api/desk/staff/saved-replies", { json: { language: "en", title: "x", body: "y" } }],
      [
        "/api/desk/staff/saved-replies/00000000-0000-4000-8000-000000000000",
        { method: "PUT", json: { language: "en", title: "x", body: "y" } },
      ],
      ["/api/desk/staff/saved-replies/00000000-0000-4000-8000-000000000000", { method: "DELETE" }],
      ["/api/desk/staff/me", { method: "PUT", json: { display_name: "Meera" } }],
    ];
    for (const [path, init] of calls) {
      const anonymous = await t.call(path, init);
      expect(anonymous.status, path).toBe(401);
      const low = await t.call(path, { ...init, headers: as(aal1) });
      expect(low.status, path).toBe(403);
      expect((await json(low)).code).toBe("insufficient_aal");
      const notStaff = await t.call(path, { ...init, headers: as(person) });
      expect(notStaff.status, path).toBe(403);
      expect((await json(notStaff)).code).toBe("not_staff");
    }
  });

  it("asks for a display name before the first reply, and the person sees it, on the page and in mail", async () => {
    const r = await send({});
    expect((await json(await staffCall("/me"))).display_name).toBeNull();
    const refused = await staffCall(`/requests/${r.id}/replies`, { json: { body: "Hello" } });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      code: "display_name_required",
      field: "display_name",
    });
    const blank = await staffCall("/me", { method: "PUT", json: { display_name: "  " } });
    expect(blank.status).toBe(400);
    const long = await staffCall("/me", { method: "PUT", json: { display_name: "M".repeat(61) } });
    expect(long.status).toBe(400);

    await withDisplayName(t, staff, "Meera Iyer");
    expect((await json(await staffCall("/me"))).display_name).toBe("Meera Iyer");
    const replied = await staffCall(`/requests/${r.id}/replies`, {
      json: { body: "We can help with the forms." },
    });
    expect(replied.status).toBe(201);
    expect((await json(replied)).message.author).toBe("Meera Iyer");

    const page = await json(await t.call(`/api/desk/private/${r.token}`));
    expect(page.messages.at(-1)).toMatchObject({ from: "staff", author: "Meera Iyer" });
    expect(JSON.stringify(page)).not.toContain("meera.staff");
    await t.desk.deliverMail();
    const mail = t.mails.find(
      (m) => m.subject === `Reply to your request ${r.reference}` && m.text.includes("forms"),
    );
    expect(mail?.text).toContain("Meera Iyer from Saathi support team replied");
    expect(mail?.text).not.toContain("meera.staff");
  });

  it("says 'Read by the desk' once a staff member opened the request", async () => {
    const r = await send({ language: "hi" });
    expect((await json(await t.call(`/api/desk/private/${r.token}`))).read_by_desk).toBe(false);
    // Listing the queue is not reading a request.
    await staffCall("/requests");
    expect((await json(await t.call(`/api/desk/private/${r.token}`))).read_by_desk).toBe(false);
    // The person's open page is told at once, by its live stream.
    const controller = new AbortController();
    const res = await fetch(`${t.url}/api/desk/private/${r.token}/events`, {
      signal: controller.signal,
    });
    const seen: SseEvent[] = [];
    const reading = readEvents(res.body!.getReader(), seen);
    await waitFor(() => seen.some((e) => e.event === "ready"), "the stream's ready");
    const opened = await json(await staffCall(`/requests/${r.id}`));
    expect(opened.read_at).toEqual(expect.any(String));
    expect((await json(await t.call(`/api/desk/private/${r.token}`))).read_by_desk).toBe(true);
    const read = await waitFor(() => seen.find((e) => e.event === "request.read"), "request.read");
    expect(read.data).toEqual({ read_by_desk: true });
    controller.abort();
    await reading;
    // Opening it again tells no one again.
    await staffCall(`/requests/${r.id}`);
    const reads = await t.auth.db.query<{ n: number }>(
      `select count(*)::int as n from desk.events where type = 'request.read' and request_id = $1`,
      [r.id],
    );
    expect(reads[0]!.n).toBe(1);
  });

  it("shows the time left of each kind's target, filters 'due soon' and 'overdue', and mails a miss once", async () => {
    t.clock.offsetMs = TUESDAY_10_IST.getTime() + 24 * HOUR - Date.now();
    const ward = await send({ kind: "ward-support" });
    const message = await send({});
    const row = async (id: string, filter = "") =>
      ((await json(await staffCall(`/requests?status=open${filter}`))).requests as Json[]).find(
        (r) => r.id === id,
      );
    // The test's clock runs on in real time between calls: each figure within 5 s.
    expect(await row(ward.id)).toMatchObject({
      target_left_seconds: expect.closeTo(4 * 3600, -1),
      target_state: "ok",
    });
    expect(await row(message.id)).toMatchObject({
      target_left_seconds: expect.closeTo(24 * 3600, -1),
    });

    // 2 h 30 min later: the ward request is due soon (1 h 30 min left), the message is not.
    t.clock.offsetMs += 2.5 * HOUR;
    expect(await row(ward.id)).toMatchObject({
      target_left_seconds: expect.closeTo(1.5 * 3600, -1),
      target_state: "soon",
    });
    expect(await row(ward.id, "&due=soon")).toBeDefined();
    expect(await row(message.id, "&due=soon")).toBeUndefined();
    expect(await row(ward.id, "&due=overdue")).toBeUndefined();
    await t.desk.runDueJobs();
    await t.desk.deliverMail();
    expect(
      t.mails.filter((m) => m.subject.includes(ward.reference) && /target/.test(m.subject)),
    ).toHaveLength(0);

    // 2 hours on: overdue, and one mail to the operator, however often the job runs.
    t.clock.offsetMs += 2 * HOUR;
    expect(await row(ward.id)).toMatchObject({
      target_left_seconds: expect.closeTo(-0.5 * 3600, -1),
      target_state: "overdue",
    });
    expect(await row(ward.id, "&due=overdue")).toBeDefined();
    expect(await row(message.id, "&due=overdue")).toBeUndefined();
    expect(await t.desk.runDueJobs()).toContain("missed-targets");
    // Sent before the clock jumps 10 minutes: a send still in flight across the jump would pass
    // its lease, and the outbox would rightly try it again (at least once, across processes).
    await t.desk.deliverMail();
    t.clock.offsetMs += 10 * 60_000;
    expect(await t.desk.runDueJobs()).toContain("missed-targets");
    await t.desk.deliverMail();
    const missed = t.mails.filter(
      (m) => m.subject === `Reply target missed: request ${ward.reference}`,
    );
    expect(missed).toHaveLength(1);
    expect(missed[0]!.to).toBe("operator@saathi.test");
    expect(missed[0]!.text).toContain(`/staff?request=${ward.id}`);
    const audit = (await json(await staffCall(`/requests/${ward.id}`))).audit as Json[];
    expect(audit.filter((e) => e.action === "target_missed_mailed")).toHaveLength(1);

    expect((await staffCall("/requests?due=late")).status).toBe(400);
  });

  it("asks 'Did this help?' once closed: on the page's 410, in the closing mail; stored once, validated, shown to staff, exported", async () => {
    await withDisplayName(t, staff, "Meera Iyer");
    const person = await signUpUser(t);
    const r = await send({ email: person.email, user: person });
    // Not before it is closed.
    const early = await t.call(`/api/desk/private/${r.token}/helped`, { json: { helped: "yes" } });
    expect(early.status).toBe(409);
    expect((await json(early)).code).toBe("not_closed");

    expect(
      (await staffCall(`/requests/${r.id}/status`, { json: { status: "closed" } })).status,
    ).toBe(200);
    const closed = await t.call(`/api/desk/private/${r.token}`);
    expect(closed.status).toBe(410);
    expect(await json(closed)).toMatchObject({
      code: "request_closed",
      reference: r.reference,
      helped_question: true,
      helped: null,
    });
    await t.desk.deliverMail();
    const mail = t.mails.find(
      (m) => m.subject === `Your request ${r.reference} is closed: did this help?`,
    );
    expect(mail?.text).toContain("Did this help? Yes / No");
    expect(mail?.text).toContain(`/request/view?t=${r.token}&helped=ask#helped`);

    // Validation: a clear 4xx, never a 500; a plain form goes back to the page with the code.
    for (const [body, code] of [
      [{ helped: "maybe" }, "helped_required"],
      [{}, "helped_required"],
      [{ helped: "no", words: "x".repeat(501) }, "too_long"],
    ] as const) {
      const res = await t.call(`/api/desk/private/${r.token}/helped`, { json: body });
      expect(res.status).toBe(400);
      expect((await json(res)).code).toBe(code);
    }
    const refusedForm = await t.call(`/api/desk/private/${r.token}/helped`, {
      form: { helped: "perhaps", locale: "hi" },
    });
    expect(refusedForm.status).toBe(303);
    expect(refusedForm.headers.get("location")).toBe(
      `/hi/request/view?t=${r.token}&helped=ask&refused=helped_required`,
    );
    const bad = await t.call(`/api/desk/private/${"x".repeat(43)}/helped`, {
      json: { helped: "yes" },
    });
    expect(bad.status).toBe(404);

    // A plain form (no JavaScript): 303 back to the page, thanked.
    const answered = await t.call(`/api/desk/private/${r.token}/helped`, {
      form: { helped: "no", words: "The forms were still unclear.", locale: "en" },
    });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe(`/request/view?t=${r.token}&helped=thanks`);
    expect(tokenFromLocation(answered.headers.get("location"))).toBe(r.token);

    // Once: the first answer stands.
    const second = await t.call(`/api/desk/private/${r.token}/helped`, { json: { helped: "yes" } });
    expect(second.status).toBe(409);
    expect((await json(second)).code).toBe("already_answered");
    expect((await json(await t.call(`/api/desk/private/${r.token}`))).helped).toMatchObject({
      helped: false,
      words: "The forms were still unclear.",
    });

    const detail = await json(await staffCall(`/requests/${r.id}`));
    expect(detail.helped).toMatchObject({ helped: false, words: "The forms were still unclear." });
    expect((detail.audit as Json[]).some((e) => e.action === "helped_answered")).toBe(true);

    const exported = await json(await t.call("/api/desk/me/export", { headers: as(person) }));
    const mine = (exported.requests as Json[]).find((x) => x.reference === r.reference)!;
    expect(mine.did_it_help).toMatchObject({
      helped: false,
      words: "The forms were still unclear.",
    });
    expect(mine.read_by_desk_at).toEqual(expect.any(String));
    // Saved replies and display names are the team's, not in a person's export.
    expect(JSON.stringify(exported)).not.toMatch(/saved_repl|display_name/);
  });

  it("forgets a staff account's display name with the account", async () => {
    const other = await withDisplayName(
      t,
      await withTwoFactor(t, await signUpUser(t, { staff: true })),
      "Ravi",
    );
    const saved = await json(
      await t.call("/api/desk/staff/saved-replies", {
        headers: as(other),
        json: { language: "en", title: "Bye", body: "Take care, {name}." },
      }),
    );
    await fetch(`${t.url}/auth/v1/admin/users/${other.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${t.auth.serviceRoleKey}`, apikey: t.auth.serviceRoleKey },
    });
    // The daily purge, due now (what it does is the point here, not when it is scheduled).
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'daily-purge'", [
      new Date(0),
    ]);
    expect(await t.desk.runDueJobs()).toContain("daily-purge");
    const rows = await t.auth.db.query<{ n: number }>(
      `select count(*)::int as n from desk.staff_profiles where user_id = $1`,
      [other.id],
    );
    expect(rows[0]!.n).toBe(0);
    const kept = await t.auth.db.query<{ created_by: string | null }>(
      `select created_by::text as created_by from desk.saved_replies where id = $1`,
      [saved.id],
    );
    expect(kept).toEqual([{ created_by: null }]);
  });
});

describe("DESK_REPLY_TARGETS", () => {
  it("reads kind=hours pairs and refuses anything else", () => {
    expect(deskEnvOverrides({ DESK_REPLY_TARGETS: "ward-support=2, message=12" })).toMatchObject({
      replyTargetHours: { "ward-support": 2, message: 12 },
    });
    expect(deskEnvOverrides({}).replyTargetHours).toBeUndefined();
    expect(() => deskEnvOverrides({ DESK_REPLY_TARGETS: "ward=2" })).toThrow(/DESK_REPLY_TARGETS/);
    expect(() => deskEnvOverrides({ DESK_REPLY_TARGETS: "message=0" })).toThrow();
  });
});
