/**
 * Route requirements (GoTrue's requireAuthentication and requireAdminCredentials). Each puts the
 * authenticated caller on the context for the handler: `principalOf(c)` / `adminOf(c)`.
 */
import type { MiddlewareHandler } from "hono";
import { authenticate, authenticateAdmin } from "../../services/auth.ts";
import { AuthError } from "../../errors.ts";
import type { Env } from "../context.ts";

/** A signed-in user: valid access token, existing user, existing session (unless the token has none). */
export const requireUser: MiddlewareHandler<Env> = async (c, next) => {
  c.set("principal", await authenticate(c.get("deps"), c.req.header("authorization")));
  await next();
};

/** After requireUser: GoTrue requireNotAnonymous (MFA is for permanent users). */
export const requireNotAnonymous: MiddlewareHandler<Env> = async (c, next) => {
  if (c.get("principal")?.claims.is_anonymous === true) {
    throw new AuthError("no_authorization", {
      status: 403,
      message: "Anonymous user not allowed to perform these actions",
    });
  }
  await next();
};

/** An administrator: a JWT with role service_role/supabase_admin (GOTRUE_JWT_ADMIN_ROLES) or the secret key. */
export const requireAdmin: MiddlewareHandler<Env> = async (c, next) => {
  c.set("admin", await authenticateAdmin(c.get("deps"), c.req.header("authorization")));
  await next();
};
