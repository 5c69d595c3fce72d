import { describe, expect, it } from "vitest";
import { describeHours, utcOffsetMinutes } from "./support-hours.ts";

const winter = new Date("2026-01-15T12:00:00Z");
const summer = new Date("2026-07-15T12:00:00Z");

describe("support hours", () => {
  it("shows hours configured in India as IST only", () => {
    expect(
      describeHours(
        { days: "Monday to Friday", opens: "09:00", closes: "18:00", timeZone: "Asia/Kolkata" },
        winter,
      ),
    ).toEqual({
      local: "Monday to Friday, 9:00 am to 6:00 pm IST",
    });
  });

  it("puts the IST equivalent beside hours in another zone, daylight saving included", () => {
    const hours = {
      days: "Monday to Friday",
      opens: "09:00",
      closes: "18:00",
      timeZone: "America/New_York",
    };
    expect(describeHours(hours, winter)).toEqual({
      local: "Monday to Friday, 9:00 am to 6:00 pm EST",
      ist: "7:30 pm to 4:30 am IST",
    });
    expect(describeHours(hours, summer).ist).toBe("6:30 pm to 3:30 am IST");
  });

  it("reads UTC offsets, and rejects malformed times", () => {
    expect(utcOffsetMinutes("Asia/Kolkata", winter)).toBe(330);
    expect(utcOffsetMinutes("UTC", winter)).toBe(0);
    expect(() =>
      describeHours({ days: "Daily", opens: "9am", closes: "18:00", timeZone: "Asia/Kolkata" }),
    ).toThrow(/HH:MM/);
  });
});
