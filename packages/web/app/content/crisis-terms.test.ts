import { describe, expect, it } from "vitest";
import { crisisTerms, isCrisisQuery, matchWords } from "./crisis-terms.ts";

describe("crisis search terms", () => {
  it.each([
    // English, as people type it
    "suicide",
    "Suicidal thoughts",
    "self harm",
    "self-harm",
    "SELFHARM",
    "self harming",
    "I want to kill myself",
    "kill my self",
    "end my life",
    "want to die",
    "i dont want to live anymore",
    "I don't want to live",
    "overdose",
    "took an over-dose",
    "abuse at home",
    "abusive husband",
    "domestic violence",
    "panic attack",
    "panicking before exam",
    "depression",
    "feeling depressed",
    "anxiety",
    "anxious all the time",
    "exam stress",
    // misspellings
    "sucide",
    "suiside",
    "depresion",
    "anxity",
    "kil myself",
    "selfharm",
    "slef harm",
    // Hindi (Devanagari), with and without nukta, with chandrabindu or anusvara
    "आत्महत्या",
    "आत्म हत्या के विचार",
    "खुदकुशी",
    "ख़ुदकुशी",
    "मैं मरना चाहता हूँ",
    "मरना चाहती हूं",
    "अब जीना नहीं चाहता",
    "डिप्रेशन",
    "अवसाद",
    "घबराहट",
    "चिंता",
    "परीक्षा का तनाव",
    "नशा",
    "ओवरडोज़",
    "घर में मारपीट",
    "शोषण",
    // Hinglish
    "khudkushi",
    "khud kushi",
    "aatmhatya",
    "Aatm-hatya",
    "marna chahta hu",
    "jeena nahi hai",
    "tanav",
    "ghabrahat",
    "bahut chinta",
  ])("fires on %j", (query) => {
    expect(isCrisisQuery(query)).toBe(true);
  });

  it.each([
    "",
    "diet",
    "studied",
    "die casting",
    "study tips",
    "father admitted icu",
    "dropper year",
    "ICU visiting hours",
    "harmony",
    "self study",
    "cut off marks",
    "a bus stop",
    "an xylophone",
    "panicle",
    "overdue fees",
    "therapist near me",
    "Pomodoro",
    "NEET seats",
    "marks",
    "jeena",
    "चिंतन",
    "मरम्मत",
    "पढ़ाई के तरीके",
    "stream selection",
  ])("stays quiet on %j", (query) => {
    expect(isCrisisQuery(query)).toBe(false);
  });

  it("reads case, punctuation, accents, nuktas and joiners away", () => {
    expect(matchWords("  Self-HARM!! ")).toEqual(["self", "harm"]);
    expect(matchWords("ख़ुदकुशी")).toEqual(matchWords("खुदकुशी"));
    expect(matchWords("हूँ")).toEqual(matchWords("हूं"));
    expect(matchWords("anxiété")).toEqual(["anxiete"]);
    expect(matchWords("don’t")).toEqual(["dont"]);
  });

  it("covers every kind of crisis the design names, in all three scripts", () => {
    const all = Object.values(crisisTerms).flat();
    for (const group of Object.values(crisisTerms)) expect(group.length).toBeGreaterThan(3);
    expect(all.some((term) => /[\u0900-\u097f]/.test(term))).toBe(true);
    // Every listed term matches itself, so none is unreachable after normalising.
    for (const term of all) expect(isCrisisQuery(term.replace(/\*$/, "")), term).toBe(true);
  });
});
