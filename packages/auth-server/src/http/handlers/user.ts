/** GET /user and PUT /user (behind requireUser). */
import type { Context } from "hono";
import { z } from "zod";
import { getUser, updateUser } from "../../services/user.ts";
import { caller, principalOf, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";

const metadata = z.record(z.string(), z.unknown());

export const updateUserBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadata.optional(),
  app_metadata: metadata.optional(),
  // The code from GET /reauthenticate (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION).
  nonce: z.string().optional(),
  channel: z.string().optional(),
  // PKCE for the email-change links.
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
});

export function getUserHandler(c: Context<Env>) {
  return c.json(getUser(principalOf(c), c.req.header("x-jwt-aud")));
}

export async function updateUserHandler(c: Context<Env>) {
  const body = await readJson(c, updateUserBody);
  return c.json(await updateUser(c.get("deps"), principalOf(c), body, caller(c)));
}
