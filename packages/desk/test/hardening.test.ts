/**
 * Issue 31 ("Hardening, round three"), on PGlite and on PostgreSQL when TEST_DATABASE_URL is set:
 * the per-address limit holds under parallel requests, ids and cursors that are not what they say
 * are refused before any query (never a 5xx), a subscription joins an account only when it is the
 * account's own address, and an address must be a plain mailbox.
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BACKENDS,
  signUpUser,
  startDesk,
  uniqueEmail,
  waitFor,
  withTwoFactor,
  type TestDesk,
  type TestUser,
  TUESDAY_10_IST,
} from "./helpers.ts";

function requestFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    kind: "message",
    name: "Asha Rao",
    email: uniqueEmail("asha"),
    phone: "",
    consent: "yes",
    locale: "en",
    website: "",
    message: "I need to talk to someone.",
    ...over,
  };
}

const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe.each(BACKENDS)("issue 31 on %s", (backend) => {
  let t: TestDesk;
  let staff: TestUser;

  beforeAll(async () => {
    t = await startDesk({
      backend,
      at: TUESDAY_10_IST,
      config: {
        limits: {
          requestsPerIp: 1000,
          requestsPerAddress: 3,
          repliesPerRequest: 20,
          subscriptionsPerIp: 1000,
        },
      },
    });
    staff = await withTwoFactor(t, await signUpUser(t, { name: "Meera Iyer", staff: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (sql: string, params: unknown[]) =>
    (await t.auth.db.query<{ n: number }>(sql, params))[0]!.n;

  it("item 2: 10 parallel requests from one address store at most 3, and mail at most 3 acknowledgements", async () => {
    const email = uniqueEmail("burst");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call("/api/desk/requests", {
          json: { ...requestFields({ email: i % 2 ? email.toUpperCase() : email }), consent: true },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(
      await count("select count(*)::int as n from desk.requests where lower(email) = lower($1)", [
        email,
      ]),
    ).toBe(3);
    await t.desk.deliverMail();
    const queued = await count(
      "select count(*)::int as n from desk.mail_outbox where lower(to_address) = lower($1)",
      [email],
    );
    const mailed = t.mails.filter((m) => m.to.toLowerCase() === email.toLowerCase()).length;
    expect(queued + mailed).toBe(3);

    // The same for a phone number alone.
    const phone = "98765 11111";
    const byPhone = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call("/api/desk/requests", {
          json: { ...requestFields({ email: "", phone }), consent: true },
        }),
      ),
    );
    expect(byPhone.filter((r) => r.status === 201)).toHaveLength(3);
    expect(
      await count("select count(*)::int as n from desk.requests where phone = $1", [
        "+919876511111",
      ]),
    ).toBe(3);
  });

  it("item 4: an id of 36 hex-and-dash characters that is not a UUID, or an extreme cursor, is 400/404, never 5xx", async () => {
    const person = await signUpUser(t);
    const staffAuth = { Authorization: `Bearer ${staff.token}` };
    const notUuids = [
      "0123456789abcdef0123456789abcdef-abc",
      "------------------------------------",
      "aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-",
      "ffffffffffffffffffffffffffffffffffff",
    ];
    for (const id of notUuids) {
      const calls: [string, RequestInit & { json?: unknown }][] = [
        [
          `/api/desk/me/reminders/${id}`,
          { method: "DELETE", headers: { Authorization: `Bearer ${person.token}` } },
        ],
        [`/api/desk/staff/requests/${id}`, { headers: staffAuth }],
        [`/api/desk/staff/requests/${id}/assign`, { headers: staffAuth, json: { assignee: "me" } }],
        [`/api/desk/staff/requests/${id}/replies`, { headers: staffAuth, json: { body: "Hello" } }],
        [`/api/desk/staff/requests/${id}/notes`, { headers: staffAuth, json: { body: "Note" } }],
        [
          `/api/desk/staff/requests/${id}/status`,
          { headers: staffAuth, json: { status: "closed" } },
        ],
      ];
      for (const [path, init] of calls) {
        const res = await t.call(path, init);
        const body = await json(res);
        expect(res.status, `${init.method ?? "POST"} ${path}`).toBe(404);
        expect(body.code).toMatch(/not_found$/);
        expect(body.message).toMatch(/\w/);
      }
    }
    // An assignee that is not a UUID is refused as an assignee, on a real request.
    const created = await json(
      await t.call("/api/desk/requests", { json: { ...requestFields(), consent: true } }),
    );
    const listed = await json(await t.call("/api/desk/staff/requests", { headers: staffAuth }));
    const id = listed.requests.find((r: any) => r.reference === created.reference).id;
    const badAssignee = await t.call(`/api/desk/staff/requests/${id}/assign`, {
      headers: staffAuth,
      json: { assignee: notUuids[0] },
    });
    expect(badAssignee.status).toBe(400);
    expect((await json(badAssignee)).code).toBe("invalid_assignee");

    const cursors = [
      `-271821-04-20T00:00:00.000Z_${id}`,
      `+275760-09-13T00:00:00.000Z_${id}`,
      `2026-03-03T04:30:00.000Z_${notUuids[0]}`,
      `2026-03-03_${id}`,
      `1_${id}`,
      `2026-03-03T04:30:00.000Z_${id}_x`,
      `2026-02-30T04:30:00.000Z_${id}`,
    ];
    for (const before of cursors) {
      const res = await t.call(`/api/desk/staff/requests?before=${encodeURIComponent(before)}`, {
        headers: staffAuth,
      });
      expect(res.status, before).toBe(400);
      expect(await json(res)).toMatchObject({ code: "invalid_field", field: "before" });
    }
    // The cursor the queue hands out still works.
    const page = await json(
      await t.call("/api/desk/staff/requests?limit=1", { headers: staffAuth }),
    );
    if (page.next_before) {
      const next = await t.call(
        `/api/desk/staff/requests?limit=1&before=${encodeURIComponent(page.next_before)}`,
        { headers: staffAuth },
      );
      expect(next.status).toBe(200);
    }
    // Other numbers in the query: a limit far out of range is clamped, never an error.
    const huge = await t.call("/api/desk/staff/requests?limit=1e400", { headers: staffAuth });
    expect(huge.status).toBe(200);
  });

  it("item 5: a signed-in person who subscribes another address does not own it: not in their export, not erased with them", async () => {
    const person = await signUpUser(t);
    const auth = { Authorization: `Bearer ${person.token}` };
    const other = uniqueEmail("other");
    const subscribe = (email: string) =>
      t.call("/api/desk/subscriptions", {
        headers: auth,
        json: { email, consent: true, locale: "en", website: "" },
      });
    expect((await subscribe(other)).status).toBe(202);
    // Their own address, typed in another case, is theirs.
    expect((await subscribe(person.email.toUpperCase())).status).toBe(202);
    await t.desk.deliverMail();
    const confirmFor = async (email: string) => {
      const mail = t.mails.find((m) => m.to.toLowerCase() === email.toLowerCase())!;
      const token = /\/subscribe\/confirm\?t=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
      const ok = await t.call("/api/desk/subscriptions/confirm", { json: { t: token } });
      expect(ok.status).toBe(200);
    };
    await confirmFor(other);
    await confirmFor(person.email);

    const rows = await t.auth.db.query<{ email: string; user_id: string | null }>(
      "select email, user_id::text as user_id from desk.subscriptions where lower(email) in (lower($1), lower($2))",
      [other, person.email],
    );
    expect(rows.find((r) => r.email === other)?.user_id).toBeNull();
    expect(rows.find((r) => r.email.toLowerCase() === person.email.toLowerCase())?.user_id).toBe(
      person.id,
    );
    const exported = await json(await t.call("/api/desk/me/export", { headers: auth }));
    expect(exported.subscriptions.map((s: any) => s.email.toLowerCase())).toEqual([
      person.email.toLowerCase(),
    ]);
    await t.desk.forgetUser(person.id, person.email);
    const left = await t.auth.db.query<{ email: string }>(
      "select email from desk.subscriptions where lower(email) in (lower($1), lower($2))",
      [other, person.email],
    );
    expect(left.map((r) => r.email)).toEqual([other]);
  });

  it("item 5: migration 0007 unlinks a subscription stored before with another address's owner", async () => {
    const person = await signUpUser(t);
    const other = uniqueEmail("stored-before");
    await t.auth.db.query(
      `insert into desk.subscriptions (id, email, locale, status, user_id, created_at)
       values (gen_random_uuid(), $1, 'en', 'confirmed', $2, now()),
              (gen_random_uuid(), $3, 'en', 'confirmed', $2, now())`,
      [other, person.id, person.email],
    );
    await t.auth.db.exec(
      readFileSync(new URL("../migrations/0007_subscription_owner.sql", import.meta.url), "utf8"),
    );
    const rows = await t.auth.db.query<{ email: string; user_id: string | null }>(
      "select email, user_id::text as user_id from desk.subscriptions where email in ($1, $2)",
      [other, person.email],
    );
    expect(Object.fromEntries(rows.map((r) => [r.email, r.user_id]))).toEqual({
      [other]: null,
      [person.email]: person.id,
    });
  });

  it("item 6: an address must be a plain mailbox (requests and subscriptions); nothing is stored or mailed", async () => {
    const bad = [
      "odd@example.com?cc=attacker%40evil.example&body=pay%20here",
      "odd@example.com&cc=x@evil.example",
      "odd@exa%6dple.com",
      "a@localhost",
      "a@[127.0.0.1]",
      "a..b@example.com",
      '"a b"@example.com',
      "आशा@example.com",
    ];
    for (const email of bad) {
      const res = await t.call("/api/desk/requests", {
        json: { ...requestFields({ email }), consent: true },
      });
      expect(res.status, email).toBe(400);
      expect(await json(res)).toMatchObject({ code: "invalid_email", field: "email" });
      const sub = await t.call("/api/desk/subscriptions", {
        json: { email, consent: true, locale: "en", website: "" },
      });
      expect(sub.status, email).toBe(400);
      expect((await json(sub)).code).toBe("invalid_email");
    }
    expect(
      await count("select count(*)::int as n from desk.requests where email like any($1::text[])", [
        bad,
      ]),
    ).toBe(0);
    for (const email of [uniqueEmail("o'brien"), `a.rao+desk-${Date.now()}@mail.example.co.in`]) {
      const res = await t.call("/api/desk/requests", {
        json: { ...requestFields({ email }), consent: true },
      });
      expect(res.status, email).toBe(201);
    }
  });

  it("item 7: a client that aborts mid-body is one log line, no stack trace", async () => {
    const before = t.logs.length;
    const { port } = new URL(t.url);
    for (const path of ["/api/desk/requests", "/api/desk/subscriptions", "/api/desk/feedback"]) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Content-Length: 4000\r\n\r\n{"kind":"message","name":"A`,
          );
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 100);
        });
        socket.on("error", reject);
      });
    }
    const lines = await waitFor(
      () => (t.logs.length - before >= 3 ? t.logs.slice(before) : undefined),
      "three log lines",
    );
    await new Promise((r) => setTimeout(r, 200));
    const written = t.logs.slice(before);
    expect(written).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/^\[desk\] POST \/api\/desk\/\w+: the client closed the connection/);
      expect(line).not.toContain("\n");
      expect(line).not.toMatch(/ at /);
    }
  });
});

describe.each(BACKENDS)(
  "issue 31, item 9: checklist ticks of the site's real checklists, on %s",
  (backend) => {
    let t: TestDesk;
    const NOON = new Date("2026-03-03T12:00:00+05:30");
    const at = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000).toISOString();

    beforeAll(async () => {
      t = await startDesk({
        backend,
        at: new Date(NOON.getTime() + 3600_000),
        checklists: () => ({ "icu-bag": 3, "study-routine": 2 }),
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it("refuses ids and items that are not the site's, and drops rows of them kept before", async () => {
      const user = await signUpUser(t);
      const put = (ticks: unknown[]) =>
        t.call("/api/desk/me/checklists", {
          method: "PUT",
          json: { ticks },
          headers: { Authorization: `Bearer ${user.token}` },
        });
      const good = { checklist: "icu-bag", item: "2", ticked: true, updated_at: at(1) };
      for (const bad of [
        { ...good, checklist: "list-0" },
        { ...good, checklist: "constructor" },
        { ...good, item: "3" },
        { ...good, item: "02" },
        { ...good, checklist: "study-routine", item: "2" },
      ]) {
        const res = await put([good, bad]);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(await json(res)).toMatchObject({ code: "invalid_field", field: "ticks" });
      }
      // 400 rows of made-up lists, stored before ids were checked (as the old desk took them).
      await t.auth.db.query(
        `insert into desk.checklist_ticks (user_id, checklist, item, ticked, updated_at)
       select $1, 'list-' || (n / 100), (n % 100)::text, true, $2 from generate_series(0, 399) n`,
        [user.id, NOON],
      );
      const listed = await json(
        await t.call("/api/desk/me/checklists", {
          headers: { Authorization: `Bearer ${user.token}` },
        }),
      );
      expect(listed.ticks).toEqual([]);
      const merged = await put([good]);
      expect(merged.status).toBe(200);
      expect((await json(merged)).ticks).toEqual([good]);
      expect(
        await t.auth.db.query("select 1 from desk.checklist_ticks where user_id = $1", [user.id]),
      ).toHaveLength(1);
    });
  },
);
