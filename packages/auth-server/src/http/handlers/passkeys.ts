/** Passkeys: /passkeys/registration/*, /passkeys/authentication/*, GET|PATCH|DELETE /passkeys, and the admin passkey routes. */
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import { AuthError } from "../../errors.ts";
import {
  adminDeletePasskey,
  adminListPasskeys,
  authenticationOptions,
  authenticationVerify,
  deleteOwnPasskey,
  listOwnPasskeys,
  registrationOptions,
  registrationVerify,
  updateOwnPasskey,
} from "../../services/passkeys.ts";
import { caller, principalOf, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";

/** GoTrue requirePasskeyEnabled: before authentication, every /passkeys route answers 404 when off. */
export const requirePasskeysEnabled: MiddlewareHandler<Env> = async (c, next) => {
  if (!c.get("deps").config.passkey.enabled) throw new AuthError("passkey_disabled");
  await next();
};

/** supabase-js sends `gotrue_meta_security` (captcha) to the sign-in options; nothing else is read. */
export const optionsBody = z.looseObject({});
export const verifyBody = z.looseObject({
  challenge_id: z.string().optional(),
  credential: z.unknown().optional(),
});
export const updateBody = z.looseObject({ friendly_name: z.string().optional() });

export async function registrationOptionsHandler(c: Context<Env>) {
  await readJson(c, optionsBody);
  return c.json(await registrationOptions(c.get("deps"), principalOf(c)));
}

export async function registrationVerifyHandler(c: Context<Env>) {
  const body = await readJson(c, verifyBody);
  return c.json(await registrationVerify(c.get("deps"), principalOf(c), body, caller(c)));
}

export async function authenticationOptionsHandler(c: Context<Env>) {
  await readJson(c, optionsBody);
  return c.json(await authenticationOptions(c.get("deps")));
}

export async function authenticationVerifyHandler(c: Context<Env>) {
  const body = await readJson(c, verifyBody);
  return c.json(await authenticationVerify(c.get("deps"), body, caller(c)));
}

export async function listPasskeysHandler(c: Context<Env>) {
  return c.json(await listOwnPasskeys(c.get("deps"), principalOf(c)));
}

export async function updatePasskeyHandler(c: Context<Env>) {
  const body = await readJson(c, updateBody);
  return c.json(
    await updateOwnPasskey(
      c.get("deps"),
      principalOf(c),
      c.req.param("passkey_id") ?? "",
      body,
      caller(c),
    ),
  );
}

export async function deletePasskeyHandler(c: Context<Env>) {
  await deleteOwnPasskey(c.get("deps"), principalOf(c), c.req.param("passkey_id") ?? "", caller(c));
  return c.body(null, 204);
}

export async function adminListPasskeysHandler(c: Context<Env>) {
  return c.json(await adminListPasskeys(c.get("deps"), c.req.param("user_id") ?? ""));
}

export async function adminDeletePasskeyHandler(c: Context<Env>) {
  const { user_id = "", passkey_id = "" } = c.req.param();
  await adminDeletePasskey(c.get("deps"), user_id, passkey_id, caller(c));
  return c.body(null, 204);
}
