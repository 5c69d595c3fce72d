/**
 * Every mail a person gets, in every language: each language's table (mail-words/) covers every
 * mail, Bengali and Marathi write their words in their own script and their numbers in prose in
 * their own digits, and the reference, links and phone numbers stay as they are.
 */
import { describe, expect, it } from "vitest";
import { feedbackPathLocale, LOCALES, type Locale } from "../contract.ts";
import type { DeskConfig, ReminderExam } from "../config.ts";
import type { RequestRow } from "../storage/requests.ts";
import { openDaysInWords } from "./hours.ts";
import {
  acknowledgementMail,
  closedMail,
  confirmSubscriptionMail,
  digestMail,
  reminderMail,
  staffReplyMail,
} from "./mail-text.ts";
import { pageOf } from "./page-views.ts";
import { localeOf } from "./validate.ts";
import { DeskError, ERRORS, kindNames } from "./words.ts";

const cfg = {
  siteUrl: "https://saathi.test",
  siteName: "Saathi",
  teamName: "Saathi support team",
  operatorInbox: "operator@saathi.test",
  retentionMonths: 12,
  replyWithinHours: 2,
  hours: {
    days: "Monday to Friday",
    opens: "09:00",
    closes: "18:00",
    timeZone: "Asia/Kolkata",
    openDays: [1, 2, 3, 4, 5],
  },
  urgentLines: {
    en: ["112: Emergency"],
    hi: ["112: इमरजेंसी"],
    bn: ["112: জরুরি পরিষেবা"],
    mr: ["112: आपत्कालीन सेवा"],
  },
  daysInWords: Object.fromEntries(LOCALES.map((l) => [l, openDaysInWords([1, 2, 3, 4, 5], l)])),
  limits: { requestsPerIp: 0, requestsPerAddress: 0, repliesPerRequest: 20, subscriptionsPerIp: 0 },
  trustProxy: false,
} as DeskConfig;

const NOW = new Date("2026-03-03T10:00:00+05:30");
const row = (language: Locale, possibleRisk = false) =>
  ({
    id: "00000000-0000-4000-8000-000000000001",
    reference: "SA-7K3M",
    kind: "counselling",
    name: "Asha",
    email: "asha@example.com",
    phone: null,
    language,
    reply_due_at: new Date("2026-03-03T12:00:00+05:30"),
    possible_risk: possibleRisk,
    details: {},
  }) as unknown as RequestRow;
const exam: ReminderExam = {
  id: "nda-1-2027",
  start: "2027-04-11",
  name: { en: "NDA 2027", hi: "NDA 2027", bn: "NDA 2027", mr: "NDA 2027" },
  when: { en: "11 April 2027", hi: "11 अप्रैल 2027", bn: "১১ এপ্রিল, ২০২৭", mr: "११ एप्रिल, २०२७" },
  site: "https://upsc.gov.in/",
  path: "/exam-calendar#nda-1-2027",
};

/** Every mail of a language, as one person might get them. */
function mailsIn(locale: Locale) {
  return {
    acknowledgement: acknowledgementMail(cfg, row(locale), "tok", NOW),
    risk: acknowledgementMail(cfg, row(locale, true), "tok", NOW),
    reply: staffReplyMail(cfg, row(locale), "tok", "Meera", "We can call you at 11."),
    confirm: confirmSubscriptionMail(cfg, "a@b.co", locale, "ctok", "utok"),
    digest: digestMail(cfg, "a@b.co", locale, [{ title: "T", path: "/t", reviewed: "" }], "utok"),
    reminder: reminderMail(cfg, "a@b.co", locale, exam, 12),
    tomorrow: reminderMail(cfg, "a@b.co", locale, exam, 1),
    closed: closedMail(cfg, row(locale), "tok"),
  };
}

/** The words of a mail with what it carries as it is (links, addresses, names, an exam's name) taken out. */
const wordsOf = (text: string) =>
  text
    .replace(
      /https?:\/\/\S+|\S+@\S+|SA-7K3M|Saathi support team|Saathi|Asha|Meera|NDA 2027|IST/g,
      " ",
    )
    .replace(/We can call you at 11\./g, " ");

