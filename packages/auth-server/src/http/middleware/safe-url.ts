/**
 * Query strings and path segments held to the rules of JSON bodies (issue 21 item 3): a NUL (which
 * PostgreSQL cannot store) or any other control character in a decoded parameter name, value or path
 * segment answers 400 validation_failed before any work, instead of a 500 from the database or an
 * invalid Location header after the work is done.
 */
import type { Context, Next } from "hono";
import { AuthError } from "../../errors.ts";
import type { Env } from "../context.ts";

// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export function unsafeUrlProblem(url: string): string | undefined {
  const u = new URL(url);
  let path: string;
  try {
    path = decodeURIComponent(u.pathname);
  } catch {
    path = u.pathname;
  }
  if (CONTROL.test(path)) return "The path must not contain control characters";
  for (const [k, v] of u.searchParams) {
    if (CONTROL.test(k) || CONTROL.test(v))
      // oxlint-disable-next-line no-control-regex -- matching control characters is the point
      return `Query parameter ${JSON.stringify(k.replace(/[\u0000-\u001f\u007f]/g, ""))} must not contain control characters`;
    if (!k.isWellFormed() || !v.isWellFormed())
      return "Query parameters must not contain unpaired UTF-16 surrogates";
  }
  return undefined;
}

export async function refuseUnsafeUrl(c: Context<Env>, next: Next) {
  const problem = unsafeUrlProblem(c.req.url);
  if (problem) throw new AuthError("validation_failed", { message: problem });
  await next();
}
