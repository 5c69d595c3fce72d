import { describe, expect, it } from "vitest";
import { checkPasswordStrength, hashPassword, verifyPassword } from "./password.ts";

describe("password", () => {
  it("hashes with bcrypt cost 10 and verifies; never throws on junk hashes", async () => {
    const h = await hashPassword("correct horse");
    expect(h).toMatch(/^\$2b\$10\$/);
    expect(await verifyPassword("correct horse", h)).toBe(true);
    expect(await verifyPassword("wrong", h)).toBe(false);
    expect(await verifyPassword("x", "$2b$10$garbage")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
  });

  it("accepts the $2a$ prefix that Go's x/crypto/bcrypt (GoTrue) writes", async () => {
    const h = (await hashPassword("password")).replace(/^\$2b\$/, "$2a$");
    expect(await verifyPassword("password", h)).toBe(true);
  });

  it("applies GoTrue's strength rules and messages", () => {
    const rules = {
      minLength: 8,
      requiredCharacters: ["abcdefghijklmnopqrstuvwxyz", "0123456789"],
    };
    expect(checkPasswordStrength("abc", rules)).toEqual({
      message:
        "Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, 0123456789.",
      reasons: ["length", "characters"],
    });
    expect(checkPasswordStrength("abcdefg1", rules)).toBeUndefined();
  });
});
