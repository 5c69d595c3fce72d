/**
 * Issue 24: a signed-in person's checklist ticks over real HTTP, on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set): validated, merged per item by the time of each change so two devices
 * never undo each other, private to the account, in the export, and erased with the account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, signUpUser, startDesk, type TestDesk, type TestUser } from "./helpers.ts";

const NOON = new Date("2026-03-03T12:00:00+05:30");
const at = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000).toISOString();

type Tick = { checklist: string; item: string; ticked: boolean; updated_at: string };

describe.each(BACKENDS)("checklist ticks on %s", (backend) => {
  let t: TestDesk;
  let person: TestUser;

  beforeAll(async () => {
    t = await startDesk({ backend, at: new Date(NOON.getTime() + 3600_000) });
    person = await signUpUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (user: TestUser, body: unknown) =>
    t.call("/api/desk/me/checklists", {
      method: "PUT",
      json: body,
      headers: { Authorization: `Bearer ${user.token}` },
    });
  const get = (user: TestUser) =>
    t.call("/api/desk/me/checklists", { headers: { Authorization: `Bearer ${user.token}` } });
  const ticks = async (res: Response) => ((await res.json()) as { ticks: Tick[] }).ticks;

  it("needs a signed-in person", async () => {
    expect((await t.call("/api/desk/me/checklists")).status).toBe(401);
    const anonymous = await t.call("/api/desk/me/checklists", {
      method: "PUT",
      json: { ticks: [] },
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { code: string }).code).toBe("no_authorization");
    const bad = await t.call("/api/desk/me/checklists", {
      headers: { Authorization: "Bearer nonsense" },
    });
    expect(bad.status).toBe(401);
  });

  it("merges two devices' changes per item by time: neither undoes the other", async () => {
    const user = await signUpUser(t);
    // Phone: ticks items 0 and 1 of the ICU bag.
    const phone = await put(user, {
      ticks: [
        { checklist: "icu-bag", item: "0", ticked: true, updated_at: at(1) },
        { checklist: "icu-bag", item: "1", ticked: true, updated_at: at(2) },
      ],
    });
    expect(phone.status).toBe(200);
    expect(phone.headers.get("cache-control")).toBe("no-store");
    // Laptop, which never saw those: ticks item 2, and had unticked item 1 *before* the phone ticked it.
    const laptop = await ticks(
      await put(user, {
        ticks: [
          { checklist: "icu-bag", item: "2", ticked: true, updated_at: at(3) },
          { checklist: "icu-bag", item: "1", ticked: false, updated_at: at(0) },
        ],
      }),
    );
    expect(laptop.filter((x) => x.ticked).map((x) => x.item)).toEqual(["0", "1", "2"]);
    // A later untick wins over an earlier tick, whichever device sends it.
    await put(user, {
      ticks: [{ checklist: "icu-bag", item: "0", ticked: false, updated_at: at(10) }],
    });
    // ...and an old tick arriving late (a device that was offline) does not bring it back.
    const late = await ticks(
      await put(user, {
        ticks: [{ checklist: "icu-bag", item: "0", ticked: true, updated_at: at(5) }],
      }),
    );
    expect(late.find((x) => x.item === "0")).toMatchObject({ ticked: false, updated_at: at(10) });
    // The same instant: a tick beats an untick, so every device ends the same.
    await put(user, {
      ticks: [{ checklist: "drop-year", item: "3", ticked: false, updated_at: at(20) }],
    });
    const tie = await ticks(
      await put(user, {
        ticks: [{ checklist: "drop-year", item: "3", ticked: true, updated_at: at(20) }],
      }),
    );
    expect(tie.find((x) => x.checklist === "drop-year")).toMatchObject({ ticked: true });
    // GET answers the same whole state, and only this person's.
    const all = await ticks(await get(user));
    expect(all).toEqual(tie);
    expect(await ticks(await get(person))).toEqual([]);
  });

  it("takes a time ahead of the server's clock as now", async () => {
    const user = await signUpUser(t);
    const future = new Date(t.now().getTime() + 30 * 24 * 3600_000).toISOString();
    const [stored] = await ticks(
      await put(user, {
        ticks: [{ checklist: "bedside-bag", item: "4", ticked: true, updated_at: future }],
      }),
    );
    expect(Date.parse(stored!.updated_at)).toBeLessThanOrEqual(t.now().getTime());
    // So a change made a minute later on another device still wins.
    const later = new Date(t.now().getTime() + 60_000);
    t.clock.offsetMs += 120_000;
    const [after] = await ticks(
      await put(user, {
        ticks: [
          {
            checklist: "bedside-bag",
            item: "4",
            ticked: false,
            updated_at: later.toISOString(),
          },
        ],
      }),
    );
    expect(after).toMatchObject({ ticked: false });
  });

  it("refuses bad input with a 4xx, never a 5xx, and stores nothing from a refused body", async () => {
    const user = await signUpUser(t);
    const good = { checklist: "icu-bag", item: "0", ticked: true, updated_at: at(1) };
    const bodies: unknown[] = [
      null,
      [],
      { ticks: "all" },
      { ticks: [{ ...good, checklist: "ICU bag" }] },
      { ticks: [{ ...good, checklist: "-icu" }] },
      { ticks: [{ ...good, checklist: "x".repeat(41) }] },
      { ticks: [{ ...good, item: "" }] },
      { ticks: [{ ...good, item: 0 }] },
      { ticks: [{ ...good, ticked: "yes" }] },
      { ticks: [{ ...good, updated_at: "yesterday" }] },
      { ticks: [{ ...good, updated_at: "2001-01-01T00:00:00Z" }] },
      { ticks: [good, 7] },
      { ticks: Array.from({ length: 151 }, (_, i) => ({ ...good, item: String(i) })) },
    ];
    for (const body of bodies) {
      const res = await put(user, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const answer = (await res.json()) as { code: string; field?: string };
      expect(["invalid_field", "too_long"]).toContain(answer.code);
    }
    const notJson = await t.call("/api/desk/me/checklists", {
      method: "PUT",
      form: { ticks: "[]" },
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(notJson.status).toBe(415);
    const broken = await t.call("/api/desk/me/checklists", {
      method: "PUT",
      body: "{not json",
      headers: { Authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const huge = await t.call("/api/desk/me/checklists", {
      method: "PUT",
      body: JSON.stringify({ ticks: [], pad: "x".repeat(20_000) }),
      headers: { Authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    });
    expect(huge.status).toBe(413);
    expect(await ticks(await get(user))).toEqual([]);
    // One bad entry refuses the whole body: the good one beside it is not stored either.
    expect((await put(user, { ticks: [good, { ...good, ticked: 1 }] })).status).toBe(400);
    expect(await ticks(await get(user))).toEqual([]);
  });

  it("caps the rows of one account", async () => {
    const user = await signUpUser(t);
    const batch = (n: number) =>
      Array.from({ length: 150 }, (_, i) => ({
        checklist: `list-${n}`,
        item: String(i),
        ticked: true,
        updated_at: at(1),
      }));
    for (let n = 0; n < 6; n++) expect((await put(user, { ticks: batch(n) })).status).toBe(200);
    // 900 rows stored; 150 more would make 1050.
    const over = await put(user, { ticks: batch(6) });
    expect(over.status).toBe(400);
    expect(((await over.json()) as { code: string }).code).toBe("too_long");
    expect(await ticks(await get(user))).toHaveLength(900);
  });

  it("puts the ticks in the export and erases them with the account", async () => {
    const user = await signUpUser(t);
    await put(user, {
      ticks: [
        { checklist: "appointment-bag", item: "2", ticked: true, updated_at: at(1) },
        { checklist: "appointment-bag", item: "3", ticked: false, updated_at: at(2) },
      ],
    });
    const auth = { Authorization: `Bearer ${user.token}` };
    const exported = (await (await t.call("/api/desk/me/export", { headers: auth })).json()) as {
      checklist_ticks: Tick[];
    };
    expect(exported.checklist_ticks).toEqual([
      { checklist: "appointment-bag", item: "2", ticked: true, updated_at: at(1) },
      { checklist: "appointment-bag", item: "3", ticked: false, updated_at: at(2) },
    ]);
    await t.desk.forgetUser(user.id, user.email);
    expect(
      await t.auth.db.query("select 1 from desk.checklist_ticks where user_id = $1", [user.id]),
    ).toHaveLength(0);

    // An account deleted by another path (the admin API) loses its ticks at the daily purge.
    await t.desk.runDueJobs();
    const other = await signUpUser(t);
    await put(other, {
      ticks: [{ checklist: "icu-bag", item: "1", ticked: true, updated_at: at(1) }],
    });
    await fetch(`${t.url}/auth/v1/admin/users/${other.id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${t.auth.serviceRoleKey}`, apikey: t.auth.serviceRoleKey },
    });
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'daily-purge'", [
      new Date(0),
    ]);
    await t.desk.runDueJobs();
    expect(
      await t.auth.db.query("select 1 from desk.checklist_ticks where user_id = $1", [other.id]),
    ).toHaveLength(0);
  });
});
