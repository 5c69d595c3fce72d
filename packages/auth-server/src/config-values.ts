/**
 * How one environment variable is read: booleans, bounded integers, Go durations, lists, URLs and the
 * JWT signing keys (a JSON array of JWKs). An empty variable (KEY=) means unset.
 */
import { z } from "zod";

/** An empty variable (KEY=) means "unset", as in a copied .env.example. */
export const blankIsUnset = (v: unknown) =>
  typeof v === "string" && v.trim() === "" ? undefined : v;

export const bool = (def: boolean) =>
  z.preprocess(
    blankIsUnset,
    z
      .enum(["true", "false", "1", "0", "yes", "no", "TRUE", "FALSE", "True", "False"], {
        error: "must be true or false",
      })
      .optional()
      .transform((v) => (v === undefined ? def : ["true", "1", "yes", "TRUE", "True"].includes(v))),
  );

export const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return def;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `must be an integer between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** Seconds, as a number ("60") or a Go duration ("60s", "1m", "1h30m"), as GoTrue accepts. */
export const duration = (defSeconds: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return defSeconds;
      if (/^\d+(\.\d+)?$/.test(v)) return Number(v);
      const re = /(\d+(?:\.\d+)?)(h|ms|m|s)/gy;
      let total = 0;
      let m: RegExpExecArray | null;
      let consumed = 0;
      while ((m = re.exec(v))) {
        const n = Number(m[1]);
        total += m[2] === "h" ? n * 3600 : m[2] === "m" ? n * 60 : m[2] === "s" ? n : n / 1000;
        consumed = re.lastIndex;
      }
      if (consumed !== v.length) {
        ctx.addIssue({
          code: "custom",
          message: 'must be seconds ("60") or a duration ("60s", "1m")',
        });
        return z.NEVER;
      }
      return total;
    });

export const str = (def: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? def : v));
export const optStr = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v));
export const list = (def: string[]) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v.trim() === ""
        ? def
        : v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
    );
export const url = (def?: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = v === undefined || v === "" ? def : v;
      if (value === undefined) return undefined;
      try {
        new URL(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "must be an absolute URL" });
        return z.NEVER;
      }
      return value.replace(/\/+$/, "");
    });

const jwk = z.looseObject({
  kty: z.string(),
  kid: z.string().optional(),
  alg: z.string().optional(),
  key_ops: z.array(z.string()).optional(),
  use: z.string().optional(),
});
export type JwkInput = z.infer<typeof jwk>;

export const jwtKeys = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === "") return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of JWKs" });
      return z.NEVER;
    }
    const keys = z
      .array(jwk)
      .min(1)
      .safeParse(Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown })?.keys);
    if (!keys.success) {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of JWKs (each with kty)" });
      return z.NEVER;
    }
    const signing = keys.data.filter((k) => k.key_ops?.includes("sign"));
    if (signing.length !== 1) {
      ctx.addIssue({
        code: "custom",
        message: `exactly one key needs key_ops ["sign"] (found ${signing.length})`,
      });
      return z.NEVER;
    }
    return keys.data;
  });
