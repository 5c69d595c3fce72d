/** POST /token?grant_type=password|refresh_token|pkce|id_token (web3 answers as switched off). */
import type { Context } from "hono";
import { z } from "zod";
import { AuthError, OAuthError } from "../../errors.ts";
import { authenticate } from "../../services/auth.ts";
import { pkceGrant } from "../../services/pkce.ts";
import { idTokenGrant, passwordGrant, refreshTokenGrant } from "../../services/token.ts";
import { caller, requestAud, type Env } from "../context.ts";
import type { BucketName } from "../middleware/rate-limit.ts";
import { readJson } from "../read-json.ts";

export const passwordGrantBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
});

export const pkceGrantBody = z.looseObject({
  auth_code: z.string().optional(),
  code_verifier: z.string().optional(),
});

export const idTokenGrantBody = z.looseObject({
  id_token: z.string().optional(),
  provider: z.string().optional(),
  client_id: z.string().optional(),
  issuer: z.string().optional(),
  nonce: z.string().optional(),
  access_token: z.string().optional(),
  link_identity: z.boolean().optional(),
});

export const refreshGrantBody = z.looseObject({ refresh_token: z.string().optional() });

/** Refresh grants spend the "token" bucket; every other grant (password, pkce, id_token…) "sign_in". */
export function tokenBucket(c: Context<Env>): BucketName {
  return c.req.query("grant_type") === "refresh_token" ? "token" : "sign_in";
}

export async function tokenHandler(c: Context<Env>) {
  const deps = c.get("deps");
  const grant = c.req.query("grant_type") ?? "";
  if (grant === "password") {
    const body = await readJson(c, passwordGrantBody);
    return c.json(await passwordGrant(deps, { ...body, aud: requestAud(c) }, caller(c)));
  }
  if (grant === "refresh_token") {
    const body = await readJson(c, refreshGrantBody);
    return c.json(await refreshTokenGrant(deps, body, caller(c)));
  }
  if (grant === "pkce") {
    const body = await readJson(c, pkceGrantBody);
    return c.json(await pkceGrant(deps, body, caller(c)));
  }
  if (grant === "id_token") {
    const body = await readJson(c, idTokenGrantBody);
    const linkTo = async () => {
      if (!c.req.header("authorization"))
        throw new OAuthError(
          "invalid request",
          "Linking requires a valid user access token in Authorization",
        );
      return (await authenticate(deps, c.req.header("authorization"))).user;
    };
    return c.json(await idTokenGrant(deps, body, requestAud(c), caller(c), linkTo));
  }
  // Sign-in with Ethereum/Solana is not offered: GoTrue's answer with both chains off.
  if (grant === "web3") throw new AuthError("web3_provider_disabled");
  // GoTrue answers unknown grants like this.
  throw new AuthError("invalid_credentials", { message: "unsupported_grant_type" });
}
