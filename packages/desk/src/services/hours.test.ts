import { describe, expect, it } from "vitest";
import { addSupportTime, formatIst, isOpen, nextOpening, replyDue } from "./hours.ts";
import { readHolidays } from "../config.ts";
import { nextIst } from "./jobs.ts";
import { normalizeReference, newReference, REFERENCE_ALPHABET } from "./reference.ts";
import { cleanLine, cleanText, headerSafe, quote } from "./text.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./tokens.ts";

const hours = {
  days: "Monday to Friday",
  opens: "09:00",
  closes: "18:00",
  timeZone: "Asia/Kolkata",
  openDays: [1, 2, 3, 4, 5],
};
const ist = (s: string) => new Date(`${s}+05:30`);

describe("support hours", () => {
  it("opens on weekdays 09:00-18:00 IST", () => {
    expect(isOpen(ist("2026-03-03T10:00:00"), hours)).toBe(true); // Tuesday
    expect(isOpen(ist("2026-03-03T18:00:00"), hours)).toBe(false);
    expect(isOpen(ist("2026-03-07T10:00:00"), hours)).toBe(false); // Saturday
  });
  it("promises a reply 2 open hours later, carried over nights and weekends", () => {
    expect(replyDue(ist("2026-03-03T10:00:00"), hours, 2)).toEqual(ist("2026-03-03T12:00:00"));
    expect(replyDue(ist("2026-03-03T17:30:00"), hours, 2)).toEqual(ist("2026-03-04T10:30:00"));
    expect(replyDue(ist("2026-03-06T20:00:00"), hours, 2)).toEqual(ist("2026-03-09T11:00:00")); // Friday night -> Monday
    expect(nextOpening(ist("2026-03-07T12:00:00"), hours)).toEqual(ist("2026-03-09T09:00:00"));
    expect(addSupportTime(ist("2026-03-03T07:00:00"), 0, hours)).toEqual(
      ist("2026-03-03T09:00:00"),
    );
  });
  it("is closed on its holidays, yearly (MM-DD) or once (YYYY-MM-DD), and carries the promise past them", () => {
    const withHolidays = { ...hours, holidays: ["08-15", "2026-03-04"] };
    // Saturday 15 August 2026 is no open day anyway; Thursday 15 August 2030 is one.
    expect(isOpen(ist("2030-08-15T10:00:00"), withHolidays)).toBe(false);
    expect(isOpen(ist("2030-08-15T10:00:00"), hours)).toBe(true);
    expect(isOpen(ist("2030-08-16T10:00:00"), withHolidays)).toBe(true);
    // Wednesday 4 March 2026, only that year: a request on Tuesday evening is answered on Thursday.
    expect(replyDue(ist("2026-03-03T17:30:00"), withHolidays, 2)).toEqual(
      ist("2026-03-05T10:30:00"),
    );
    expect(isOpen(ist("2027-03-04T10:00:00"), withHolidays)).toBe(true);
    expect(nextOpening(ist("2026-03-04T08:00:00"), withHolidays)).toEqual(
      ist("2026-03-05T09:00:00"),
    );
  });
  it("reads DESK_HOLIDAYS: days as MM-DD or YYYY-MM-DD, none, or a clear error", () => {
    expect(readHolidays(undefined)).toBeUndefined();
    expect(readHolidays(" 01-26, 08-15 ,2026-11-08")).toEqual(["01-26", "08-15", "2026-11-08"]);
    expect(readHolidays("none")).toEqual([]);
    expect(() => readHolidays("15-08")).toThrow(/DESK_HOLIDAYS .* got "15-08"/);
    expect(() => readHolidays("08-15,")).toThrow(/DESK_HOLIDAYS/);
  });
  it("works in another zone, and says the time in IST with Western digits", () => {
    const london = { ...hours, timeZone: "Europe/London" };
    // 09:00 in London in March (GMT) is 14:30 IST.
    expect(nextOpening(ist("2026-03-03T12:00:00"), london)).toEqual(ist("2026-03-03T14:30:00"));
    expect(formatIst(ist("2026-03-03T12:00:00"), "en")).toBe("Tuesday 3 March, 12:00 pm IST");
    const hi = formatIst(ist("2026-03-03T11:30:00"), "hi");
    expect(hi).toContain("11:30");
    expect(hi).toContain("मंगलवार");
    expect(hi).not.toMatch(/[०-९]/);
  });
  it("finds the next weekly and daily occurrence in IST", () => {
    expect(nextIst(ist("2026-03-03T10:00:00"), 9, 1)).toEqual(ist("2026-03-09T09:00:00"));
    expect(nextIst(ist("2026-03-09T08:59:00"), 9, 1)).toEqual(ist("2026-03-09T09:00:00"));
    expect(nextIst(ist("2026-03-03T10:00:00"), 3)).toEqual(ist("2026-03-04T03:00:00"));
  });
});

describe("references, tokens, text", () => {
  it("makes references from the unambiguous alphabet and reads them back", () => {
    for (let i = 0; i < 200; i++)
      expect(newReference()).toMatch(/^SA-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(normalizeReference(" sa 7k3q ")).toBe("SA-7K3Q");
    expect(normalizeReference("SA-0O1I")).toBeUndefined();
  });
  it("unsubscribe tokens name their subscription and cannot be forged", () => {
    const id = "6f1c1d3e-2a4b-4c5d-8e9f-0a1b2c3d4e5f";
    const token = unsubscribeToken("secret", id);
    expect(readUnsubscribeToken("secret", token)).toBe(id);
    expect(readUnsubscribeToken("other", token)).toBeUndefined();
    expect(readUnsubscribeToken("secret", `${id}.${"A".repeat(43)}`)).toBeUndefined();
  });
  it("cleans what people type for plain-text mail and headers", () => {
    expect(cleanLine("Asha\r\nBcc: x@evil.example")).toBe("Asha Bcc: x@evil.example");
    expect(headerSafe("SA-1\r\nBcc: x")).toBe("SA-1Bcc: x");
    expect(cleanText("a\u202eb\u0000c\r\nd")).toBe("abc\nd");
    expect(quote("one\ntwo")).toBe("> one\n> two");
  });
});
