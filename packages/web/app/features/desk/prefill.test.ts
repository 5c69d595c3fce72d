// @vitest-environment node
/** What a desk page's address says: read, and anything malformed ignored. */
import { describe, expect, it } from "vitest";
import { accountPrefill, readDeskQuery } from "./prefill.ts";

const TOKEN = "A".repeat(20) + "b_-".repeat(7) + "xy";

describe("readDeskQuery", () => {
  it("reads a service button's kind and page, and Live chat", () => {
    expect(
      readDeskQuery("?kind=appointment-companion&source=/medical-appointment-assistance"),
    ).toEqual({
      kind: "appointment-companion",
      source: "/medical-appointment-assistance",
      chat: false,
      sent: false,
    });
    expect(readDeskQuery("?kind=message&chat=1&source=%2F")).toMatchObject({
      kind: "message",
      chat: true,
      source: "/",
    });
  });

  it("reads a refusal the server sent the form back with", () => {
    expect(readDeskQuery("?kind=message&refused=invalid_email&field=email").error).toEqual({
      code: "invalid_email",
      field: "email",
    });
    expect(readDeskQuery("?refused=rate_limited_ip").error).toEqual({ code: "rate_limited_ip" });
  });

  it("reads the thank-you page's reference and token", () => {
    expect(readDeskQuery(`?ref=SA-7K3Q&t=${TOKEN}`)).toMatchObject({
      reference: "SA-7K3Q",
      token: TOKEN,
    });
    const unsubscribe = `${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}.${TOKEN}`;
    expect(readDeskQuery(`?t=${unsubscribe}`).token).toBe(unsubscribe);
  });

  it("ignores what is malformed", () => {
    expect(
      readDeskQuery(
        "?kind=pizza&source=//evil.example&refused=<script>&field=email&ref=SA-0000&t=short",
      ),
    ).toEqual({ chat: false, sent: false });
    expect(readDeskQuery("?refused=invalid_email&field=a%20b").error).toEqual({
      code: "invalid_email",
    });
  });
});

describe("accountPrefill", () => {
  it("gives a signed-in person's display name and address", () => {
    expect(
      accountPrefill({ email: "asha@example.com", user_metadata: { display_name: " Asha " } }),
    ).toEqual({ name: "Asha", email: "asha@example.com" });
    expect(accountPrefill({ email: "asha@example.com", user_metadata: {} })).toEqual({
      email: "asha@example.com",
    });
    expect(accountPrefill(null)).toEqual({});
  });
});
