/** Issue 31, item 6: the shared email check takes RFC 5321 mailboxes with a host name, nothing else. */
import { describe, expect, it } from "vitest";
import { isMailbox } from "./email-address.ts";

describe("isMailbox", () => {
  it.each([
    "asha@example.com",
    "Asha.Rao@Example.co.in",
    "a+tag@example.org",
    "o'brien@mail.example.com",
    "first.last-name_1@sub-domain.example.in",
    "x@xn--h2brj9c.xn--h2brj9c",
    `${"a".repeat(64)}@example.com`,
    "a!#$%&'*+/=?^_`{|}~-b@example.com",
  ])("takes %s", (email) => {
    expect(isMailbox(email)).toBe(true);
  });

  it.each([
    "odd@example.com?cc=attacker%40evil.example&body=pay%20here",
    "odd@example.com&cc=x@evil.example",
    "odd@exa%6dple.com",
    "odd@example.com=",
    "a@b",
    "a@localhost",
    "a@example.123",
    "a@1.2.3.4",
    "a@[127.0.0.1]",
    "a@-example.com",
    "a@example-.com",
    "a@example..com",
    "a@.example.com",
    "a@example.com.",
    ".a@example.com",
    "a.@example.com",
    "a..b@example.com",
    '"a b"@example.com',
    "a b@example.com",
    "a@b@example.com",
    "a@exam_ple.com",
    "x@y.z\r\nBcc: q@r.s",
    "a(comment)@example.com",
    "<a@example.com>",
    "आशा@example.com",
    "a@उदाहरण.भारत",
    `${"a".repeat(65)}@example.com`,
    `a@${"b".repeat(64)}.com`,
    `a@${"b.".repeat(125)}com`,
    "",
    "@example.com",
  ])("refuses %j", (email) => {
    expect(isMailbox(email)).toBe(false);
  });
});
