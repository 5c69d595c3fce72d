import { describe, expect, it } from "vitest";
import { correctQuery, editDistance } from "./site-search.ts";

const vocabulary = ["pomodoro", "tele-manas", "visiting", "neet", "stream", "streams", "uhid"];

describe("typo correction for site search", () => {
  it("measures edits, a swap of neighbours counting as one", () => {
    expect(editDistance("pomodoro", "pomodoro", 2)).toBe(0);
    expect(editDistance("pomodorro", "pomodoro", 2)).toBe(1);
    expect(editDistance("pomdooro", "pomodoro", 2)).toBe(1);
    expect(editDistance("abcdefgh", "pomodoro", 2)).toBe(3);
  });

  it("replaces words the site never uses with the closest one it does", () => {
    expect(correctQuery("Pomodorro", vocabulary)).toBe("pomodoro");
    expect(correctQuery("telemanas", vocabulary)).toBe("tele-manas");
    expect(correctQuery("ICU visitng", vocabulary)).toBe("ICU visiting");
  });

  it("leaves known words, short words and words still being typed alone", () => {
    expect(correctQuery("NEET", vocabulary)).toBeUndefined();
    expect(correctQuery("str", vocabulary)).toBeUndefined();
    expect(correctQuery("strea", vocabulary)).toBeUndefined();
  });

  it("gives up when nothing is close", () => {
    expect(correctQuery("xyzzyq", vocabulary)).toBeUndefined();
  });
});
