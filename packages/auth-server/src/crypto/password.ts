/** Password hashing (bcrypt, GoTrue-compatible `$2b$10$…`) and GoTrue's strength rules. Pure. */
import { hash, verify } from "@node-rs/bcrypt";

export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: BCRYPT_COST });
}

/** False for a wrong password and for a stored hash bcrypt cannot read (never throws). */
export async function verifyPassword(password: string, encoded: string | null | undefined): Promise<boolean> {
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

export type WeakPassword = { message: string; reasons: ("length" | "characters")[] };

/** GoTrue `checkPasswordStrength`: returns undefined when the password is acceptable. */
export function checkPasswordStrength(
  password: string,
  rules: { minLength: number; requiredCharacters: readonly string[] },
): WeakPassword | undefined {
  const messages: string[] = [];
  const reasons: WeakPassword["reasons"] = [];
  // Lengths in UTF-8 bytes, like Go's len() in GoTrue (and bcrypt, which reads 72 bytes at most).
  if (Buffer.byteLength(password) < rules.minLength) {
    messages.push(`Password should be at least ${rules.minLength} characters.`);
    reasons.push("length");
  }
  const missing = rules.requiredCharacters.filter((set) => ![...password].some((ch) => set.includes(ch)));
  if (missing.length > 0) {
    messages.push(`Password should contain at least one character of each: ${rules.requiredCharacters.join(", ")}.`);
    reasons.push("characters");
  }
  return reasons.length ? { message: messages.join(" "), reasons } : undefined;
}
