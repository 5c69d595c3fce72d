/**
 * The desk over real HTTP (auth server and desk on one loopback port), on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set: requests of every kind by form and by JSON, the 303
 * flow, mail to the person and the operator, the private page, staff access rules, the staff's
 * work reaching the person by mail, page and live events, subscriptions and the digest, the
 * account's export and erasure, retention, limits and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KINDS } from "../src/index.ts";
import {
  BACKENDS,
  signUpUser,
  startDesk,
  tokenFromLocation,
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

// A Tuesday, 10:00 IST: the desk is open, a reply is promised by 12:00 IST.

const DETAILS: Record<string, Record<string, string>> = {
  message: { message: "I need to talk to someone about my exams." },
  counselling: { hospital: "NIMHANS", student_class: "12" },
  guidance: { student_class: "10", message: "Science or commerce?" },
  "appointment-companion": {
    city: "Bengaluru",
    hospital: "Victoria Hospital",
    date_from: "2026-03-10",
  },
  "ward-support": {
    city: "Pune",
    hospital: "Sassoon",
    date_from: "2026-03-05",
    date_to: "2026-03-08",
  },
  "night-attendant": { city: "Delhi", date_from: "2026-03-04" },
  "therapist-match": { hospital: "" },
  "support-group": {},
  careers: { message: "I'd like to volunteer on weekends." },
  partnership: { message: "We run a district hospital and would like to link to your guides." },
  other: { message: "Something else" },
};

function requestFields(kind: string, over: Record<string, string> = {}): Record<string, string> {
  return {
    kind,
    name: "Asha Rao",
    email: uniqueEmail("asha"),
    phone: "98765 43210",
    best_time: "evening",
    consent: "yes",
    source: "/services",
    locale: "en",
    website: "",
    ...DETAILS[kind],
    ...over,
  };
}

describe.each(BACKENDS)("service desk on %s", (backend) => {
  let t: TestDesk;
  let staff: TestUser;

  beforeAll(async () => {
    t = await startDesk({
      backend,
      at: TUESDAY_10_IST,
      digest: (locale) =>
        locale === "hi"
          ? [{ title: "पढ़ाई के टिप्स", path: "/hi/study-tips", reviewed: "2026-03-05" }]
          : [
              { title: "Study tips", path: "/study-tips", reviewed: "2026-03-05" },
              { title: "Old guide", path: "/old", reviewed: "2025-01-01" },
            ],
    });
    staff = await withDisplayName(
      t,
      await withTwoFactor(t, await signUpUser(t, { name: "Meera Iyer", staff: true })),
      "Meera",
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => (await res.json()) as Record<string, any>;
  const staffCall = (
    path: string,
    init: Parameters<TestDesk["call"]>[1] = {},
    token = staff.token,
  ) =>
    t.call(`/api/desk/staff${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });

  it("takes every kind by plain form (303 to the thank-you page) and by JSON (201)", async () => {
    for (const kind of KINDS) {
      const form = requestFields(kind);
      const res = await t.call("/api/desk/requests", { form });
      expect(res.status, kind).toBe(303);
      const location = new URL(res.headers.get("location")!, "http://x");
      expect(location.pathname).toBe("/request/sent");
      expect(location.searchParams.get("ref")).toMatch(/^SA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
      expect(location.searchParams.get("t")).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const viaJson = await t.call("/api/desk/requests", {
        json: { ...requestFields(kind), consent: true },
      });
      expect(viaJson.status, kind).toBe(201);
      const body = await json(viaJson);
      expect(body).toMatchObject({ kind, status: "new" });
      expect(body.reply_by.slice(0, 16)).toBe("2026-03-03T06:30"); // 12:00 IST
      expect(body.private_path).toBe(`/request/view?t=${body.token}`);
    }
  });

  it("sends a Hindi form to the Hindi thank-you page, and mails the person in their language", async () => {
    const email = uniqueEmail("hindi");
    const res = await t.call("/api/desk/requests", {
      form: requestFields("message", { email, locale: "hi", language: "hi" }),
    });
    expect(res.headers.get("location")).toMatch(/^\/hi\/request\/sent\?ref=SA-/);
    const ref = new URL(res.headers.get("location")!, "http://x").searchParams.get("ref")!;
    await t.desk.deliverMail();
    const ack = await waitFor(() => t.mails.find((m) => m.to === email), "Hindi acknowledgement");
    expect(ack.subject).toBe(`आपकी रिक्वेस्ट हमें मिल गई: ${ref}`);
    expect(ack.text).toContain("मंगलवार, 3 मार्च, दोपहर 12:00 बजे (IST)");
    expect(ack.text).toContain(
      `http://127.0.0.1:8080/hi/request/view?t=${tokenFromLocation(res.headers.get("location"))}`,
    );
    expect(ack.text).toContain("112 इमरजेंसी");
  });

  it.each([
    {
      language: "mr",
      name: "Marathi",
      subject: "तुमची विनंती आम्हाला मिळाली: ",
      hello: "नमस्कार Asha,",
      due: "मंगळवार, ३ मार्च, दुपारी १२:०० वाजता (IST)",
      hours: "आमची वेळ: सोमवार ते शुक्रवार, ०९:०० ते १८:०० (IST).",
      kind: "तुम्ही काय मागितले: संदेश",
      urgent: "112 आपत्कालीन सेवा",
    },
    {
      language: "bn",
      name: "Bengali",
      subject: "আপনার অনুরোধ আমরা পেয়েছি: ",
      hello: "নমস্কার Asha,",
      due: "মঙ্গলবার ৩ মার্চ, দুপুর ১২:০০টায় (IST)",
      hours: "আমরা খোলা থাকি সোমবার থেকে শুক্রবার, ০৯:০০ থেকে ১৮:০০ পর্যন্ত (IST)।",
      kind: "আপনি যা চেয়েছেন: বার্তা",
      urgent: "112 জরুরি পরিষেবা",
    },
  ])(
    "acknowledges a request with language $language in $name, from an English page, the reference and link as they are",
    async ({ language, name, subject, hello, due, hours, kind, urgent }) => {
      const email = uniqueEmail(`ack-${language}`);
      const res = await t.call("/api/desk/requests", {
        json: { ...requestFields("message", { email, name: "Asha" }), language },
      });
      expect(res.status).toBe(201);
      const body = await json(res);
      // The chosen language decides the mails and the request's own page.
      expect(body.private_path).toBe(`/${language}/request/view?t=${body.token}`);
      await t.desk.deliverMail();
      const ack = await waitFor(
        () => t.mails.find((m) => m.to === email),
        `${name} acknowledgement`,
      );
      expect(ack.subject).toBe(subject + body.reference);
      expect(ack.text).toContain(hello);
      expect(ack.text).toContain(body.reference);
      expect(ack.text).toContain(due);
      expect(ack.text).toContain(hours);
      expect(ack.text).toContain(kind);
      expect(ack.text).toContain(urgent);
      expect(ack.text).toContain(`http://127.0.0.1:8080/${language}/request/view?t=${body.token}`);
      expect(ack.text).not.toMatch(/Thank you|reference:/);
      // The operator reads English, with the language by its English name.
      const op = await waitFor(
        () =>
          t.mails.find((m) => m.to === "operator@saathi.test" && m.text.includes(body.reference)),
        "operator mail",
      );
      expect(op.text).toContain(`Preferred language: ${name}`);
      const row = await t.auth.db.query<{ language: string }>(
        "select language from desk.requests where reference = $1",
        [body.reference],
      );
      expect(row[0]!.language).toBe(language);
    },
  );

  it("answers the status with the reply-by time in every language", async () => {
    const res = await t.call("/api/desk/status");
    expect(res.status).toBe(200);
    const status = await json(res);
    expect(status.reply_by_text).toEqual({
      en: "Tuesday 3 March, 12:00 pm IST",
      hi: "मंगलवार, 3 मार्च, दोपहर 12:00 बजे (IST)",
      bn: "মঙ্গলবার ৩ মার্চ, দুপুর ১২:০০টায় (IST)",
      mr: "मंगळवार, ३ मार्च, दुपारी १२:०० वाजता (IST)",
    });
    expect(Object.keys(status.hours.days).sort()).toEqual(["bn", "en", "hi", "mr"]);
  });

  it("mails the acknowledgement (reference, when, private link) and the operator's copy, escaped", async () => {
    const email = uniqueEmail("ack");
    const res = await t.call("/api/desk/requests", {
      json: {
        ...requestFields("message", { email }),
        name: "Asha\u202e Rao",
        message: "Line one\r\nBcc: victim@example.com\r\n\r\nLine three",
      },
    });
    const body = await json(res);
    await t.desk.deliverMail();
    const ack = await waitFor(() => t.mails.find((m) => m.to === email), "acknowledgement");
    expect(ack.subject).toBe(`We have your request: ${body.reference}`);
    expect(ack.text).toContain(`Your reference: ${body.reference}`);
    expect(ack.text).toContain("reply by Tuesday 3 March, 12:00 pm IST");
    expect(ack.text).toContain(`http://127.0.0.1:8080/request/view?t=${body.token}`);
    expect(ack.text).toContain("Hello Asha Rao,");
    const op = await waitFor(
      () => t.mails.find((m) => m.to === "operator@saathi.test" && m.text.includes(body.reference)),
      "operator mail",
    );
    expect(op.subject).toBe(`New request ${body.reference}: Message`);
    expect(op.headers?.["Reply-To"]).toBe(email);
    expect(op.text).toContain("> Line one\n> Bcc: victim@example.com\n>\n> Line three");
    expect(op.text).not.toContain(body.token);
    expect(op.text).toContain("Phone: +919876543210");
  });

  it("refuses bad input with a clear code, stores nothing, never answers 5xx", async () => {
    const before = await t.auth.db.query<{ n: number }>(
      "select count(*)::int as n from desk.requests",
    );
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...requestFields("nope") }, "invalid_kind", "kind"],
      [{ ...requestFields("message"), name: " " }, "name_required", "name"],
      [{ ...requestFields("message"), email: "", phone: "" }, "contact_required", "email"],
      [{ ...requestFields("message"), email: "a@b" }, "invalid_email", "email"],
      [{ ...requestFields("message"), email: "x@y.z\r\nBcc: q@r.s" }, "invalid_email", "email"],
      [{ ...requestFields("message"), phone: "12ab" }, "invalid_phone", "phone"],
      [{ ...requestFields("message"), consent: "" }, "consent_required", "consent"],
      [{ ...requestFields("message"), message: "" }, "message_required", "message"],
      [{ ...requestFields("ward-support"), city: "" }, "city_required", "city"],
      [{ ...requestFields("ward-support"), date_from: "2026-02-31" }, "invalid_field", "date_from"],
      [{ ...requestFields("message"), message: "x".repeat(4001) }, "too_long", "message"],
      [{ ...requestFields("message"), name: "a\u0000b" }, "invalid_field", "name"],
      [{ ...requestFields("message"), website: "http://spam.example" }, "refused"],
      [{ ...requestFields("message"), support_type: "teacher" }, "invalid_field", "support_type"],
      [{ ...requestFields("message"), subject: "x".repeat(151) }, "too_long", "subject"],
      [{ ...requestFields("message"), kind: { nested: true } }, "invalid_field", "kind"],
      // A language we do not write in is refused, not guessed at (nor a 500).
      [{ ...requestFields("message"), language: "fr" }, "invalid_field", "language"],
      [{ ...requestFields("message"), language: "bn-IN" }, "invalid_field", "language"],
      [{ ...requestFields("message"), language: "Marathi" }, "invalid_field", "language"],
    ];
    for (const [fields, code, field] of cases) {
      const res = await t.call("/api/desk/requests", { json: fields });
      const body = await json(res);
      expect(body.code, JSON.stringify(fields)).toBe(code);
      expect(res.status).toBeLessThan(500);
      expect(body.message).toMatch(/\w/);
      if (field) expect(body.field).toBe(field);
    }
    // Hindi words for a Hindi form; a form post goes back to the form with the code.
    const hi = await json(
      await t.call("/api/desk/requests", {
        json: { ...requestFields("message"), locale: "hi", name: "" },
      }),
    );
    expect(hi.message).toBe("अपना नाम बताएँ।");
    const back = await t.call("/api/desk/requests", {
      form: { ...requestFields("ward-support"), city: "", locale: "hi" },
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(
      "/hi/request?kind=ward-support&refused=city_required&field=city",
    );
    const honeypot = await t.call("/api/desk/requests", {
      form: requestFields("message", { website: "x" }),
    });
    expect(honeypot.headers.get("location")).toBe("/request?kind=message&refused=refused");

    for (const [body, type] of [
      ["{not json", "application/json"],
      ["[1,2]", "application/json"],
      ["hello", "text/plain"],
      ["kind=message&" + "a".repeat(20_000), "application/x-www-form-urlencoded"],
      ["\xff\xfe", "application/json"],
    ] as const) {
      const res = await t.call("/api/desk/requests", {
        method: "POST",
        body,
        headers: { "content-type": type },
      });
      expect(res.status, body.slice(0, 20)).toBeGreaterThanOrEqual(303);
      expect(res.status).toBeLessThan(500);
    }
    const big = await t.call("/api/desk/requests", {
      method: "POST",
      body: JSON.stringify({ message: "x".repeat(20_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(big.status).toBe(413);
    expect((await json(big)).code).toBe("body_too_large");
    expect((await t.call("/api/desk/nothing-here")).status).toBe(405);
    // A refusal outside a form speaks the browser's first language, Bengali and Marathi too.
    for (const [language, words] of [
      ["bn-IN,bn;q=0.9,en;q=0.8", "এখানে এটা করা যায় না।"],
      ["mr", "इथे हे करता येत नाही."],
      ["fr-FR", "That isn't possible here."],
    ] as const) {
      const res = await t.call("/api/desk/nothing-here", {
        headers: { "Accept-Language": language },
      });
      expect(res.status, language).toBe(405);
      expect((await json(res)).message, language).toBe(words);
    }
    const after = await t.auth.db.query<{ n: number }>(
      "select count(*)::int as n from desk.requests",
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("opens the request's private page by token (never internal notes), takes answers, deletes", async () => {
    const created = await json(
      await t.call("/api/desk/requests", { json: { ...requestFields("message"), consent: true } }),
    );
    const page = await json(await t.call(`/api/desk/private/${created.token}`));
    expect(page).toMatchObject({
      reference: created.reference,
      kind: "message",
      status: "new",
      name: "Asha Rao",
    });
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({ from: "person", body: DETAILS.message!.message });
    expect(page).not.toHaveProperty("email");
    expect(page).not.toHaveProperty("phone");

    // The token signs no one in.
    const asBearer = await t.call("/api/desk/me/requests", {
      headers: { Authorization: `Bearer ${created.token}` },
    });
    expect(asBearer.status).toBe(401);
    const user = await t.call("/auth/v1/user", {
      headers: { Authorization: `Bearer ${created.token}`, apikey: "x" },
    });
    expect(user.status).toBeGreaterThanOrEqual(400);

    const answer = await t.call(`/api/desk/private/${created.token}/messages`, {
      form: { body: "One more thing", locale: "en" },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/request/view?t=${created.token}&sent=1`);
    const empty = await t.call(`/api/desk/private/${created.token}/messages`, {
      json: { body: "  " },
    });
    expect((await json(empty)).code).toBe("message_required");

    expect((await t.call(`/api/desk/private/${"A".repeat(43)}`)).status).toBe(404);
    expect((await t.call(`/api/desk/private/short`)).status).toBe(404);

    const del = await t.call(`/api/desk/private/${created.token}/delete`, {
      form: { locale: "hi" },
    });
    expect(del.headers.get("location")).toBe("/hi/request/deleted");
    expect((await t.call(`/api/desk/private/${created.token}`)).status).toBe(404);
    const rows = await t.auth.db.query("select 1 from desk.requests where reference = $1", [
      created.reference,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("refuses the desk to signed-out, non-staff and aal1 staff callers", async () => {
    const person = await signUpUser(t);
    const aal1Staff = await signUpUser(t, { staff: true });
    const personAal2 = await withTwoFactor(t, person);
    const cases: [string | undefined, number, string][] = [
      [undefined, 401, "no_authorization"],
      ["not-a-jwt", 401, "bad_jwt"],
      [person.token, 403, "not_staff"],
      [personAal2.token, 403, "not_staff"],
      [aal1Staff.token, 403, "insufficient_aal"],
    ];
    for (const [token, status, code] of cases) {
      for (const path of ["/requests", "/me", "/events"]) {
        const res = await t.call(
          `/api/desk/staff${path}`,
          token ? { headers: { Authorization: `Bearer ${token}` } } : {},
        );
        expect(res.status, `${code} ${path}`).toBe(status);
        expect((await json(res)).code).toBe(code);
      }
    }
    // Revoking the role works at once, on the same token.
    const revoked = await withTwoFactor(t, await signUpUser(t, { staff: true }));
    expect((await staffCall("/requests", {}, revoked.token)).status).toBe(200);
    await fetch(`${t.url}/auth/v1/admin/users/${revoked.id}`, {
      method: "PUT",
      headers: {
        Authorization: `Bearer ${t.auth.serviceRoleKey}`,
        apikey: t.auth.serviceRoleKey,
        "content-type": "application/json",
      },
      body: JSON.stringify({ app_metadata: { role: null } }),
    });
    expect((await staffCall("/requests", {}, revoked.token)).status).toBe(403);
  });

  it("counts a request as answered once, at its first reply from the team (issue 29, item 1)", async () => {
    const before = await t.desk.countedFigures();
    const created = await json(
      await t.call("/api/desk/requests", {
        json: {
          ...requestFields("ward-support", { email: uniqueEmail("counted") }),
          consent: true,
        },
      }),
    );
    const { requests } = await json(await staffCall("/requests?kind=ward-support&status=open"));
    const { id } = requests.find((r: { reference: string }) => r.reference === created.reference);
    // A note is not an answer; two replies are one answered request.
    await staffCall(`/requests/${id}/notes`, { json: { body: "Call back after rounds." } });
    expect((await t.desk.countedFigures()).requestsAnswered).toBe(before.requestsAnswered);
    for (const body of ["We can help.", "One more thing."])
      expect((await staffCall(`/requests/${id}/replies`, { json: { body } })).status).toBe(201);
    expect((await t.desk.countedFigures()).requestsAnswered).toBe(before.requestsAnswered + 1);

    await t.desk.addDownloads(new Map([["/downloads/icu-visit-log.pdf", 2]]));
    await t.desk.addDownloads(new Map([["/downloads/icu-visit-log.pdf", 3]]));
    const after = await t.desk.countedFigures();
    expect(after.downloads.get("/downloads/icu-visit-log.pdf")).toBe(
      (before.downloads.get("/downloads/icu-visit-log.pdf") ?? 0) + 5,
    );
  });

  it("keeps the home form's subject and support type; the queue shows them and filters by the type", async () => {
    const made = await json(
      await t.call("/api/desk/requests", {
        json: {
          ...requestFields("message", { email: uniqueEmail("subject") }),
          subject: "Visiting hours at AIIMS",
          support_type: "patient",
          consent: true,
        },
      }),
    );
    const patients = await json(await staffCall("/requests?support=patient&status=open"));
    const row = patients.requests.find((r: any) => r.reference === made.reference);
    expect(row).toMatchObject({ subject: "Visiting hours at AIIMS", support_type: "patient" });
    expect(patients.requests.every((r: any) => r.support_type === "patient")).toBe(true);
    const students = await json(await staffCall("/requests?support=student&status=open"));
    expect(students.requests.some((r: any) => r.reference === made.reference)).toBe(false);
    expect((await json(await staffCall(`/requests/${row.id}`))).subject).toBe(
      "Visiting hours at AIIMS",
    );
    expect((await staffCall("/requests?support=teacher")).status).toBe(400);
    // The operator's copy names both.
    await t.desk.deliverMail();
    const op = await waitFor(
      () => t.mails.find((m) => m.to === "operator@saathi.test" && m.text.includes(made.reference)),
      "operator mail",
    );
    expect(op.text).toContain("Support type: patient\nSubject: Visiting hours at AIIMS");
  });

  it("staff work the queue: filters, time left, assign, note, reply by mail and on the page, close; all audited", async () => {
    const email = uniqueEmail("queue");
    const created = await json(
      await t.call("/api/desk/requests", {
        json: { ...requestFields("ward-support", { email }), consent: true },
      }),
    );
    const queue = await json(
      await staffCall("/requests?kind=ward-support&status=open&sort=waiting"),
    );
    const row = queue.requests.find(
      (r: { reference: string }) => r.reference === created.reference,
    );
    expect(row).toMatchObject({ status: "new", assigned_to: null });
    expect(row.reply_due_in_seconds).toBeGreaterThan(7000);
    expect(row.reply_due_in_seconds).toBeLessThanOrEqual(7200);
    const waits = queue.requests.map((r: { waiting_since: string }) => r.waiting_since);
    expect([...waits].sort()).toEqual(waits);
    expect(
      (await json(await staffCall("/requests?assigned=me"))).requests.some(
        (r: any) => r.id === row.id,
      ),
    ).toBe(false);
    expect(
      (await json(await staffCall("/requests?age=older"))).requests.some(
        (r: any) => r.id === row.id,
      ),
    ).toBe(false);
    expect((await staffCall("/requests?status=bogus")).status).toBe(400);

    const assigned = await json(
      await staffCall(`/requests/${row.id}/assign`, { json: { assignee: "me" } }),
    );
    expect(assigned.assigned_to).toMatchObject({ id: staff.id, name: "Meera" });
    expect(
      (await json(await staffCall("/requests?assigned=me"))).requests.some(
        (r: any) => r.id === row.id,
      ),
    ).toBe(true);
    const notStaff = await signUpUser(t);
    expect(
      (await staffCall(`/requests/${row.id}/assign`, { json: { assignee: notStaff.id } })).status,
    ).toBe(400);

    await staffCall(`/requests/${row.id}/notes`, {
      json: { body: "Family seems anxious; call in Hindi." },
    });
    const replied = await staffCall(`/requests/${row.id}/replies`, {
      json: { body: "We can help from Thursday." },
    });
    expect(replied.status).toBe(201);

    await t.desk.deliverMail();
    const mail = await waitFor(
      () => t.mails.find((m) => m.to === email && m.subject.startsWith("Reply")),
      "reply mail",
    );
    expect(mail.subject).toBe(`Reply to your request ${created.reference}`);
    expect(mail.text).toContain("Meera from Saathi support team replied");
    expect(mail.text).toContain("We can help from Thursday.");
    expect(mail.text).toContain(`/request/view?t=${created.token}`);
    expect(mail.text).not.toContain("anxious");

    const page = await json(await t.call(`/api/desk/private/${created.token}`));
    expect(page.status).toBe("waiting");
    expect(page.messages.map((m: any) => [m.from, m.author, m.body])).toEqual([
      ["staff", "Meera", "We can help from Thursday."],
    ]);
    expect(JSON.stringify(page)).not.toContain("anxious");

    const detail = await json(await staffCall(`/requests/${row.id}`));
    expect(detail.email).toBe(email);
    expect(detail.messages.map((m: any) => m.from)).toEqual(["note", "staff"]);
    expect(detail.reply_due_in_seconds).toBeNull();
    expect(detail.audit.map((a: any) => a.action)).toEqual([
      "created",
      "assigned",
      "noted",
      "replied",
      "viewed",
    ]);
    expect(detail.audit[1].actor).toBe(staff.email);

    const closed = await json(
      await staffCall(`/requests/${row.id}/status`, { json: { status: "closed" } }),
    );
    expect(closed.status).toBe("closed");
    const gone = await t.call(`/api/desk/private/${created.token}`);
    expect(gone.status).toBe(410);
    expect(await json(gone)).toMatchObject({
      code: "request_closed",
      reference: created.reference,
    });
    expect(
      (await staffCall(`/requests/${row.id}/status`, { json: { status: "done" } })).status,
    ).toBe(400);
    expect((await staffCall(`/requests/not-an-id`)).status).toBe(404);
  });

  it("streams live updates both ways (server-sent events)", async () => {
    const created = await json(
      await t.call("/api/desk/requests", { json: { ...requestFields("message"), consent: true } }),
    );
    const id = (
      await t.auth.db.query<{ id: string }>(
        "select id::text as id from desk.requests where reference = $1",
        [created.reference],
      )
    )[0]!.id;
    const events = (res: Response) => {
      const seen: SseEvent[] = [];
      const reader = res.body!.getReader();
      void readEvents(reader, seen);
      return { seen, stop: () => reader.cancel() };
    };
    const controller = new AbortController();
    const personRes = await fetch(`${t.url}/api/desk/private/${created.token}/events`, {
      signal: controller.signal,
    });
    expect(personRes.headers.get("content-type")).toContain("text/event-stream");
    expect(personRes.headers.get("x-accel-buffering")).toBe("no");
    const person = events(personRes);
    const deskRes = await fetch(`${t.url}/api/desk/staff/events`, {
      headers: { Authorization: `Bearer ${staff.token}` },
      signal: controller.signal,
    });
    const desk = events(deskRes);
    await waitFor(
      () =>
        person.seen.find((e) => e.event === "ready") && desk.seen.find((e) => e.event === "ready"),
      "ready",
    );

    await staffCall(`/requests/${id}/notes`, { json: { body: "private note" } });
    await staffCall(`/requests/${id}/replies`, { json: { body: "Hello from the desk" } });
    const reply = await waitFor(
      () => person.seen.find((e) => e.event === "message.created"),
      "reply on the page",
    );
    expect(reply.data.message).toMatchObject({ from: "staff", body: "Hello from the desk" });
    await waitFor(
      () => person.seen.find((e) => e.event === "request.updated" && e.data.status === "waiting"),
      "status",
    );

    await t.call(`/api/desk/private/${created.token}/messages`, { json: { body: "Thank you!" } });
    const answer = await waitFor(
      () =>
        desk.seen.find(
          (e) => e.event === "message.created" && e.data.message?.body === "Thank you!",
        ),
      "answer on the desk",
    );
    expect(answer.data.reference).toBe(created.reference);
    expect(
      desk.seen.some((e) => e.event === "message.created" && e.data.message?.from === "note"),
    ).toBe(true);
    expect(person.seen.some((e) => JSON.stringify(e.data).includes("private note"))).toBe(false);
    expect(person.seen.every((e) => !JSON.stringify(e.data).includes(staff.email))).toBe(true);

    // The desk is live while a staff member has it open in support hours.
    expect((await json(await t.call("/api/desk/status"))).live).toBe(true);

    // A stream resumes from Last-Event-ID.
    const lastId = desk.seen.filter((e) => e.id).at(-3)!.id!;
    const resumed = events(
      await fetch(`${t.url}/api/desk/staff/events`, {
        headers: { Authorization: `Bearer ${staff.token}`, "Last-Event-ID": lastId },
        signal: controller.signal,
      }),
    );
    await waitFor(
      () => resumed.seen.filter((e) => e.event !== "ready").length >= 2 || undefined,
      "replayed events",
    );
    controller.abort();
  });

  it("subscriptions: double opt-in, same answer for a known address, one-click unsubscribe, weekly digest", async () => {
    const email = uniqueEmail("sub");
    const res = await t.call("/api/desk/subscriptions", {
      form: { email, consent: "on", locale: "en", source: "/study-tips" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/subscribe/check-email");
    const again = await t.call("/api/desk/subscriptions", { json: { email, consent: true } });
    expect(again.status).toBe(202);
    expect(await json(again)).toEqual({ status: "check_email" });
    expect((await json(await t.call("/api/desk/subscriptions", { json: { email } }))).code).toBe(
      "consent_required",
    );

    await t.desk.deliverMail();
    const confirmations = t.mails.filter((m) => m.to === email);
    expect(confirmations).toHaveLength(1); // the second sign-up within 10 minutes sent nothing
    const confirmMail = confirmations[0]!;
    expect(confirmMail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribeUrl = /^<(.+)>$/.exec(confirmMail.headers!["List-Unsubscribe"]!)![1]!;
    const confirmToken = /\/subscribe\/confirm\?t=([A-Za-z0-9_-]{43})/.exec(confirmMail.text)![1]!;
    expect(confirmMail.text).toContain("/subscribe/unsubscribe?t=");

    // Not confirmed yet: no digest.
    t.clock.offsetMs += 6 * 24 * 3600_000; // Monday 9 March, 10:00 IST
    await t.auth.db.query("update desk.jobs set next_run_at = $1", [new Date(0)]).catch(() => {});
    await t.desk.runDueJobs();
    await t.desk.runDueJobs();
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'weekly-digest'", [
      new Date(0),
    ]);
    await t.desk.runDueJobs();
    await t.desk.deliverMail();
    expect(t.mails.filter((m) => m.to === email)).toHaveLength(1);

    const bad = await t.call("/api/desk/subscriptions/confirm", { json: { t: "A".repeat(43) } });
    expect((await json(bad)).code).toBe("invalid_token");
    const ok = await t.call("/api/desk/subscriptions/confirm", {
      form: { t: confirmToken, locale: "hi" },
    });
    expect(ok.headers.get("location")).toBe("/hi/subscribe/confirmed");
    const row = (
      await t.auth.db.query<any>(
        "select status, consent_at, confirmed_at from desk.subscriptions where email = $1",
        [email],
      )
    )[0];
    expect(row.status).toBe("confirmed");
    expect(row.consent_at).toBeTruthy();
    expect(row.confirmed_at).toBeTruthy();

    // The digest runs once per occurrence, however many times (or processes) look.
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'weekly-digest'", [
      new Date(0),
    ]);
    const ran = await Promise.all([t.desk.runDueJobs(), t.desk.runDueJobs()]);
    expect(ran.flat().filter((n) => n === "weekly-digest")).toHaveLength(1);
    await t.desk.deliverMail();
    const digests = t.mails.filter((m) => m.to === email && m.subject.includes("this week"));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain("Study tips");
    expect(digests[0]!.text).toContain("http://127.0.0.1:8080/study-tips");
    expect(digests[0]!.text).not.toContain("Old guide");
    expect(digests[0]!.headers?.["List-Unsubscribe"]).toBe(
      confirmMail.headers!["List-Unsubscribe"],
    );
    const next = (
      await t.auth.db.query<any>("select next_run_at from desk.jobs where name = 'weekly-digest'")
    )[0];
    expect(new Date(next.next_run_at).getUTCDay()).toBe(1);

    // RFC 8058 one-click: a POST to the header's URL with List-Unsubscribe=One-Click.
    const oneClick = await fetch(unsubscribeUrl.replace("http://127.0.0.1:8080", t.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(
      await t.auth.db.query("select 1 from desk.subscriptions where email = $1", [email]),
    ).toHaveLength(0);
    const twice = await fetch(unsubscribeUrl.replace("http://127.0.0.1:8080", t.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(twice.status).toBe(200);
    t.clock.offsetMs -= 6 * 24 * 3600_000;
  });

  it("attaches a signed-in person's requests; lists, exports and erases them with the account", async () => {
    const person = await signUpUser(t);
    const auth = { Authorization: `Bearer ${person.token}` };
    const created = await json(
      await t.call("/api/desk/requests", {
        json: { ...requestFields("counselling", { email: person.email }), consent: true },
        headers: auth,
      }),
    );
    await t.call("/api/desk/subscriptions", {
      json: { email: person.email, consent: true },
      headers: auth,
    });
    const mine = await json(await t.call("/api/desk/me/requests", { headers: auth }));
    expect(mine.requests).toHaveLength(1);
    expect(mine.requests[0]).toMatchObject({
      reference: created.reference,
      private_path: created.private_path,
    });
    const exported = await json(await t.call("/api/desk/me/export", { headers: auth }));
    expect(exported.requests[0]).toMatchObject({
      reference: created.reference,
      email: person.email,
      phone: "+919876543210",
    });
    expect(exported.subscriptions[0]).toMatchObject({ email: person.email, status: "pending" });
    expect((await t.call("/api/desk/me/export")).status).toBe(401);

    // A bad token on the form is ignored, never refused (the request just is not attached).
    const anonymous = await t.call("/api/desk/requests", {
      json: { ...requestFields("message"), consent: true },
      headers: { Authorization: "Bearer nonsense" },
    });
    expect(anonymous.status).toBe(201);

    await t.desk.forgetUser(person.id, person.email);
    expect((await json(await t.call("/api/desk/me/export", { headers: auth }))).requests).toEqual(
      [],
    );
    expect(
      await t.auth.db.query("select 1 from desk.subscriptions where lower(email) = lower($1)", [
        person.email,
      ]),
    ).toHaveLength(0);

    // An account deleted by another path (the admin API) loses its desk rows at the daily purge.
    const other = await signUpUser(t);
    await t.call("/api/desk/requests", {
      json: { ...requestFields("message"), consent: true },
      headers: { Authorization: `Bearer ${other.token}` },
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
      await t.auth.db.query("select 1 from desk.requests where user_id = $1", [other.id]),
    ).toHaveLength(0);
  });

  it("purges closed requests after the retention period", async () => {
    const created = await json(
      await t.call("/api/desk/requests", { json: { ...requestFields("other"), consent: true } }),
    );
    const id = (
      await t.auth.db.query<{ id: string }>(
        "select id::text as id from desk.requests where reference = $1",
        [created.reference],
      )
    )[0]!.id;
    await staffCall(`/requests/${id}/status`, { json: { status: "closed" } });
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'daily-purge'", [
      new Date(0),
    ]);
    await t.desk.runDueJobs();
    expect(await t.auth.db.query("select 1 from desk.requests where id = $1", [id])).toHaveLength(
      1,
    );
    t.clock.offsetMs += 366 * 24 * 3600_000;
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'daily-purge'", [
      new Date(0),
    ]);
    await t.desk.runDueJobs();
    t.clock.offsetMs -= 366 * 24 * 3600_000;
    expect(await t.auth.db.query("select 1 from desk.requests where id = $1", [id])).toHaveLength(
      0,
    );
    const audit = await t.auth.db.query<any>(
      "select action from desk.audit_log where reference = $1 order by id",
      [created.reference],
    );
    expect(audit.map((a) => a.action)).toContain("purged");
  });

  it("closes open requests after months without activity, then purges them on the closed clock", async () => {
    const MONTH = 30 * 24 * 3600_000;
    const quiet = await json(
      await t.call("/api/desk/requests", { json: { ...requestFields("message"), consent: true } }),
    );
    const answered = await json(
      await t.call("/api/desk/requests", { json: { ...requestFields("message"), consent: true } }),
    );
    const runPurge = async () => {
      await t.desk.runDueJobs();
      await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'daily-purge'", [
        new Date(0),
      ]);
      expect(await t.desk.runDueJobs()).toContain("daily-purge");
    };
    const statusOf = async (reference: string) =>
      (
        await t.auth.db.query<{ status: string }>(
          "select status from desk.requests where reference = $1",
          [reference],
        )
      )[0]?.status;
    const start = t.clock.offsetMs;
    try {
      // Five months on, the person answers one of them: that is activity.
      t.clock.offsetMs = start + 5 * MONTH;
      expect(
        (
          await t.call(`/api/desk/private/${answered.token}/messages`, {
            json: { body: "Still waiting, please call." },
          })
        ).status,
      ).toBe(201);
      // Six months and a few days after the first was sent: it is closed, the other is not.
      t.clock.offsetMs = start + 6 * MONTH + 5 * 24 * 3600_000;
      await runPurge();
      expect(await statusOf(quiet.reference)).toBe("closed");
      expect(await statusOf(answered.reference)).toBe("new");
      expect((await t.call(`/api/desk/private/${quiet.token}`)).status).toBe(410);
      const audit = await t.auth.db.query<{ action: string }>(
        "select action from desk.audit_log where reference = $1 order by id",
        [quiet.reference],
      );
      expect(audit.map((a) => a.action)).toContain("closed_inactive");
      // Kept as any closed request is: deleted twelve months after it was closed.
      t.clock.offsetMs = start + 17 * MONTH;
      await runPurge();
      expect(await statusOf(quiet.reference)).toBe("closed");
      expect(await statusOf(answered.reference)).toBe("closed"); // quiet since month 5
      t.clock.offsetMs = start + 19 * MONTH;
      await runPurge();
      expect(await statusOf(quiet.reference)).toBeUndefined();
      expect(await statusOf(answered.reference)).toBe("closed");
    } finally {
      t.clock.offsetMs = start;
    }
  });
});

describe("limits", () => {
  let t: TestDesk;
  beforeAll(async () => {
    t = await startDesk({
      at: TUESDAY_10_IST,
      config: {
        limits: {
          requestsPerIp: 4,
          requestsPerAddress: 2,
          repliesPerRequest: 2,
          subscriptionsPerIp: 2,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("per address (across processes: counted in the database) and per IP, each with its message; nothing stored", async () => {
    const email = uniqueEmail("limit");
    const send = (over: Record<string, string>) =>
      t.call("/api/desk/requests", { form: { ...requestFields("message"), ...over } });
    expect((await send({ email, phone: "" })).status).toBe(303);
    expect((await send({ email, phone: "" })).headers.get("location")).toMatch(/^\/request\/sent/);
    const third = await t.call("/api/desk/requests", {
      json: { ...requestFields("message", { email, phone: "" }), consent: true },
    });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { code: string }).code).toBe("rate_limited_address");
    expect((await send({ phone: "" })).status).toBe(303);
    expect((await send({ phone: "" })).status).toBe(303);
    const ip = await send({ phone: "" });
    expect(ip.headers.get("location")).toBe("/request?kind=message&refused=rate_limited_ip");
    expect(ip.headers.get("retry-after")).toMatch(/^\d+$/);
    const count = await t.auth.db.query<{ n: number }>(
      "select count(*)::int as n from desk.requests",
    );
    expect(count[0]!.n).toBe(4);

    const created = (await (
      await fetch(`${t.url}/api/desk/requests`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...requestFields("message", { phone: "" }), consent: true }),
      })
    ).json()) as { code: string };
    expect(created.code).toBe("rate_limited_ip");
  });

  it("limits the person's messages per request with words about the request, not the connection", async () => {
    t.clock.offsetMs += 11 * 60_000; // the test above spent this address's window
    const res = await t.call("/api/desk/requests", {
      json: { ...requestFields("message", { phone: "" }), consent: true },
    });
    expect(res.status).toBe(201);
    const { token } = (await res.json()) as { token: string };
    // The request's first message counts: one answer more reaches the limit of 2 an hour.
    t.clock.offsetMs += 20 * 60_000;
    const first = await t.call(`/api/desk/private/${token}/messages`, { json: { body: "One" } });
    expect(first.status).toBe(201);
    const refused = await t.call(`/api/desk/private/${token}/messages`, {
      json: { body: "Two", locale: "hi" },
    });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as Record<string, any>;
    expect(body.code).toBe("rate_limited_request");
    expect(body.message).toBe(
      "आपने पिछले एक घंटे में इस रिक्वेस्ट पर कई मैसेज भेजे हैं। हम उन्हें पढ़ेंगे; और भेजने से पहले थोड़ी देर रुकें।",
    );
    // The wait is until the oldest of them is an hour old (the first message, 20 minutes ago).
    expect(body.retry_after).toBeGreaterThan(39 * 60);
    expect(body.retry_after).toBeLessThanOrEqual(40 * 60);
    expect(refused.headers.get("retry-after")).toBe(String(body.retry_after));
    const form = await t.call(`/api/desk/private/${token}/messages`, {
      form: { body: "Three", locale: "en" },
    });
    expect(form.headers.get("location")).toBe(
      `/request/view?t=${token}&refused=rate_limited_request`,
    );
    t.clock.offsetMs += 41 * 60_000;
    expect(
      (await t.call(`/api/desk/private/${token}/messages`, { json: { body: "Later" } })).status,
    ).toBe(201);
  });
});
