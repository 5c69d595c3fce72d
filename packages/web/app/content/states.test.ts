// @vitest-environment node
/** Issue 35: the state data, and what its pages show of it. */
import { describe, expect, it } from "vitest";
import { findPage } from "./index.ts";
import { resolvePage } from "./resolve.ts";
import { stateFacts, states, stateSlugs, uncheckedTopics } from "./states.ts";

describe("states", () => {
  it("lists India's 28 states and 8 union territories, each with a slug and a name in English and Hindi", () => {
    expect(states).toHaveLength(36);
    expect(new Set(states.map((s) => s.slug)).size).toBe(36);
    expect(states.filter((s) => s.kind === "state")).toHaveLength(28);
    expect(states.filter((s) => s.kind === "union-territory")).toHaveLength(8);
    for (const s of states) {
      expect(s.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(s.name.en.length).toBeGreaterThan(2);
      expect(s.name.hi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("every fact has an https source, a checked date, and its words in both languages", () => {
    for (const f of stateFacts) {
      expect(f.source.url, f.id).toMatch(/^https:\/\//);
      expect(f.source.title.length, f.id).toBeGreaterThan(10);
      expect(f.checked, f.id).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(f.about.en.length, f.id).toBeGreaterThan(10);
      expect(f.about.hi, f.id).toMatch(/[\u0900-\u097F]/);
      expect(f.hi.value.replace(/\D/g, ""), f.id).toBe(f.value.replace(/\D/g, ""));
      if (f.site) expect(f.site, f.id).toMatch(/^https:\/\//);
    }
  });

  it("gives every state 112, 1098 and Tele-MANAS; 181 everywhere but West Bengal", () => {
    for (const s of states) {
      const values = s.facts.map((f) => f.value);
      expect(values, s.slug).toEqual(expect.arrayContaining(["112", "1098", "14416"]));
      expect(values.includes("181"), s.slug).toBe(s.slug !== "west-bengal");
    }
  });

  it("has checked a health scheme, a board or an entrance test for the states the issue names, and Delhi's ambulance line", () => {
    for (const slug of [
      "maharashtra",
      "tamil-nadu",
      "west-bengal",
      "telangana",
      "kerala",
      "karnataka",
      "uttar-pradesh",
      "bihar",
      "madhya-pradesh",
      "rajasthan",
      "gujarat",
      "andhra-pradesh",
      "odisha",
      "jharkhand",
      "assam",
      "punjab",
      "chhattisgarh",
      "haryana",
      "jammu-and-kashmir",
      "uttarakhand",
      "himachal-pradesh",
      "goa",
      "meghalaya",
      "arunachal-pradesh",
      "mizoram",
      "nagaland",
      "manipur",
      "tripura",
    ] as const) {
      const entry = states.find((s) => s.slug === slug)!;
      expect(
        entry.facts.some((f) => f.topic !== "line"),
        slug,
      ).toBe(true);
    }
    const delhi = states.find((s) => s.slug === "delhi")!;
    expect(delhi.facts.map((f) => f.value)).toContain("102");
  });

  it("each state page, in English and Hindi, shows its facts with their sources and says what is not yet checked", () => {
    for (const slug of stateSlugs) {
      for (const prefix of ["", "/hi"]) {
        const page = findPage(`${prefix}/state/${slug}`);
        expect(page, `${prefix}/state/${slug}`).toBeDefined();
        const resolved = resolvePage(page!, prefix ? "hi" : "en");
        const urls = resolved.sources.map((s) => s.source.url);
        expect(urls).toContain("https://www.childlineindia.org/a/about/childline-india");
        expect(urls).toContain("https://telemanas.mohfw.gov.in/");
        const entry = states.find((s) => s.slug === slug)!;
        const callout = resolved.sections.find((s) => s.kind === "callout");
        expect(Boolean(callout), slug).toBe(uncheckedTopics(entry).length > 0);
        if (prefix) expect(page!.translation?.status).toBe("unreviewed");
      }
    }
    expect(findPage("/state")?.title).toBe("Your state");
    expect(findPage("/hi/state")?.title).toBe("आपका राज्य");
  });
});
