/**
 * What this server does not offer answers as a GoTrue with the feature switched off: SAML SSO,
 * passkeys, manual identity linking (when GOTRUE_SECURITY_MANUAL_LINKING_ENABLED is off), the OAuth 2.1
 * server and custom OAuth providers (GoTrue's require*Enabled middleware).
 */
import type { Context } from "hono";
import { AuthError } from "../../errors.ts";
import { adminDeletePasskey, adminListPasskeys } from "../../services/passkeys.ts";
import type { Env } from "../context.ts";

export function samlDisabled(): never {
  throw new AuthError("saml_provider_disabled");
}

export function passkeysDisabled(): never {
  throw new AuthError("passkey_disabled");
}

export function manualLinkingDisabled(): never {
  throw new AuthError("manual_linking_disabled");
}

export function oauthServerDisabled(): never {
  throw new AuthError("feature_disabled", { message: "OAuth server is disabled" });
}

export function customProvidersDisabled(): never {
  throw new AuthError("feature_disabled", { message: "Custom OAuth providers are disabled" });
}

export async function adminListPasskeysHandler(c: Context<Env>) {
  return c.json(await adminListPasskeys(c.get("deps"), c.req.param("user_id") ?? ""));
}

export async function adminDeletePasskeyHandler(c: Context<Env>) {
  return adminDeletePasskey(c.get("deps"), c.req.param("user_id") ?? "");
}
