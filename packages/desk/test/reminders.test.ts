/**
 * Exam reminders (issue 24): which reminder is due on which day (pure rules), and over HTTP with a
 * clock the test moves: asking, listing and removing, refusals, the `exam-reminders` job mailing
 * each due reminder once (two runs at once, a run again, a second look an hour later), in the
 * person's language, an expected exam's reminder waiting for its date and going out once it is
 * announced, the data export and erasure with the account, and the purge of past exams'.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReminderExam } from "../src/index.ts";
import { nextDaytimeHour } from "../src/services/jobs.ts";
import { daysBefore, daysBetween, reminderState } from "../src/services/reminders.ts";
import { BACKENDS, signUpUser, startDesk, type TestDesk, type TestUser } from "./helpers.ts";

describe("reminder rules", () => {
  it("counts days on the IST calendar", () => {
    expect(daysBefore("2027-04-11", 7)).toBe("2027-04-04");
    expect(daysBefore("2027-03-01", 1)).toBe("2027-02-28");
    expect(daysBetween("2027-04-04", "2027-04-11")).toBe(7);
  });

  it("is due from `days_before` days before an announced exam until the day before it, once per date", () => {
    const exam = { start: "2027-04-11" };
    const r = { days_before: 7, sent_for: null };
    expect(reminderState(r, exam, "2027-04-03")).toEqual({
      state: "scheduled",
      remindOn: "2027-04-04",
      due: false,
    });
    expect(reminderState(r, exam, "2027-04-04").due).toBe(true);
    // Missed (the server was down, or the date came late): still due while the exam is ahead.
    expect(reminderState(r, exam, "2027-04-10").due).toBe(true);
    expect(reminderState(r, exam, "2027-04-11")).toMatchObject({ state: "past", due: false });
    expect(reminderState({ ...r, sent_for: "2027-04-11" }, exam, "2027-04-05")).toMatchObject({
      state: "sent",
      due: false,
    });
    // The date moved after the mail went: due again for the new date.
    expect(
      reminderState({ ...r, sent_for: "2027-04-11" }, { start: "2027-04-18" }, "2027-04-12"),
    ).toMatchObject({ state: "scheduled", due: true });
    expect(reminderState(r, { start: null }, "2027-04-04")).toMatchObject({
      state: "waiting_for_date",
      due: false,
    });
    expect(reminderState(r, undefined, "2027-04-04").state).toBe("unknown_exam");
  });

  it("runs the job on the hour, in the day only (07:00 to 21:00 IST)", () => {
    expect(nextDaytimeHour(new Date("2027-04-04T10:20:00+05:30")).toISOString()).toBe(
      new Date("2027-04-04T11:00:00+05:30").toISOString(),
    );
    expect(nextDaytimeHour(new Date("2027-04-04T21:00:00+05:30")).toISOString()).toBe(
      new Date("2027-04-05T07:00:00+05:30").toISOString(),
    );
  });
});

// Wednesday 10 March 2027, 10:00 IST.
const START = new Date("2027-03-10T10:00:00+05:30");

function exam(id: string, start: string | null): ReminderExam {
  return {
    id,
    start,
    name: { en: `Exam ${id}`, hi: `परीक्षा ${id}`, bn: `পরীক্ষা ${id}`, mr: `परीक्षा ${id}` },
    when: {
      en: start ?? "May 2027 (expected)",
      hi: start ?? "मई 2027 (संभावित)",
      bn: start ?? "মে ২০২৭ (সম্ভাব্য)",
      mr: start ?? "मे २०२७ (अपेक्षित)",
    },
    site: "https://exam.example.gov.in/",
    path: `/exam-calendar#${id}`,
  };
}

describe.each(BACKENDS)("exam reminders on %s", (backend) => {
  let t: TestDesk;
  let person: TestUser;
  let hindi: TestUser;
  // The site's calendar: a test announces or moves a date by changing it.
  const exams: ReminderExam[] = [
    exam("nda-1", "2027-04-11"),
    exam("neet", null),
    exam("boards-over", "2027-03-01"),
  ];

  beforeAll(async () => {
    t = await startDesk({ backend, at: START, exams: () => exams });
    person = await signUpUser(t);
    hindi = await signUpUser(t);
    await fetch(`${t.url}/auth/v1/admin/users/${hindi.id}`, {
      method: "PUT",
      headers: {
        Authorization: `Bearer ${t.auth.serviceRoleKey}`,
        apikey: t.auth.serviceRoleKey,
        "content-type": "application/json",
      },
      body: JSON.stringify({ user_metadata: { locale: "hi" } }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => (await res.json()) as Record<string, any>;
  const as = (u: TestUser, path: string, init: Parameters<TestDesk["call"]>[1] = {}) =>
    t.call(`/api/desk/me/reminders${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${u.token}` },
    });
  const ask = (u: TestUser, exam_id: string, days_before: number | string) =>
    as(u, "", { json: { exam_id, days_before } });
  const reminderMails = () => t.mails.filter((m) => /Reminder|याद रहे/.test(m.subject));
  /** Moves the clock and runs every due job, as the scheduler's next look would. */
  async function at(when: Date) {
    t.clock.offsetMs = when.getTime() - Date.now();
    const ran = await t.desk.runDueJobs();
    await t.desk.deliverMail();
    return ran;
  }

  it("refuses the signed out, an unknown exam, other day counts and an exam already begun", async () => {
    const anonymous = await t.call("/api/desk/me/reminders", {
      json: { exam_id: "nda-1", days_before: 7 },
    });
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).code).toBe("no_authorization");

    const unknown = await ask(person, "nope", 7);
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: "invalid_exam", field: "exam_id" });
    const days = await ask(person, "nda-1", 2);
    expect(await json(days)).toMatchObject({ code: "invalid_field", field: "days_before" });
    const over = await ask(person, "boards-over", 7);
    expect(await json(over)).toMatchObject({ code: "exam_over" });
    const hindiWords = await t.call("/api/desk/me/reminders", {
      json: { exam_id: "nope", days_before: 7 },
      headers: { Authorization: `Bearer ${person.token}`, "Accept-Language": "hi" },
    });
    expect((await json(hindiWords)).message).toContain("परीक्षा");
    expect((await json(await as(person, ""))).reminders).toEqual([]);
  });

  it("takes, lists and removes reminders; asking twice keeps one", async () => {
    const week = await ask(person, "nda-1", 7);
    expect(week.status).toBe(201);
    const { reminder } = await json(week);
    expect(reminder).toMatchObject({
      exam_id: "nda-1",
      days_before: 7,
      state: "scheduled",
      remind_on: "2027-04-04",
      exam_start: "2027-04-11",
      sent_at: null,
    });
    const again = await json(await ask(person, "nda-1", "7"));
    expect(again.reminder.id).toBe(reminder.id);

    const expected = await json(await ask(person, "neet", 3));
    expect(expected.reminder).toMatchObject({ state: "waiting_for_date", remind_on: null });

    const list = await json(await as(person, ""));
    expect(list.days).toEqual([1, 3, 7, 14, 30]);
    expect(list.reminders.map((r: any) => `${r.exam_id}:${r.days_before}`).sort()).toEqual([
      "nda-1:7",
      "neet:3",
    ]);

    const month = await json(await ask(person, "nda-1", 30));
    // 30 days before 11 April is 12 March, two days away. A 1-day one too, to remove.
    expect(month.reminder.remind_on).toBe("2027-03-12");
    const day = await json(await ask(person, "nda-1", 1));
    // Someone else cannot remove it; the person can, once.
    expect((await as(hindi, `/${day.reminder.id}`, { method: "DELETE" })).status).toBe(404);
    const removed = await as(person, `/${day.reminder.id}`, { method: "DELETE" });
    expect(await json(removed)).toEqual({ deleted: true });
    const twice = await as(person, `/${day.reminder.id}`, { method: "DELETE" });
    expect(twice.status).toBe(404);
    expect((await json(twice)).code).toBe("reminder_not_found");
    expect((await as(person, "/not-a-uuid", { method: "DELETE" })).status).toBe(404);
  });

  it("mails each due reminder once, from the outbox, in the person's language", async () => {
    await json(await ask(hindi, "nda-1", 30));
    // 11 March, 10:30 IST: nothing is due yet (the 30-day ones are due on 12 March).
    await at(new Date("2027-03-11T10:30:00+05:30"));
    await at(new Date("2027-03-11T11:30:00+05:30"));
    expect(reminderMails()).toHaveLength(0);

    // 12 March: two looks at once (two processes) and the occurrence runs once.
    t.clock.offsetMs = new Date("2027-03-12T08:30:00+05:30").getTime() - Date.now();
    const ran = await Promise.all([t.desk.runDueJobs(), t.desk.runDueJobs()]);
    expect(ran.flat().filter((name) => name === "exam-reminders")).toHaveLength(1);
    await t.desk.deliverMail();
    const english = reminderMails().filter((m) => m.to === person.email);
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toBe("Reminder: Exam nda-1 in 30 days");
    expect(english[0]!.text).toContain("Exam nda-1 is in 30 days: 2027-04-11.");
    expect(english[0]!.text).toContain("https://exam.example.gov.in/");
    expect(english[0]!.text).toContain("http://127.0.0.1:8080/exam-calendar#nda-1");
    const inHindi = reminderMails().filter((m) => m.to === hindi.email);
    expect(inHindi).toHaveLength(1);
    expect(inHindi[0]!.subject).toBe("याद रहे: परीक्षा nda-1 30 दिन बाद");
    expect(inHindi[0]!.text).toContain("http://127.0.0.1:8080/hi/exam-calendar#nda-1");

    // The occurrence run again (a crash after commit cannot repeat it, but say it did), and the
    // next hour's look: nothing is mailed twice.
    await t.auth.db.query("update desk.jobs set next_run_at = $1 where name = 'exam-reminders'", [
      t.now(),
    ]);
    await t.desk.runDueJobs();
    await at(new Date("2027-03-12T10:30:00+05:30"));
    expect(reminderMails()).toHaveLength(2);
    const listed = await json(await as(person, ""));
    expect(listed.reminders.find((r: any) => r.days_before === 30)).toMatchObject({
      state: "sent",
    });

    // 4 April: the week-before one.
    await at(new Date("2027-04-04T07:30:00+05:30"));
    expect(reminderMails().map((m) => m.subject)).toContain("Reminder: Exam nda-1 in 7 days");
    expect(reminderMails()).toHaveLength(3);
  });

  it("waits for an expected exam's date, and mails at once when it is announced late", async () => {
    expect(reminderMails().some((m) => m.subject.includes("neet"))).toBe(false);
    // A deploy announces NEET for 6 April, two days away: the 3-day reminder is already due.
    exams[1] = exam("neet", "2027-04-06");
    await at(new Date("2027-04-04T08:30:00+05:30"));
    const neet = reminderMails().filter((m) => m.subject.includes("neet"));
    expect(neet.map((m) => m.subject)).toEqual(["Reminder: Exam neet in 2 days"]);
    // Postponed by a week: the reminder goes again for the new date, on its day.
    exams[1] = exam("neet", "2027-04-13");
    await at(new Date("2027-04-05T09:30:00+05:30"));
    expect(reminderMails().filter((m) => m.subject.includes("neet"))).toHaveLength(1);
    await at(new Date("2027-04-10T09:30:00+05:30"));
    expect(reminderMails().filter((m) => m.subject.includes("neet"))).toHaveLength(2);
  });

  it("is in the data export, goes with the account, and past exams' are purged", async () => {
    const exported = await json(
      await t.call("/api/desk/me/export", { headers: { Authorization: `Bearer ${person.token}` } }),
    );
    expect(exported.reminders.map((r: any) => `${r.exam_id}:${r.days_before}`).sort()).toEqual([
      "nda-1:30",
      "nda-1:7",
      "neet:3",
    ]);
    expect(exported.reminders[0]).toMatchObject({ email: person.email, locale: "en" });

    await t.desk.forgetUser(person.id, person.email);
    const left = await t.auth.db.query<{ user_id: string }>(
      "select user_id::text as user_id from desk.exam_reminders",
    );
    expect(left.map((r) => r.user_id)).toEqual([hindi.id]);

    // After NDA (11 April), the daily purge removes its reminders.
    await at(new Date("2027-04-12T03:30:00+05:30"));
    expect(await t.auth.db.query("select 1 from desk.exam_reminders")).toHaveLength(0);
  });
});
