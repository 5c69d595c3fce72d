/**
 * What this server does not offer answers as a GoTrue with the feature switched off: SAML SSO,
 * manual identity linking, the OAuth 2.1 server and custom OAuth providers (GoTrue's
 * require*Enabled middleware), and external providers on /authorize (none is configured).
 */
import type { Context } from "hono";
import { AuthError } from "../../errors.ts";
import { externalProvider } from "../../services/providers.ts";
import type { Env } from "../context.ts";

export function samlDisabled(): never {
  throw new AuthError("saml_provider_disabled");
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

/** GET /authorize?provider=…: JSON 400, no redirect, as GoTrue for a disabled or unknown provider. */
export function authorizeHandler(c: Context<Env>): never {
  return externalProvider(c.req.query("provider") ?? "");
}
