/**
 * Browser-safe constants (no server dependencies): `import { DEFAULT_PUBLISHABLE_KEY } from "@saathi/auth-server/public"`.
 */

/** Public, fixed, dev-only publishable key accepted when the deployer sets no AUTH_ANON_KEY. */
export const DEFAULT_PUBLISHABLE_KEY = "sb_publishable_saathi-dev-key-not-secret-0000";

/** Where the auth API is mounted. */
export const AUTH_BASE_PATH = "/auth/v1";

/** The one email address check of the auth server, the service desk and the site's forms. */
export { isMailbox, MAX_EMAIL_LENGTH } from "./email-address.ts";
