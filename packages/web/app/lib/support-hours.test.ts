import { describe, expect, it } from "vitest";
import { catalogues } from "../i18n/catalogues.ts";
import { describeHours, hoursInIstWords, utcOffsetMinutes } from "./support-hours.ts";

const winter = new Date("2026-01-15T12:00:00Z");
const summer = new Date("2026-07-15T12:00:00Z");
const weekdays = { first: 1, last: 5 } as const;
const en = catalogues.en.contact;
const hi = catalogues.hi.contact;

describe("support hours", () => {
  it("shows hours configured in India as IST only", () => {
    expect(
      describeHours(
        { days: weekdays, opens: "09:00", closes: "18:00", timeZone: "Asia/Kolkata" },
        en,
        "en",
        winter,
      ),
    ).toEqual({
      local: "Monday to Friday, 9:00 am to 6:00 pm IST",
    });
  });

  it("puts the IST equivalent beside hours in another zone, daylight saving included", () => {
    const hours = { days: weekdays, opens: "09:00", closes: "18:00", timeZone: "America/New_York" };
    expect(describeHours(hours, en, "en", winter)).toEqual({
      local: "Monday to Friday, 9:00 am to 6:00 pm EST",
      ist: "7:30 pm to 4:30 am IST",
    });
    expect(describeHours(hours, en, "en", summer).ist).toBe("6:30 pm to 3:30 am IST");
  });

  it("says the days and times in Hindi as people say them", () => {
    expect(
      describeHours(
        { days: weekdays, opens: "09:00", closes: "18:00", timeZone: "Asia/Kolkata" },
        hi,
        "hi",
        winter,
      ),
    ).toEqual({ local: "सोमवार से शुक्रवार, सुबह 9:00 से शाम 6:00 तक (IST)" });
    expect(
      describeHours(
        { days: { first: 6, last: 6 }, opens: "13:30", closes: "23:00", timeZone: "Asia/Kolkata" },
        hi,
        "hi",
        winter,
      ).local,
    ).toBe("शनिवार, दोपहर 1:30 से रात 11:00 तक (IST)");
  });

  it("writes the times in Bengali and Marathi digits on their pages", () => {
    const hours = { days: weekdays, opens: "09:00", closes: "18:00", timeZone: "Asia/Kolkata" };
    expect(describeHours(hours, catalogues.bn.contact, "bn", winter).local).toBe(
      "সোমবার থেকে শুক্রবার, সকাল ৯:০০ থেকে সন্ধ্যা ৬:০০ পর্যন্ত (IST)",
    );
    expect(describeHours(hours, catalogues.mr.contact, "mr", winter).local).toBe(
      "सोमवार ते शुक्रवार, सकाळी ९:०० ते संध्याकाळी ६:०० (IST)",
    );
    expect(hoursInIstWords(hours, catalogues.bn.contact, "bn", winter)).toMatchObject({
      opens: "সকাল ৯:০০",
      closes: "সন্ধ্যা ৬:০০",
    });
  });

  it("names a single day, and every day of the week in a word", () => {
    const hours = (first: 1 | 7, last: 6 | 7) =>
      describeHours(
        { days: { first, last }, opens: "00:00", closes: "12:00", timeZone: "Asia/Kolkata" },
        en,
        "en",
        winter,
      ).local;
    expect(hours(7, 7)).toBe("Sunday, 12:00 am to 12:00 pm IST");
    expect(hours(1, 7)).toBe("Every day, 12:00 am to 12:00 pm IST");
  });

  it("reads UTC offsets, and rejects malformed times", () => {
    expect(utcOffsetMinutes("Asia/Kolkata", winter)).toBe(330);
    expect(utcOffsetMinutes("UTC", winter)).toBe(0);
    expect(() =>
      describeHours(
        { days: weekdays, opens: "9am", closes: "18:00", timeZone: "Asia/Kolkata" },
        en,
        "en",
      ),
    ).toThrow(/HH:MM/);
  });
});
