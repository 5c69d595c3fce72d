/**
 * The API-key gate: hosted Supabase's gateway checks `apikey` (header or `?apikey=`) before GoTrue
 * sees a request; GoTrue itself has none. On by default (AUTH_REQUIRE_API_KEY=false turns it off).
 * Accepted: the publishable key(s), the secret service-role key, and legacy JWT-form keys (a JWT
 * signed by one of this server's keys whose `role` is `anon` or `service_role`), which hosted
 * projects still issue. Links a browser follows and public documents are never gated.
 */
import { timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { AuthError } from "../../errors.ts";
import type { Deps } from "../../services/deps.ts";
import type { Env } from "../context.ts";

const LEGACY_KEY_ROLES = new Set(["anon", "service_role"]);

export function requireApiKey(
  deps: Deps,
  open: { method: string; path: string }[],
): MiddlewareHandler<Env> {
  const exact = [...deps.config.apiKeys.anon, deps.serviceRoleKey]
    .filter(Boolean)
    .map((k) => Buffer.from(k));
  const isOpen = (method: string, path: string) =>
    open.some(
      (o) => o.path === path && (o.method === method || (o.method === "GET" && method === "HEAD")),
    );
  return async (c, next) => {
    if (!deps.config.apiKeys.required || isOpen(c.req.method, c.req.path)) return next();
    const key = c.req.header("apikey") ?? c.req.query("apikey");
    if (!key) throw new AuthError("no_authorization", { message: "No API key found in request" });
    if (!(await isAcceptedKey(deps, exact, key)))
      throw new AuthError("no_authorization", { message: "Invalid API key" });
    return next();
  };
}

async function isAcceptedKey(deps: Deps, exact: Buffer[], key: string): Promise<boolean> {
  const k = Buffer.from(key);
  if (exact.some((a) => a.length === k.length && timingSafeEqual(a, k))) return true;
  if (key.split(".").length !== 3) return false;
  try {
    const claims = await deps.keys.verify(key);
    return typeof claims.role === "string" && LEGACY_KEY_ROLES.has(claims.role);
  } catch {
    return false;
  }
}
