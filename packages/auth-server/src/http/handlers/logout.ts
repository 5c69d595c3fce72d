/** POST /logout?scope=global|local|others (behind requireUser): 204. */
import type { Context } from "hono";
import { logout, parseScope } from "../../services/logout.ts";
import { caller, principalOf, type Env } from "../context.ts";

export async function logoutHandler(c: Context<Env>) {
  const scope = parseScope(c.req.query("scope"));
  await logout(c.get("deps"), principalOf(c), scope, caller(c));
  return c.body(null, 204);
}
