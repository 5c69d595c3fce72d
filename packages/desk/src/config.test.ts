import { describe, expect, it } from "vitest";
import { CLOSE_INACTIVE_MONTHS, deskEnvOverrides } from "./config.ts";

describe("the desk's settings from the environment", () => {
  it("closes inactive open requests after DESK_CLOSE_INACTIVE_MONTHS, at least 1, else the config's", () => {
    expect(CLOSE_INACTIVE_MONTHS).toBe(6);
    expect(deskEnvOverrides({}).closeInactiveMonths).toBeUndefined();
    expect(
      deskEnvOverrides({ DESK_CLOSE_INACTIVE_MONTHS: " " }).closeInactiveMonths,
    ).toBeUndefined();
    expect(deskEnvOverrides({ DESK_CLOSE_INACTIVE_MONTHS: "3" }).closeInactiveMonths).toBe(3);
    expect(() => deskEnvOverrides({ DESK_CLOSE_INACTIVE_MONTHS: "0" })).toThrow(/at least 1/);
    expect(() => deskEnvOverrides({ DESK_CLOSE_INACTIVE_MONTHS: "soon" })).toThrow(/whole number/);
  });

  it("mails a flagged request to DESK_ONCALL_EMAIL, an email address, else to no one more", () => {
    expect(deskEnvOverrides({}).onCallInbox).toBeUndefined();
    expect(deskEnvOverrides({ DESK_ONCALL_EMAIL: " " }).onCallInbox).toBeUndefined();
    expect(deskEnvOverrides({ DESK_ONCALL_EMAIL: " oncall@saathi.example " }).onCallInbox).toBe(
      "oncall@saathi.example",
    );
    for (const bad of ["oncall", "on call@saathi.example", "a@b", "x@saathi.example\nBcc: y@z.io"])
      expect(() => deskEnvOverrides({ DESK_ONCALL_EMAIL: bad })).toThrow(/DESK_ONCALL_EMAIL/);
  });
});
