// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stateChoiceLocation } from "./state-choice.ts";

describe("stateChoiceLocation (Your state without JavaScript)", () => {
  it("leads the plain form's answer to the state's page, in the form's language", () => {
    expect(stateChoiceLocation("/state", new URLSearchParams("state=kerala"))).toBe(
      "/state/kerala",
    );
    expect(stateChoiceLocation("/hi/state", new URLSearchParams("state=tamil-nadu"))).toBe(
      "/hi/state/tamil-nadu",
    );
  });

  it("shows the list itself for no choice, an unknown one, or another page", () => {
    expect(stateChoiceLocation("/state", new URLSearchParams(""))).toBeUndefined();
    expect(stateChoiceLocation("/state", new URLSearchParams("state=atlantis"))).toBeUndefined();
    expect(
      stateChoiceLocation("/state", new URLSearchParams("state=//evil.example")),
    ).toBeUndefined();
    expect(stateChoiceLocation("/about", new URLSearchParams("state=kerala"))).toBeUndefined();
  });
});
