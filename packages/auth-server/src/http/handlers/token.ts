/** POST /token?grant_type=password|refresh_token (web3 answers as switched off). The pkce and id_token grants come in phase 2. */
import type { Context } from "hono";
import { z } from "zod";
import { AuthError } from "../../errors.ts";
import { passwordGrant, refreshTokenGrant } from "../../services/token.ts";
import { caller, requestAud, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";

export const passwordGrantBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
});

export const refreshGrantBody = z.looseObject({ refresh_token: z.string().optional() });

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
  // Sign-in with Ethereum/Solana is not offered: GoTrue's answer with both chains off.
  if (grant === "web3") throw new AuthError("web3_provider_disabled");
  // GoTrue answers unknown grants like this.
  throw new AuthError("invalid_credentials", { message: "unsupported_grant_type" });
}
