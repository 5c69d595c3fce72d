import { describe, expect, it } from "vitest";
import { errors } from "../../../auth-server/src/errors.ts";
import { GENERIC_FAILURE, OFFLINE_FAILURE, plainMessage, plainMessages } from "./plain-messages.ts";

const serverCodes = Object.keys(errors) as (keyof typeof errors)[];

describe("plainMessage", () => {
  it("has a sentence of its own for every error code the auth server can answer with", () => {
    const missing = serverCodes.filter((code) => !(code in plainMessages));
    expect(missing).toEqual([]);
  });

  it.each(serverCodes)("%s: never the server's own words, and a whole sentence", (code) => {
    const { message } = errors[code];
    const sentence = plainMessage({ code, message });
    expect(sentence).not.toBe(GENERIC_FAILURE);
    expect(sentence.toLowerCase()).not.toContain(message.toLowerCase());
    expect(sentence).toMatch(/^[A-Z].*[.?!]$/);
  });

  it("says what to do about the failures people meet most", () => {
    expect(
      plainMessage({ code: "invalid_credentials", message: "Invalid login credentials" }),
    ).toBe(
      "That email and password don't match an account. Check both and try again, or choose Forgot password? to set a new password.",
    );
    expect(
      plainMessage({ code: "otp_expired", message: "Token has expired or is invalid" }),
    ).toContain("work once, for 24 hours");
  });

  it("keeps the figures the server names: the password's length, the wait before another email", () => {
    expect(
      plainMessage({
        code: "weak_password",
        message: "Password should be at least 8 characters.",
      }),
    ).toContain("at least 8 characters");
    expect(
      plainMessage({
        code: "over_email_send_rate_limit",
        message: "For security purposes, you can only request this after 42 seconds.",
      }),
    ).toContain("wait 42 seconds");
  });

  it("falls back to a calm generic sentence for a code it does not know, never the raw text", () => {
    expect(plainMessage({ code: "something_new", message: "Internal thing happened" })).toBe(
      GENERIC_FAILURE,
    );
    expect(plainMessage({ message: "weird" })).toBe(GENERIC_FAILURE);
    expect(plainMessage(null)).toBe(GENERIC_FAILURE);
  });

  it("tells a network failure apart", () => {
    expect(
      plainMessage({ name: "AuthRetryableFetchError", message: "Failed to fetch", status: 0 }),
    ).toBe(OFFLINE_FAILURE);
  });
});
