/**
 * What this server does not offer answers as a GoTrue with the feature switched off: SAML SSO,
 * manual identity linking (when GOTRUE_SECURITY_MANUAL_LINKING_ENABLED is off), the OAuth 2.1
 * server and custom OAuth providers (GoTrue's require*Enabled middleware).
 */
import { AuthError } from "../../errors.ts";

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
