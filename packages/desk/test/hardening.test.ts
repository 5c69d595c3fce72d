/**
 * Issue 31 ("Hardening, round three"), on PGlite and on PostgreSQL when TEST_DATABASE_URL is set:
 * the per-address limit holds under parallel requests, ids and cursors that are not what they say
 * are refused before any query (never a 5xx), a subscription joins an account only when it is the
 * account's own address, and an address must be a plain mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startDesk, uniqueEmail, type TestDesk } from "./helpers.ts";

// A Tuesday, 10:00 IST: the desk is open.
const TUESDAY_10_IST = new Date("2026-03-03T10:00:00+05:30");

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
      await count(
        "select count(*)::int as n from desk.requests where lower(email) = lower($1)",
        [email],
      ),
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
});
