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
  withDisplayName,
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
    staff = await withDisplayName(
      t,
      await withTwoFactor(t, await signUpUser(t, { name: "Meera Iyer", staff: true })),
      "Meera",
    );
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

/** A Sunday, 03:16 IST: out of the desk's hours (Monday to Friday, 09:00 to 18:00). */
const SUNDAY_0316_IST = new Date("2026-03-08T03:16:00+05:30");
const ONCALL = "oncall@saathi.test";

type Detail = {
  id: string;
  status: string;
  messages: { from: string; body: string }[];
  audit: { action: string; actor: string | null; detail: Record<string, unknown> }[];
};

/** Sends a request as the form does; returns its reference, private token and staff id. */
async function sendRequest(t: TestDesk, staff: TestUser, message: string, language = "en") {
  const res = await t.call("/api/desk/requests", {
    json: {
      kind: "message",
      name: "Asha Rao",
      email: uniqueEmail("risk"),
      phone: "+91 98765 43210",
      consent: true,
      locale: language,
      language,
      website: "",
      message,
    },
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as {
    reference: string;
    token: string;
    urgent_lines_first: boolean;
  };
  const queue = await t.call("/api/desk/staff/requests?status=all", {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  const rows = ((await queue.json()) as { requests: { id: string; reference: string }[] }).requests;
  const id = rows.find((row) => row.reference === created.reference)!.id;
  return { ...created, id, sentAt: Date.now() };
}

async function detail(t: TestDesk, staff: TestUser, id: string): Promise<Detail> {
  const res = await t.call(`/api/desk/staff/requests/${id}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Detail;
}

const staffPost = (t: TestDesk, staff: TestUser, path: string, json: unknown) =>
  t.call(`/api/desk/staff/requests/${path}`, {
    json,
    headers: { Authorization: `Bearer ${staff.token}` },
  });

const CRISIS = [
  ["English", "I can't go on. I want to end my life tonight.", "en"],
  ["Hindi", "मैं अब जीना नहीं चाहता, सब ख़त्म कर दूँगा।", "hi"],
  ["Hinglish", "sach mein ab marna chahta hoon, koi raasta nahi", "en"],
] as const;

describe.each(BACKENDS)("the on-call mail and the closing note on %s (issue 32)", (backend) => {
  let t: TestDesk;
  let staff: TestUser;
  beforeAll(async () => {
    t = await startDesk({ backend, at: SUNDAY_0316_IST, config: { onCallInbox: ONCALL } });
    staff = await withDisplayName(
      t,
      await withTwoFactor(t, await signUpUser(t, { name: "Meera Iyer", staff: true })),
      "Meera",
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CRISIS)(
    "mails the on-call address at once, at 03:16 on a Sunday, for a request in %s",
    async (_language, message, language) => {
      const r = await sendRequest(t, staff, message, language);
      // Nothing here pushes the outbox: the request's own delivery sends it.
      const mail = await waitFor(
        () => t.mails.find((m) => m.to === ONCALL && m.subject.includes(r.reference)),
        "on-call mail",
      );
      expect(Date.now() - r.sentAt).toBeLessThan(5000);
      expect(mail.subject).toBe(`POSSIBLE RISK: request ${r.reference} needs a person now`);
      expect(mail.headers).toMatchObject({ Importance: "high", "X-Priority": "1 (Highest)" });
      expect(mail.text).toContain(`http://127.0.0.1:8080/staff?request=${r.id}`);
      // None of the person's words, in the subject or the body.
      for (const word of message.split(/[\s,.।]+/).filter((w) => w.length > 3))
        expect(`${mail.subject}\n${mail.text}`).not.toContain(word);

      // The person's pages are told to give the urgent lines first, and never why.
      expect(r.urgent_lines_first).toBe(true);
      const view = await t.call(`/api/desk/private/${r.token}`);
      const body = await view.text();
      expect(JSON.parse(body).urgent_lines_first).toBe(true);
      expect(body).not.toMatch(/risk|flag/i);

      // Flagged and mailed, in the audit log.
      const entries = await waitFor(async () => {
        const audit = (await detail(t, staff, r.id)).audit;
        return audit.some((e) => e.action === "oncall_mail_sent") ? audit : undefined;
      }, "audit of the on-call mail");
      expect(entries.find((e) => e.action === "flagged_possible_risk")?.detail).toMatchObject({
        by: "request",
        oncall: ONCALL,
      });
      expect(entries.find((e) => e.action === "oncall_mail_sent")?.detail).toMatchObject({
        to: ONCALL,
      });
    },
  );

  it("mails the on-call address when the person's later message speaks of a danger", async () => {
    const r = await sendRequest(t, staff, "Can someone call me about hostel fees?");
    expect(r.urgent_lines_first).toBe(false);
    const res = await t.call(`/api/desk/private/${r.token}/messages`, {
      json: { body: "Honestly I want to kill myself." },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { urgent_lines_first: boolean }).urgent_lines_first).toBe(true);
    await waitFor(
      () => t.mails.find((m) => m.to === ONCALL && m.subject.includes(r.reference)),
      "on-call mail",
    );
    const view = (await (await t.call(`/api/desk/private/${r.token}`)).json()) as {
      urgent_lines_first: boolean;
    };
    expect(view.urgent_lines_first).toBe(true);
    const audit = (await detail(t, staff, r.id)).audit;
    expect(audit.find((e) => e.action === "flagged_possible_risk")?.detail).toMatchObject({
      by: "message",
    });
  });

  it("sends no on-call mail for a request without those words", async () => {
    const r = await sendRequest(t, staff, "Exam stress and anxiety, can we talk about it?");
    expect(r.urgent_lines_first).toBe(false);
    const op = await waitFor(
      () => t.mails.find((m) => m.to === "operator@saathi.test" && m.subject.includes(r.reference)),
      "operator mail",
    );
    expect(op.headers ?? {}).not.toHaveProperty("Importance");
    await t.desk.deliverMail();
    expect(t.mails.filter((m) => m.text.includes(r.reference)).map((m) => m.to)).not.toContain(
      ONCALL,
    );
    const audit = (await detail(t, staff, r.id)).audit.map((e) => e.action);
    expect(audit).not.toContain("flagged_possible_risk");
    expect(audit.filter((a) => a.startsWith("oncall_mail"))).toEqual([]);
  });

  it("sends a plain form's browser to a thank-you page that gives the urgent lines first, never why", async () => {
    const post = (message: string) =>
      t.call("/api/desk/requests", {
        form: {
          kind: "message",
          name: "Asha Rao",
          email: uniqueEmail("risk"),
          consent: "on",
          locale: "hi",
          language: "hi",
          website: "",
          message,
        },
      });
    const flagged = await post("मैं अब जीना नहीं चाहता।");
    expect(flagged.status).toBe(303);
    const to = new URL(flagged.headers.get("location")!, "http://x");
    expect(to.pathname).toBe("/hi/request/sent");
    expect(to.searchParams.get("urgent")).toBe("1");
    expect(to.search).not.toMatch(/risk|flag/i);
    const calm = await post("Which stream after class 10?");
    expect(calm.status).toBe(303);
    expect(new URL(calm.headers.get("location")!, "http://x").searchParams.has("urgent")).toBe(
      false,
    );
  });

  it("refuses to close a flagged request without a note, and closes it with one, audited", async () => {
    const r = await sendRequest(t, staff, "I took an overdose of my sleeping pills.");
    for (const json of [
      { status: "closed" },
      { status: "closed", note: "" },
      { status: "closed", note: "   \n " },
    ]) {
      const res = await staffPost(t, staff, `${r.id}/status`, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(await res.json()).toMatchObject({ code: "note_required", field: "note" });
    }
    // Closing with a reply is closing too.
    const replied = await staffPost(t, staff, `${r.id}/replies`, {
      body: "We called you and you are with your sister now.",
      status: "closed",
    });
    expect(replied.status).toBe(422);
    expect(await replied.json()).toMatchObject({ code: "note_required" });
    const still = await detail(t, staff, r.id);
    expect(still.status).not.toBe("closed");
    // The refused reply was not kept or mailed.
    expect(still.messages.filter((m) => m.from === "staff")).toEqual([]);

    const note = "Called at 03:40; she is safe with her sister, Tele-MANAS follow-up booked.";
    const closed = await staffPost(t, staff, `${r.id}/status`, { status: "closed", note });
    expect(closed.status).toBe(200);
    const after = await detail(t, staff, r.id);
    expect(after.status).toBe("closed");
    expect(after.messages).toContainEqual(expect.objectContaining({ from: "note", body: note }));
    const entry = after.audit.find((e) => e.action === "closed_with_note");
    expect(entry?.actor).toBe(staff.email);
    expect(after.audit.map((e) => e.action)).toContain("status_changed");

    // A request without the flag closes as before.
    const calm = await sendRequest(t, staff, "Which stream after class 10?");
    expect((await staffPost(t, staff, `${calm.id}/status`, { status: "closed" })).status).toBe(200);
  });

  it("closes a flagged request with a reply and a note", async () => {
    const r = await sendRequest(t, staff, "My husband abuses me every night.");
    const res = await staffPost(t, staff, `${r.id}/replies`, {
      body: "We are glad you are safe now.",
      status: "closed",
      note: "Spoke on the phone; she is at her mother's and has the women's helpline.",
    });
    expect(res.status).toBe(201);
    const after = await detail(t, staff, r.id);
    expect(after.status).toBe("closed");
    expect(after.audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(["closed_with_note", "replied"]),
    );
  });
});

describe.each(BACKENDS)("with no on-call address, on %s", (backend) => {
  let t: TestDesk;
  let staff: TestUser;
  afterAll(async () => {
    await t?.close();
  });

  it("marks the operator's mail urgent (one mail, not two) and audits it", async () => {
    t = await startDesk({ backend, at: SUNDAY_0316_IST });
    staff = await withDisplayName(
      t,
      await withTwoFactor(t, await signUpUser(t, { name: "Meera Iyer", staff: true })),
      "Meera",
    );
    const r = await sendRequest(t, staff, "I want to end my life.");
    const op = await waitFor(
      () => t.mails.find((m) => m.to === "operator@saathi.test" && m.subject.includes(r.reference)),
      "operator mail",
    );
    expect(Date.now() - r.sentAt).toBeLessThan(5000);
    expect(op.subject).toBe(`POSSIBLE RISK: New request ${r.reference}: Message`);
    expect(op.headers).toMatchObject({ Importance: "high", "X-Priority": "1 (Highest)" });
    expect(op.text).toContain(`/staff?request=${r.id}`);
    await t.desk.deliverMail();
    expect(
      t.mails.filter((m) => m.to === "operator@saathi.test" && m.text.includes(r.reference)),
    ).toHaveLength(1);
    const audit = await waitFor(async () => {
      const entries = (await detail(t, staff, r.id)).audit;
      return entries.some((e) => e.action === "oncall_mail_sent") ? entries : undefined;
    }, "audit");
    expect(audit.find((e) => e.action === "flagged_possible_risk")?.detail).toMatchObject({
      oncall: "operator@saathi.test",
    });
  });
});

describe.each(BACKENDS)("when the on-call mail cannot be sent, on %s", (backend) => {
  let t: TestDesk;
  afterAll(async () => {
    await t?.close();
  });

  it("writes each failed attempt in the audit log", async () => {
    t = await startDesk({
      backend,
      at: SUNDAY_0316_IST,
      config: { onCallInbox: ONCALL },
      refuseMailTo: [ONCALL],
    });
    const staff = await withTwoFactor(t, await signUpUser(t, { staff: true }));
    const r = await sendRequest(t, staff, "I want to kill myself.");
    const failed = await waitFor(async () => {
      const entries = (await detail(t, staff, r.id)).audit;
      return entries.find((e) => e.action === "oncall_mail_failed");
    }, "failed on-call mail in the audit");
    expect(failed.detail).toMatchObject({ to: ONCALL, attempt: 1 });
    expect(String(failed.detail.error)).toContain("550");
    // The operator's own mail still went.
    expect(
      t.mails.some((m) => m.to === "operator@saathi.test" && m.text.includes(r.reference)),
    ).toBe(true);
  });
});
