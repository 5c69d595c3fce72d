/**
 * External sign-in providers (GoTrue external.go `Provider`). None is configured in this server yet,
 * so every lookup fails with GoTrue's words for a disabled or unknown provider.
 */
import { AuthError } from "../errors.ts";

/** The names GoTrue's provider switch knows; any other name is "could not be found". */
const KNOWN_PROVIDERS = new Set([
  "apple", "azure", "bitbucket", "discord", "facebook", "figma", "fly", "github", "gitlab", "google", "kakao",
  "keycloak", "linkedin", "linkedin_oidc", "notion", "snapchat", "spotify", "slack", "slack_oidc", "twitch",
  "twitter", "x", "vercel_marketplace", "workos", "zoom",
]);

/** GET /authorize and GET /user/identities/authorize: 400 "Unsupported provider: <why>". */
export function externalProvider(rawName: string): never {
  const name = rawName.toLowerCase();
  let why: string;
  if (name.startsWith("custom:")) why = "custom OAuth providers are disabled";
  else if (KNOWN_PROVIDERS.has(name)) why = "provider is not enabled";
  else why = `Provider ${name} could not be found`;
  throw new AuthError("validation_failed", { message: `Unsupported provider: ${why}` });
}
