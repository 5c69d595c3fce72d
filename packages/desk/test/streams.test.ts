/**
 * Live streams stay as authorised as a new request would be (issue 31, items 1 and 8), on PGlite
 * and on PostgreSQL when TEST_DATABASE_URL is set: the staff stream is checked again before every
 * batch of events and every interval, and ends when the role is revoked, the session signed out or
 * the token expired, and after its longest life; presence follows only such streams. A private
 * link's stream ends with its request (closed: after the closing notice; deleted: at once), and
 * both kinds are capped per link and per account, whatever address they come from.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANON,
  BACKENDS,
  signUpUser,
  startDesk,
  uniqueEmail,
  waitFor,
  withDisplayName,
  withTwoFactor,
  type TestDesk,
  type TestUser,
  readEvents,
  TUESDAY_10_IST,
  type SseEvent,
} from "./helpers.ts";

type Seen = SseEvent;
type Stream = {
  status: number;
  seen: Seen[];
  ended: () => boolean;
  closed: Promise<void>;
  stop: () => void;
};

/** Opens a server-sent event stream and records its events until it ends. */
async function openStream(t: TestDesk, path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${t.url}${path}`, { headers, signal: controller.signal });
  const seen: Seen[] = [];
  let done = false;
  const closed = (async () => {
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => {});
      done = true;
      return;
    }
    await readEvents(res.body.getReader(), seen);
    done = true;
  })();
  const stream: Stream = {
    status: res.status,
    seen,
    ended: () => done,
    closed,
    stop: () => controller.abort(),
  };
  return stream;
}

const bearer = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

function request(over: Record<string, unknown> = {}) {
  return {
    kind: "message",
    name: "Asha Rao",
    email: uniqueEmail("asha"),
    consent: true,
    locale: "en",
    message: "Please call me about my father's ward.",
    ...over,
  };
}

describe.each(BACKENDS)("live streams on %s", (backend) => {
  let t: TestDesk;
  beforeAll(async () => {
    // Checked again only at events here (the interval is longer than any test), behind a proxy.
    t = await startDesk({
      backend,
      at: TUESDAY_10_IST,
      config: { trustProxy: true },
      streamCheckEveryMs: 120_000,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => (await res.json()) as Record<string, any>;
  const staffMember = async (name: string) =>
    withDisplayName(
      t,
      await withTwoFactor(t, await signUpUser(t, { name, staff: true })),
      name.split(" ")[0]!,
    );
  const setRole = (d: TestDesk, id: string, role: string | null) =>
    fetch(`${d.url}/auth/v1/admin/users/${id}`, {
      method: "PUT",
      headers: {
        Authorization: `Bearer ${d.auth.serviceRoleKey}`,
        apikey: d.auth.serviceRoleKey,
        "content-type": "application/json",
      },
      body: JSON.stringify({ app_metadata: { role } }),
    });
  const present = async (d: TestDesk, id: string) =>
    (await d.auth.db.query("select 1 from desk.staff_presence where user_id = $1", [id])).length >
    0;
  const requestId = async (d: TestDesk, reference: string) =>
    (
      await d.auth.db.query<{ id: string }>(
        "select id::text as id from desk.requests where reference = $1",
        [reference],
      )
    )[0]!.id;

  it("a revoked staff member's stream ends at the next event, delivers nothing of it, and leaves the desk", async () => {
    const revoked = await staffMember("Ravi Kumar");
    const other = await staffMember("Meera Iyer");
    const gone = await openStream(t, "/api/desk/staff/events", bearer(revoked));
    const kept = await openStream(t, "/api/desk/staff/events", bearer(other));
    await waitFor(
      () =>
        gone.seen.some((e) => e.event === "ready") && kept.seen.some((e) => e.event === "ready"),
      "ready",
    );
    expect(await present(t, revoked.id)).toBe(true);

    expect((await setRole(t, revoked.id, null)).status).toBe(200);
    const created = await json(
      await t.call("/api/desk/requests", { json: request({ message: "words for staff only" }) }),
    );
    // The staff member who still has the role gets the new request; the revoked one does not.
    await waitFor(
      () => kept.seen.find((e) => e.data?.reference === created.reference),
      "the event on a valid stream",
    );
    await waitFor(() => gone.ended() || undefined, "the revoked stream to end");
    expect(gone.seen.map((e) => e.event)).toEqual(["ready"]);
    expect(await present(t, revoked.id)).toBe(false);
    expect(await present(t, other.id)).toBe(true);

    // Reconnecting is refused as any new request is.
    const again = await openStream(t, "/api/desk/staff/events", bearer(revoked));
    expect(again.status).toBe(403);
    kept.stop();
    await waitFor(async () => !(await present(t, other.id)) || undefined, "the last to leave");
    expect((await json(await t.call("/api/desk/status"))).live).toBe(false);
  });

  it("a private link's stream ends with its request: after the closing notice, or at once when deleted", async () => {
    const staff = await staffMember("Meera Iyer");
    const created = await json(await t.call("/api/desk/requests", { json: request() }));
    const id = await requestId(t, created.reference);
    const person = await openStream(t, `/api/desk/private/${created.token}/events`);
    await waitFor(() => person.seen.some((e) => e.event === "ready"), "ready");
    const staffCall = (path: string, body: unknown) =>
      t.call(`/api/desk/staff/requests/${id}${path}`, { json: body, headers: bearer(staff) });

    await staffCall("/replies", { body: "We will call you at six." });
    await waitFor(() => person.seen.find((e) => e.event === "message.created"), "the reply");
    await staffCall("/status", { status: "closed" });
    await waitFor(() => person.ended() || undefined, "the stream to end at the close");
    expect(person.seen.at(-1)).toMatchObject({
      event: "request.updated",
      data: { status: "closed" },
    });
    expect((await t.call(`/api/desk/private/${created.token}/events`)).status).toBe(410);

    // Reopened and answered: a new stream gets it, the ended one got nothing after the close.
    await staffCall("/status", { status: "in-progress" });
    const reopened = await openStream(t, `/api/desk/private/${created.token}/events`);
    expect(reopened.status).toBe(200);
    await waitFor(() => reopened.seen.some((e) => e.event === "ready"), "ready");
    await staffCall("/replies", { body: "Calling again tomorrow." });
    await waitFor(
      () => reopened.seen.find((e) => e.data?.message?.body === "Calling again tomorrow."),
      "the later reply on the new stream",
    );
    expect(JSON.stringify(person.seen)).not.toContain("Calling again tomorrow.");

    // Closed and reopened between two looks: the stream still ends at the close.
    const racing = await openStream(t, `/api/desk/private/${created.token}/events`);
    await waitFor(() => racing.seen.some((e) => e.event === "ready"), "ready");
    await staffCall("/status", { status: "closed" });
    await staffCall("/status", { status: "in-progress" });
    await waitFor(() => racing.ended() || undefined, "the stream to end at the close");
    expect(racing.seen.some((e) => e.data?.status === "in-progress")).toBe(false);

    // Deleted: the open stream ends with nothing more.
    const before = reopened.seen.length;
    expect((await t.call(`/api/desk/private/${created.token}`, { method: "DELETE" })).status).toBe(
      200,
    );
    await waitFor(() => reopened.ended() || undefined, "the stream to end at the deletion");
    expect(reopened.seen.length).toBe(before);
    racing.stop();
  });

  it("keeps events and a thread's messages in their order past the ninth (by number, not its text)", async () => {
    const created = await json(await t.call("/api/desk/requests", { json: request() }));
    const person = await openStream(t, `/api/desk/private/${created.token}/events`);
    await waitFor(() => person.seen.some((e) => e.event === "ready"), "ready");
    const bodies = Array.from({ length: 11 }, (_, i) => `answer ${i + 1}`);
    for (const body of bodies)
      expect(
        (await t.call(`/api/desk/private/${created.token}/messages`, { json: { body } })).status,
      ).toBe(201);
    await waitFor(
      () => person.seen.filter((e) => e.event === "message.created").length >= 11 || undefined,
      "every answer on the stream",
    );
    const streamed = person.seen.filter((e) => e.event === "message.created");
    expect(streamed.map((e) => e.data.message.body)).toEqual(bodies);
    const ids = person.seen.filter((e) => e.id).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const page = await json(await t.call(`/api/desk/private/${created.token}`));
    expect(page.messages.map((m: { body: string }) => m.body).slice(1)).toEqual(bodies);
    person.stop();
  });

  it("records queue listings, what a staff stream delivered, and requests the account sweep removed", async () => {
    const staff = await staffMember("Meera Iyer");
    const audit = async (action: string) =>
      t.auth.db.query<{ actor_id: string; reference: string | null; detail: any }>(
        "select actor_id::text as actor_id, reference, detail from desk.audit_log where action = $1 order by id",
        [action],
      );
    const listed = await json(await t.call("/api/desk/requests", { json: request() }));
    const before = (await audit("listed")).length;
    const queue = await t.call("/api/desk/staff/requests?kind=message&sort=newest", {
      headers: bearer(staff),
    });
    expect(queue.status).toBe(200);
    const listings = (await audit("listed")).slice(before);
    expect(listings).toHaveLength(1);
    expect(listings[0]!.actor_id).toBe(staff.id);
    expect(listings[0]!.detail.references).toContain(listed.reference);
    expect(listings[0]!.detail.query).toMatchObject({ kind: "message", sort: "newest" });

    const s = await openStream(t, "/api/desk/staff/events", bearer(staff));
    await waitFor(() => s.seen.some((e) => e.event === "ready"), "ready");
    const streamed = await json(await t.call("/api/desk/requests", { json: request() }));
    await waitFor(() => s.seen.find((e) => e.data?.reference === streamed.reference), "event");
    const entry = await waitFor(
      async () =>
        (await audit("streamed")).find(
          (a) =>
            a.actor_id === staff.id &&
            a.detail.events.some((e: any) => e.reference === streamed.reference),
        ),
      "the stream's audit entry",
    );
    expect(entry.detail.events[0]).toMatchObject({ type: "request.created" });
    s.stop();

    // An account deleted by another path: the daily sweep removes its request, its events, and says so.
    const person = await signUpUser(t);
    const mine = await json(
      await t.call("/api/desk/requests", { json: request(), headers: bearer(person) }),
    );
    const id = await requestId(t, mine.reference);
    await fetch(`${t.url}/auth/v1/admin/users/${person.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${t.auth.serviceRoleKey}`, apikey: t.auth.serviceRoleKey },
    });
    await t.desk.runDueJobs(); // makes the jobs' rows
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'daily-purge'", [
      new Date(0),
    ]);
    expect(await t.desk.runDueJobs()).toContain("daily-purge");
    expect(await t.auth.db.query("select 1 from desk.requests where id = $1", [id])).toHaveLength(
      0,
    );
    expect(
      await t.auth.db.query("select 1 from desk.events where request_id = $1", [id]),
    ).toHaveLength(0);
    expect((await audit("deleted_with_account")).map((a) => a.reference)).toContain(mine.reference);
  });

  it("caps streams per private link and per staff account, from any number of addresses", async () => {
    const created = await json(await t.call("/api/desk/requests", { json: request() }));
    const path = `/api/desk/private/${created.token}/events`;
    const open: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await openStream(t, path, { "X-Forwarded-For": `203.0.113.${i + 1}` });
      expect(s.status).toBe(200);
      open.push(s);
    }
    const refused = await t.call(path, { headers: { "X-Forwarded-For": "198.51.100.7" } });
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: "too_many_streams" });
    // One closes: one more may open.
    open.shift()!.stop();
    const next = await waitFor(async () => {
      const s = await openStream(t, path, { "X-Forwarded-For": "198.51.100.8" });
      if (s.status === 200) return s;
      return undefined;
    }, "a freed place");
    open.push(next);

    const staff = await staffMember("Meera Iyer");
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < 10; i++) {
      const s = await openStream(t, "/api/desk/staff/events", {
        ...bearer(staff),
        "X-Forwarded-For": `192.0.2.${i + 1}`,
      });
      expect(s.status).toBe(200);
      streams.push(s);
    }
    const eleventh = await t.call("/api/desk/staff/events", {
      headers: { ...bearer(staff), "X-Forwarded-For": "192.0.2.99" },
    });
    expect(eleventh.status).toBe(429);
    // Nine of ten close: the staff member is still on the desk while the tenth is open.
    for (const s of streams.slice(0, 9)) s.stop();
    await Promise.all(streams.slice(0, 9).map((s) => s.closed));
    await new Promise((r) => setTimeout(r, 300));
    expect(await present(t, staff.id)).toBe(true);
    streams[9]!.stop();
    for (const s of open) s.stop();
    await waitFor(async () => !(await present(t, staff.id)) || undefined, "leaving the desk");
  });

  it("signing out everywhere ends the stream within the check interval, with no event", async () => {
    const d = await startDesk({ backend, at: TUESDAY_10_IST, streamCheckEveryMs: 300 });
    try {
      const staff = await withTwoFactor(d, await signUpUser(d, { staff: true }));
      const s = await openStream(d, "/api/desk/staff/events", bearer(staff));
      await waitFor(() => s.seen.some((e) => e.event === "ready"), "ready");
      // Still open after several checks while everything holds.
      await new Promise((r) => setTimeout(r, 1000));
      expect(s.ended()).toBe(false);
      const out = await fetch(`${d.url}/auth/v1/logout?scope=global`, {
        method: "POST",
        headers: { ...bearer(staff), apikey: ANON },
      });
      expect(out.status).toBe(204);
      await waitFor(() => s.ended() || undefined, "the stream to end", 3000);
      expect(s.seen.map((e) => e.event)).toEqual(["ready"]);
      expect(await present(d, staff.id)).toBe(false);
    } finally {
      await d.close();
    }
  });

  it("ends a stream after its longest life; the client reconnects and goes on from Last-Event-ID", async () => {
    const d = await startDesk({ backend, at: TUESDAY_10_IST, streamMaxMs: 1500 });
    try {
      const staff = await withTwoFactor(d, await signUpUser(d, { staff: true }));
      const started = Date.now();
      const s = await openStream(d, "/api/desk/staff/events", bearer(staff));
      await waitFor(() => s.seen.some((e) => e.event === "ready"), "ready");
      await d.call("/api/desk/requests", { json: request() });
      await waitFor(() => s.seen.find((e) => e.event === "request.created"), "an event");
      await waitFor(() => s.ended() || undefined, "the end of its life", 5000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      const lastId = s.seen.filter((e) => e.id).at(-1)!.id!;
      const created = await json(await d.call("/api/desk/requests", { json: request() }));
      const again = await openStream(d, "/api/desk/staff/events", {
        ...bearer(staff),
        "Last-Event-ID": lastId,
      });
      expect(again.status).toBe(200);
      await waitFor(
        () => again.seen.find((e) => e.data?.reference === created.reference),
        "the missed event",
      );
      again.stop();
    } finally {
      await d.close();
    }
  });

  it("an expired access token ends the stream", { timeout: 60_000 }, async () => {
    const d = await startDesk({
      backend,
      at: TUESDAY_10_IST,
      streamCheckEveryMs: 500,
      authEnv: { GOTRUE_JWT_EXP: "30" },
    });
    try {
      const staff = await withTwoFactor(d, await signUpUser(d, { staff: true }));
      const s = await openStream(d, "/api/desk/staff/events", bearer(staff));
      await waitFor(() => s.seen.some((e) => e.event === "ready"), "ready");
      await waitFor(() => s.ended() || undefined, "the token to expire", 40_000);
      expect(s.seen.map((e) => e.event)).toEqual(["ready"]);
      const refused = await d.call("/api/desk/staff/events", { headers: bearer(staff) });
      expect(refused.status).toBe(401);
      expect(await present(d, staff.id)).toBe(false);
    } finally {
      await d.close();
    }
  });
});
