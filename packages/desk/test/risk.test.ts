/**
 * Issue 30: the desk reads every request with the crisis words site search uses
 * (@saathi/desk/crisis-terms): a request that speaks of an acute danger is flagged "possible
 * risk", listed first in the staff queue, said so first in the operator's mail (its subject holds
 * no words of the person's), and its acknowledgement gives the urgent lines first. Exam stress or
 * anxiety alone flags nothing (search still shows the lines for them).
 */
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

describe.each(BACKENDS)("possible risk on %s", (backend) => {
  let t: TestDesk;
  let staff: TestUser;
  beforeAll(async () => {
    t = await startDesk({ backend, at: TUESDAY_10_IST });
    staff = await withTwoFactor(t, await signUpUser(t, { name: "Meera Iyer", staff: true }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (message: string, language = "en") => {
    const email = uniqueEmail("risk");
    const res = await t.call("/api/desk/requests", {
      json: {
        kind: "message",
        name: "Asha Rao",
        email,
        consent: true,
        locale: language,
        language,
        website: "",
        message,
      },
    });
    expect(res.status).toBe(201);
    return { email, ...((await res.json()) as { reference: string; token: string; id: string }) };
  };
  const queue = async (sort = "waiting") => {
    const res = await t.call(`/api/desk/staff/requests?sort=${sort}`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { requests: { reference: string; possible_risk: boolean }[] })
      .requests;
  };

  it("flags a request that speaks of an acute danger, in Hindi or Hinglish too, and lists it first", async () => {
    const calm = await send("I need help choosing a stream after class 10.");
    const stressed = await send("Exam stress and anxiety, can we talk?");
    const hindi = await send("मैं अब जीना नहीं चाहता, सब ख़त्म कर दूँगा। मर जाऊंगा।", "hi");
    const hinglish = await send("hostel mein ragging hoti hai, koi madad karo");
    for (const sort of ["waiting", "newest"]) {
      const rows = await queue(sort);
      const flagged = rows.filter((row) => row.possible_risk).map((row) => row.reference);
      expect(flagged).toEqual(expect.arrayContaining([hindi.reference, hinglish.reference]));
      expect(flagged).not.toContain(calm.reference);
      expect(flagged).not.toContain(stressed.reference);
      // Every flagged request comes before every other.
      const firstCalm = rows.findIndex((row) => !row.possible_risk);
      expect(
        rows.slice(firstCalm).some((row) => row.possible_risk),
        sort,
      ).toBe(false);
    }

    await t.desk.deliverMail();
    const op = await waitFor(
      () =>
        t.mails.find((m) => m.to === "operator@saathi.test" && m.text.includes(hindi.reference)),
      "operator mail",
    );
    expect(op.subject).toBe(`POSSIBLE RISK: New request ${hindi.reference}: Message`);
    expect(op.subject).not.toMatch(/जीना|मर/);
    expect(op.text.split("\n")[0]).toContain("POSSIBLE RISK");
    const calmOp = await waitFor(
      () => t.mails.find((m) => m.to === "operator@saathi.test" && m.text.includes(calm.reference)),
      "operator mail",
    );
    expect(calmOp.subject).toBe(`New request ${calm.reference}: Message`);

    const ack = await waitFor(() => t.mails.find((m) => m.to === hindi.email), "ack");
    const lines = ack.text.split("\n");
    expect(lines.indexOf("112 इमरजेंसी")).toBeLessThan(
      lines.findIndex((line) => line.includes(hindi.reference)),
    );
  });

  it("flags a request when the person's later message speaks of a danger", async () => {
    const later = await send("Can someone call me about coaching fees?");
    expect((await queue()).find((row) => row.reference === later.reference)?.possible_risk).toBe(
      false,
    );
    const res = await t.call(`/api/desk/private/${later.token}/messages`, {
      json: { body: "Honestly I want to kill myself." },
    });
    expect(res.status).toBeLessThan(300);
    expect((await queue()).find((row) => row.reference === later.reference)?.possible_risk).toBe(
      true,
    );
  });
});