describe.each([
  ["bn", /[\u0980-\u09ff]/, /[\u0966-\u096f]/, /[০-৯]/, "১২"],
  ["mr", /[\u0900-\u097f]/, /[\u0980-\u09ff]/, /[०-९]/, "१२"],
] as const)("the desk's mails in %s", (locale, script, otherScript, digits, twelve) => {
  const mails = mailsIn(locale);

  it.each(Object.keys(mails) as (keyof typeof mails)[])(
    "%s: its own script, its own digits, no English",
    (name) => {
      const mail = mails[name];
      expect(mail.subject).toMatch(script);
      expect(mail.text).toMatch(script);
      const words = wordsOf(`${mail.subject}\n${mail.text}`);
      expect(words, name).not.toMatch(otherScript);
      // No English sentence left behind, and no Western digit in the prose (112 is a number dialled).
      expect(words.replace(/\b112\b/g, " ").match(/[A-Za-z]{3,}|[0-9]/g), name).toBeNull();
    },
  );

  it("keeps the reference, the links and the phone numbers as they are", () => {
    expect(mails.acknowledgement.text).toContain("SA-7K3M");
    expect(mails.acknowledgement.text).toContain(
      `https://saathi.test/${locale}/request/view?t=tok`,
    );
    expect(mails.acknowledgement.text).toContain("112: ");
    expect(mails.closed.text).toContain(
      `https://saathi.test/${locale}/request/view?t=tok&helped=ask#helped`,
    );
    expect(mails.confirm.text).toContain(`https://saathi.test/${locale}/subscribe/confirm?t=ctok`);
    expect(mails.reminder.text).toContain(`https://saathi.test/${locale}/exam-calendar#nda-1-2027`);
    expect(mails.reminder.text).toContain(twelve);
    expect(mails.acknowledgement.text).toMatch(digits);
    expect(mails.reply.text).toContain("We can call you at 11.");
  });

  it("puts the urgent lines first when the request speaks of a danger now", () => {
    const lines = mails.risk.text.split("\n");
    expect(lines.indexOf(cfg.urgentLines[locale][0]!)).toBeLessThan(4);
    expect(
      mails.acknowledgement.text.split("\n").indexOf(cfg.urgentLines[locale][0]!),
    ).toBeGreaterThan(10);
  });
});

describe("every language's words", () => {
  it("has a kind name and every error in each language", () => {
    for (const locale of LOCALES) {
      expect(Object.values(kindNames[locale]).every(Boolean), locale).toBe(true);
      for (const code of Object.keys(ERRORS) as (keyof typeof ERRORS)[])
        expect(new DeskError(code).messageIn(locale), `${locale} ${code}`).toMatch(/\S/);
    }
    expect(new DeskError("invalid_phone").messageIn("bn")).toContain("১০");
    expect(new DeskError("invalid_phone").messageIn("mr")).toContain("१०");
    expect(new DeskError("not_found").messageIn("en")).toBe(ERRORS.not_found[1]);
    expect(new DeskError("not_found").messageIn("hi")).toBe(ERRORS.not_found[2]);
  });

  it("says the open days in each language", () => {
    expect(openDaysInWords([1, 2, 3, 4, 5], "bn")).toBe("সোমবার থেকে শুক্রবার");
    expect(openDaysInWords([1, 3, 6], "bn")).toBe("সোমবার, বুধবার ও শনিবার");
    expect(openDaysInWords([1, 2, 3, 4, 5], "mr")).toBe("सोमवार ते शुक्रवार");
    expect(openDaysInWords([2, 6], "mr")).toBe("मंगळवार आणि शनिवार");
  });

  it("reads a page's language from its path, and the form's locale", () => {
    expect(feedbackPathLocale("/bn")).toBe("bn");
    expect(feedbackPathLocale("/mr/exam-calendar")).toBe("mr");
    expect(feedbackPathLocale("/hi/study-tips")).toBe("hi");
    expect(feedbackPathLocale("/bnx")).toBe("en");
    expect(pageOf("/mr/study-tips")).toBe("/study-tips");
    expect(pageOf("/bn")).toBe("/");
    expect(pageOf("/bnx")).toBe("/bnx");
    expect(localeOf({ locale: "mr" })).toBe("mr");
    expect(localeOf({ locale: "xx" }, "bn")).toBe("bn");
  });
});
