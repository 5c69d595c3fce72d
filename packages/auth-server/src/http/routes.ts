/**
 * The whole endpoint table, read top to bottom (as GoTrue's internal/api/api.go). Routes live under
 * /auth/v1, as on hosted Supabase. Requirements are route middleware, left to right:
 *   requireUser / requireAdmin   who may call (puts the caller on the context)
 *   limit("bucket")              per-IP rate-limit bucket, GoTrue's names (middleware/rate-limit.ts)
 * Handlers (handlers/<area>.ts, each with its request schemas) only parse, call one service, answer.
 */
import { Hono } from "hono";
import { AuthError } from "../errors.ts";
import type { Deps } from "../services/deps.ts";
import { AUTH_BASE_PATH } from "../public.ts";
import type { Env } from "./context.ts";
import * as admin from "./handlers/admin.ts";
import { backupHandler, loopbackOnly } from "./handlers/backup.ts";
import {
  adminDeleteFactorHandler,
  adminListFactorsHandler,
  adminUpdateFactorHandler,
  challengeFactorHandler,
  enrollFactorHandler,
  unenrollFactorHandler,
  verifyFactorHandler,
} from "./handlers/factors.ts";
import { customProvidersDisabled, oauthServerDisabled, samlDisabled } from "./handlers/disabled.ts";
import {
  authorizeHandler,
  callbackHandler,
  linkIdentityHandler,
  unlinkIdentityHandler,
} from "./handlers/external.ts";
import { logoutHandler } from "./handlers/logout.ts";
import * as passkeys from "./handlers/passkeys.ts";
import * as recovery from "./handlers/recovery-codes.ts";
import { requirePasskeysEnabled } from "./handlers/passkeys.ts";
import { health, jwks, settings } from "./handlers/public.ts";
import { signupBucket, signupHandler } from "./handlers/signup.ts";
import { tokenBucket, tokenHandler } from "./handlers/token.ts";
import { getUserHandler, updateUserHandler } from "./handlers/user.ts";
import { generateLinkHandler, inviteHandler } from "./handlers/admin-links.ts";
import {
  magicLinkHandler,
  otpHandler,
  reauthenticateHandler,
  recoverHandler,
  resendHandler,
} from "./handlers/otp.ts";
import { verifyGetHandler, verifyPostHandler } from "./handlers/verify.ts";
import { requireApiKey } from "./middleware/api-key.ts";
import { requireAdmin, requireNotAnonymous, requireUser } from "./middleware/auth.ts";
import { rateLimits } from "./middleware/rate-limit.ts";
import { reportOutcome, tokenOutcomeKind } from "./middleware/outcome.ts";
import { refuseUnsafeUrl } from "./middleware/safe-url.ts";

export const BASE_PATH = AUTH_BASE_PATH;

/** Never behind the API-key gate: public documents, and links a browser follows (DESIGN.md, Accounts). */
const OPEN_ROUTES = [
  ...["/health", "/.well-known/jwks.json", "/verify", "/authorize", "/callback"].map((p) => ({
    method: "GET",
    path: `${BASE_PATH}${p}`,
  })),
  // A provider's form_post answer comes back through the browser, with no key either.
  { method: "POST", path: `${BASE_PATH}/callback` },
];

