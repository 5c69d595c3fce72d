/** Thin handlers: parse, validate, call one service, send JSON. */
import type { Context } from "hono";
import { AuthError } from "../../errors.ts";
import { authenticate } from "../../services/auth.ts";
import type { Deps } from "../../services/deps.ts";
import { logout, parseScope } from "../../services/logout.ts";
import { signup } from "../../services/signup.ts";
import { passwordGrant, refreshTokenGrant } from "../../services/token.ts";
import { getUser, updateUser } from "../../services/user.ts";
import { readJson, schemas } from "../body.ts";
import { caller, type Env } from "../context.ts";

function requestAud(c: Context<Env>, deps: Deps): string {
  const aud = c.req.header("x-jwt-aud");
  if (aud && aud.length > 255) throw new AuthError("validation_failed", { message: "X-JWT-AUD header is too long" });
  return aud || deps.config.jwt.aud;
}

export function signupHandler(deps: Deps, rateLimit: (c: Context<Env>, anonymous: boolean) => void) {
  return async (c: Context<Env>) => {
    const body = await readJson(c.req.raw, schemas.signup, deps.config.maxBodyBytes);
    rateLimit(c, !body.email && !body.phone);
    const result = await signup(deps, { ...body, aud: requestAud(c, deps) }, caller(c, deps.config));
    return c.json(result.body);
  };
}

export function tokenHandler(deps: Deps) {
  return async (c: Context<Env>) => {
    const grant = c.req.query("grant_type") ?? "";
    if (grant === "password") {
      const body = await readJson(c.req.raw, schemas.passwordGrant, deps.config.maxBodyBytes);
      return c.json(await passwordGrant(deps, { ...body, aud: requestAud(c, deps) }, caller(c, deps.config)));
    }
    if (grant === "refresh_token") {
      const body = await readJson(c.req.raw, schemas.refreshGrant, deps.config.maxBodyBytes);
      return c.json(await refreshTokenGrant(deps, body, caller(c, deps.config)));
    }
    // pkce, id_token, web3 come with the later issue; GoTrue answers unknown grants like this.
    throw new AuthError("invalid_credentials", { message: "unsupported_grant_type" });
  };
}

export function logoutHandler(deps: Deps) {
  return async (c: Context<Env>) => {
    const who = await authenticate(deps, c.req.header("authorization"));
    const scope = parseScope(c.req.query("scope"));
    await logout(deps, who, scope, caller(c, deps.config));
    return c.body(null, 204);
  };
}

export function getUserHandler(deps: Deps) {
  return async (c: Context<Env>) => {
    const who = await authenticate(deps, c.req.header("authorization"));
    const aud = c.req.header("x-jwt-aud");
    if (aud && aud !== who.claims.aud) {
      throw new AuthError("validation_failed", { message: "Token audience doesn't match request audience" });
    }
    return c.json(getUser(who));
  };
}

export function updateUserHandler(deps: Deps) {
  return async (c: Context<Env>) => {
    const who = await authenticate(deps, c.req.header("authorization"));
    const body = await readJson(c.req.raw, schemas.updateUser, deps.config.maxBodyBytes);
    return c.json(await updateUser(deps, who, body, caller(c, deps.config)));
  };
}
