/** References people read out on the phone: SA- and characters no one mistakes for another. */
import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L, nor U (read as V). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

export function newReference(length = 4): string {
  let s = "SA-";
  for (let i = 0; i < length; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return s;
}

/** "sa 7k3q", "SA7K3Q", "7k3q" -> "SA-7K3Q"; undefined when it cannot be one. */
export function normalizeReference(input: string): string | undefined {
  let s = input.toUpperCase().replace(/[\s-]/g, "");
  if (s.startsWith("SA")) s = s.slice(2);
  if (!/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4,6}$/.test(s)) return undefined;
  return `SA-${s}`;
}