export function buildRoutes(deps: Deps) {
  const limit = rateLimits(deps.config, deps.clock);
  const app = new Hono<Env>().basePath(BASE_PATH);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // Query strings and paths are held to the rules of JSON bodies before any work (issue 21 item 3).
  app.use("*", refuseUnsafeUrl);
  app.use("*", requireApiKey(deps, OPEN_ROUTES));

  // Public
  app.get("/health", health);
  app.get("/.well-known/jwks.json", jwks);
  app.get("/settings", settings);

  // Sign-up and sign-in
  app.post(
    "/signup",
    reportOutcome(() => "sign_up"),
    limit(signupBucket),
    signupHandler,
  );
  app.post("/token", reportOutcome(tokenOutcomeKind), limit(tokenBucket), tokenHandler);

  // The signed-in user
  app.post("/logout", requireUser, logoutHandler);
  app.get("/user", requireUser, getUserHandler);
  app.put("/user", requireUser, limit("user"), updateUserHandler);

  // One-time codes and links, recovery, reauthentication (issue 10, flows)
  app.post("/otp", limit("otp"), otpHandler);
  app.post("/magiclink", limit("magic_link"), magicLinkHandler);
  app.post("/verify", limit("verify"), verifyPostHandler);
  app.get("/verify", limit("verify"), verifyGetHandler);
  app.post("/recover", limit("recover"), recoverHandler);
  app.post("/resend", limit("resend"), resendHandler);
  app.get("/reauthenticate", requireUser, reauthenticateHandler);
  app.post("/invite", requireAdmin, inviteHandler);
  app.post("/admin/generate_link", requireAdmin, generateLinkHandler);

  // Admin API (GoTrue admin.go, audit.go). Signing a user out on their behalf is POST /logout with
  // that user's token, as supabase-js admin.signOut(jwt) does.
  app.get("/admin/users", requireAdmin, admin.listUsersHandler);
  app.post("/admin/users", requireAdmin, admin.createUserHandler);
  app.get("/admin/users/:id", requireAdmin, admin.getUserHandler);
  app.put("/admin/users/:id", requireAdmin, admin.updateUserHandler);
  app.delete("/admin/users/:id", requireAdmin, admin.deleteUserHandler);
  app.get("/admin/audit", requireAdmin, admin.auditHandler);
  // Not GoTrue's: the running server's PGlite copy for `npm run backup` (handlers/backup.ts).
  app.post("/admin/backup", loopbackOnly, requireAdmin, backupHandler);

  // MFA factors (GoTrue mfa.go): signed-in, non-anonymous users; admins manage anyone's
  const mfaUser = [requireUser, requireNotAnonymous] as const;
  // Recovery codes (supabase-js mfa.recoveryCodes) before /factors/:factor_id, which would match them
  app.get("/factors/recovery-codes", ...mfaUser, recovery.recoveryCodesStatusHandler);
  app.post("/factors/recovery-codes", ...mfaUser, recovery.generateRecoveryCodesHandler);
  app.delete("/factors/recovery-codes", ...mfaUser, recovery.deleteRecoveryCodesHandler);
  app.post(
    "/factors/recovery-codes/verify",
    ...mfaUser,
    limit("mfa_verify"),
    recovery.verifyRecoveryCodeHandler,
  );
  app.post(
    "/factors/recovery-codes/regenerate",
    ...mfaUser,
    recovery.regenerateRecoveryCodesHandler,
  );
  app.post("/factors", ...mfaUser, enrollFactorHandler);
  app.post(
    "/factors/:factor_id/challenge",
    ...mfaUser,
    limit("mfa_challenge"),
    challengeFactorHandler,
  );
  app.post("/factors/:factor_id/verify", ...mfaUser, limit("mfa_verify"), verifyFactorHandler);
  app.delete("/factors/:factor_id", ...mfaUser, unenrollFactorHandler);
  app.get("/admin/users/:user_id/factors", requireAdmin, adminListFactorsHandler);
  app.put("/admin/users/:user_id/factors/:factor_id", requireAdmin, adminUpdateFactorHandler);
  app.delete("/admin/users/:user_id/factors/:factor_id", requireAdmin, adminDeleteFactorHandler);

  // External providers (GoTrue external.go) and identity linking (identity.go; 404 while
  // GOTRUE_SECURITY_MANUAL_LINKING_ENABLED is off, checked after authentication as GoTrue does)
  app.get("/authorize", limit("sign_in"), authorizeHandler);
  app.on(["GET", "POST"], "/callback", limit("sign_in"), callbackHandler);
  app.get("/user/identities/authorize", requireUser, linkIdentityHandler);
  app.delete("/user/identities/:identity_id", requireUser, unlinkIdentityHandler);

  // Passkeys (GoTrue passkey_*.go): the switch comes before authentication; admin routes are not behind it
  app.use("/passkeys/*", requirePasskeysEnabled);
  app.use("/passkeys", requirePasskeysEnabled);
  app.post(
    "/passkeys/authentication/options",
    limit("passkey"),
    passkeys.authenticationOptionsHandler,
  );
  app.post("/passkeys/authentication/verify", passkeys.authenticationVerifyHandler);
  app.post(
    "/passkeys/registration/options",
    requireUser,
    requireNotAnonymous,
    passkeys.registrationOptionsHandler,
  );
  app.post(
    "/passkeys/registration/verify",
    requireUser,
    requireNotAnonymous,
    passkeys.registrationVerifyHandler,
  );
  app.get("/passkeys", requireUser, passkeys.listPasskeysHandler);
  app.patch("/passkeys/:passkey_id", requireUser, passkeys.updatePasskeyHandler);
  app.delete("/passkeys/:passkey_id", requireUser, passkeys.deletePasskeyHandler);
  app.get("/admin/users/:user_id/passkeys", requireAdmin, passkeys.adminListPasskeysHandler);
  app.delete(
    "/admin/users/:user_id/passkeys/:passkey_id",
    requireAdmin,
    passkeys.adminDeletePasskeyHandler,
  );

  // Not offered: answered as GoTrue with the feature off (handlers/disabled.ts). GoTrue checks the
  // switch before authentication except under /user and /admin.
  app.post("/sso", samlDisabled);
  app.get("/sso/saml/metadata", samlDisabled);
  app.post("/sso/saml/acs", samlDisabled);
  app.get("/.well-known/oauth-authorization-server", oauthServerDisabled);
  app.all("/oauth/*", oauthServerDisabled);
  app.on(["GET", "DELETE"], "/user/oauth/grants", requireUser, oauthServerDisabled);
  app.all("/admin/oauth/*", requireAdmin, oauthServerDisabled);
  app.all("/admin/custom-providers", requireAdmin, customProvidersDisabled);
  app.all("/admin/custom-providers/*", requireAdmin, customProvidersDisabled);

  app.notFound(() => {
    throw new AuthError("not_found", { message: "404 page not found" });
  });
  return app;
}
