/** GET /health, GET /settings, GET /.well-known/jwks.json. */
import type { Context } from "hono";
import { CONFIGURED_PROVIDERS } from "../../services/providers.ts";
import type { Env } from "../context.ts";

export const VERSION = "saathi-auth-server/0.1.0";

export function health(c: Context<Env>) {
  return c.json({
    version: VERSION,
    name: "GoTrue",
    description: "GoTrue is a user registration and authentication API",
  });
}

const PROVIDERS = [
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "snapchat",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "zoom",
];

export function settings(c: Context<Env>) {
  const { config } = c.get("deps");
  const external: Record<string, boolean> = { anonymous_users: config.anonymousEnabled };
  for (const p of PROVIDERS) external[p] = false;
  // GoTrue reports the switch alone; a switched-on provider missing a setting answers /authorize with why.
  for (const p of CONFIGURED_PROVIDERS) external[p] = config.external[p].enabled;
  external.email = config.emailEnabled;
  external.phone = config.phoneEnabled;
  return c.json({
    external,
    disable_signup: config.disableSignup,
    mailer_autoconfirm: config.mailer.autoconfirm,
    phone_autoconfirm: config.smsAutoconfirm,
    sms_provider: c.get("deps").sms.provider,
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: config.passkey.enabled,
  });
}

export function jwks(c: Context<Env>) {
  c.header("cache-control", "public, max-age=600");
  return c.json(c.get("deps").keys.jwks);
}
