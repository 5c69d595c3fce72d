// @vitest-environment node
/** The forms' checks in the browser: the desk server's rules, every mistake at once, in field order. */
import { describe, expect, it } from "vitest";
import { requestBody, validateAnswer, validateRequest, validateSubscription } from "./validate.ts";

const ok = {
  kind: "message",
  name: "Asha",
  email: "asha@example.com",
  phone: "",
  message: "My son has boards next month.",
  consent: "yes",
  locale: "en",
};

describe("validateRequest", () => {
  it("passes a complete message", () => {
    expect(validateRequest(ok)).toEqual([]);
  });

  it("lists every mistake, each with its field, in the order of the form", () => {
    expect(validateRequest({ kind: "", name: " ", email: "", phone: "", consent: "" })).toEqual([
      { code: "invalid_kind", field: "kind" },
      { code: "name_required", field: "name" },
      { code: "contact_required", field: "email" },
      { code: "consent_required", field: "consent" },
    ]);
  });

  it("needs an email or a phone, and checks each as the server does", () => {
    expect(validateRequest({ ...ok, email: "", phone: "98765 43210" })).toEqual([]);
    expect(validateRequest({ ...ok, email: "", phone: "+91 (98765) 43210" })).toEqual([]);
    expect(validateRequest({ ...ok, email: "asha@", phone: "" })).toEqual([
      { code: "invalid_email", field: "email" },
    ]);
    expect(validateRequest({ ...ok, email: "a..b@example.com" })).toEqual([
      { code: "invalid_email", field: "email" },
    ]);
    expect(validateRequest({ ...ok, phone: "12345" })).toEqual([
      { code: "invalid_phone", field: "phone" },
    ]);
    expect(validateRequest({ ...ok, phone: "call me" })).toEqual([
      { code: "invalid_phone", field: "phone" },
    ]);
  });

  it("asks for a message only for the message kind, and a city for the hospital kinds", () => {
    expect(validateRequest({ ...ok, message: "" })).toEqual([
      { code: "message_required", field: "message" },
    ]);
    expect(validateRequest({ ...ok, kind: "counselling", message: "" })).toEqual([]);
    expect(validateRequest({ ...ok, kind: "appointment-companion" })).toEqual([
      { code: "city_required", field: "city" },
    ]);
    expect(validateRequest({ ...ok, kind: "night-attendant", city: "Pune" })).toEqual([]);
  });

  it("checks the dates and the class only where the kind asks for them", () => {
    const ward = { ...ok, kind: "ward-support", city: "Lucknow" };
    expect(validateRequest({ ...ward, date_from: "2026-02-30" })).toEqual([
      { code: "invalid_field", field: "date_from" },
    ]);
    expect(validateRequest({ ...ward, date_from: "2026-03-05", date_to: "2026-03-01" })).toEqual([
      { code: "invalid_field", field: "date_to" },
    ]);
    expect(validateRequest({ ...ward, date_from: "2026-03-01", date_to: "2026-03-05" })).toEqual(
      [],
    );
    // A message has no dates: whatever is in a hidden date field is not checked (nor sent).
    expect(validateRequest({ ...ok, date_from: "nonsense" })).toEqual([]);
    expect(validateRequest({ ...ok, kind: "guidance", student_class: "13" })).toEqual([
      { code: "invalid_field", field: "student_class" },
    ]);
    expect(validateRequest({ ...ok, kind: "guidance", student_class: "12-passed" })).toEqual([]);
  });

  it("counts characters, not bytes, against the server's limits", () => {
    expect(validateRequest({ ...ok, name: "आ".repeat(100) })).toEqual([]);
    expect(validateRequest({ ...ok, name: "a".repeat(101) })).toEqual([
      { code: "too_long", field: "name" },
    ]);
    expect(validateRequest({ ...ok, message: "m".repeat(4001) })).toEqual([
      { code: "too_long", field: "message" },
    ]);
  });
});

describe("requestBody", () => {
  it("sends trimmed values, consent as true, and only the details the kind asks for", () => {
    expect(
      requestBody({
        ...ok,
        kind: "counselling",
        name: "  Asha ",
        city: "Pune",
        hospital: "KEM",
        student_class: "10",
        date_from: "2026-03-01",
        website: "",
      }),
    ).toEqual({
      kind: "counselling",
      name: "Asha",
      email: "asha@example.com",
      message: "My son has boards next month.",
      consent: true,
      locale: "en",
      hospital: "KEM",
      student_class: "10",
    });
  });

  it("keeps a filled spam check, so the server refuses it", () => {
    expect(requestBody({ ...ok, website: "http://spam" }).website).toBe("http://spam");
  });
});

describe("validateSubscription and validateAnswer", () => {
  it("needs an address and the tick", () => {
    expect(validateSubscription({ email: "asha@example.com", consent: "yes" })).toEqual([]);
    expect(validateSubscription({ email: "", consent: "" })).toEqual([
      { code: "invalid_email", field: "email" },
      { code: "consent_required", field: "consent" },
    ]);
  });

  it("needs 1 to 4,000 characters in an answer", () => {
    expect(validateAnswer("  ")).toEqual([{ code: "message_required", field: "body" }]);
    expect(validateAnswer("Thank you")).toEqual([]);
    expect(validateAnswer("x".repeat(4001))).toEqual([{ code: "too_long", field: "body" }]);
  });
});

describe("email addresses (issue 31, item 6: the servers' own check)", () => {
  it("takes mailboxes and refuses anything that could add a recipient or a link", () => {
    for (const email of ["asha@example.com", "a.rao+desk@mail.example.co.in", "o'brien@x.example"])
      expect(validateSubscription({ email, consent: "yes" }), email).toEqual([]);
    for (const email of [
      "odd@example.com?cc=attacker%40evil.example&body=pay%20here",
      "odd@exa%6dple.com",
      "a@localhost",
      "a@[127.0.0.1]",
      "a..b@example.com",
    ])
      expect(validateSubscription({ email, consent: "yes" }), email).toEqual([
        { code: "invalid_email", field: "email" },
      ]);
  });
});
