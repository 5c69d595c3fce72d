/** POST /token: the password and refresh_token grants (GoTrue token.go / token_refresh.go). */
import { createHash } from "node:crypto";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { AuthError, OAuthError } from "../errors.ts";
import { sessionForIdentity } from "./identity-linking.ts";
import { discover, oidcUserData } from "./providers.ts";
import type { UserWithIdentities } from "../storage/users.ts";
import { checkPasswordStrength, dummyPasswordHash, verifyPassword } from "../crypto/password.ts";
import { audit } from "./audit.ts";
import { auditPayload } from "../storage/audit.ts";
import {
  findActiveRefreshToken,
  deleteSessions,
  findRefreshTokenForUpdate,
  rotateRefreshToken,
} from "../storage/sessions.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  touchLastSignIn,
} from "../storage/users.ts";
import type { Caller, Deps } from "./deps.ts";
import { sessionJson, type SessionJson } from "./serialize.ts";
import { accessTokenFor, newRefreshToken, startSession } from "./tokens.ts";
import { validatePhone } from "./validate.ts";

function isBanned(bannedUntil: Date | string | null, now: Date) {
  return bannedUntil !== null && new Date(bannedUntil).getTime() > now.getTime();
}

export async function passwordGrant(
  deps: Deps,
  input: {
    email?: string | undefined;
    phone?: string | undefined;
    password?: string | undefined;
    aud: string;
  },
  caller: Caller,
): Promise<SessionJson> {
  const { config } = deps;
  const email = (input.email ?? "").trim();
  const phone = (input.phone ?? "").trim();
  const password = input.password ?? "";
  if (email !== "" && phone !== "") {
    throw new AuthError("validation_failed", {
      message: "Only an email address or phone number should be provided on login.",
    });
  }
  if (email === "" && phone === "")
    throw new AuthError("validation_failed", { message: "missing email or phone" });
  if (email !== "" && !config.emailEnabled)
    throw new AuthError("email_provider_disabled", {
      message: "Email logins are disabled",
      status: 422,
    });
  if (phone !== "" && !config.phoneEnabled)
    throw new AuthError("phone_provider_disabled", {
      message: "Phone logins are disabled",
      status: 422,
    });

  let user;
  if (email !== "") user = await findUserByEmail(deps.db, email, input.aud);
  else {
    let normalized: string | undefined;
    try {
      normalized = validatePhone(phone);
    } catch {
      normalized = undefined;
    }
    user = normalized ? await findUserByPhone(deps.db, normalized, input.aud) : undefined;
  }
  if (user && user.encrypted_password && isBanned(user.banned_until, deps.clock.now())) {
    throw new AuthError("user_banned", { status: 400 });
  }
  // Spend one bcrypt verify even for unknown users, so timing does not reveal who has an account.
  const ok = await verifyPassword(
    password,
    user?.encrypted_password || (await dummyPasswordHash()),
  );
  if (!user || !ok || password === "") throw new AuthError("invalid_credentials");
  if (email !== "" && !user.email_confirmed_at) throw new AuthError("email_not_confirmed");
  if (phone !== "" && !user.phone_confirmed_at) throw new AuthError("phone_not_confirmed");

  const provider = email !== "" ? "email" : "phone";
  const session = await deps.db.transaction(async (tx) => {
    await touchLastSignIn(tx, user.id, provider, deps.clock.now());
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email || user.phone || "",
      action: "login",
      traits: { provider },
      ip: caller.ip,
    });
    const fresh = (await findUserById(tx, user.id))!;
    return startSession(deps, tx, fresh, caller, "password");
  });
  const weak = checkPasswordStrength(password, config.password);
  if (weak) session.weak_password = weak;
  return session;
}

export async function refreshTokenGrant(
  deps: Deps,
  input: { refresh_token?: string | undefined },
  caller: Caller,
) {
  const raw = input.refresh_token ?? "";
  // GoTrue's legacy format (the one issued here): exactly 12 of [a-z0-9].
  if (!/^[a-z0-9]{12}$/.test(raw))
    throw new AuthError("validation_failed", { message: "Refresh token is not valid" });
  const { config } = deps;

  // Reuse outside the window must revoke the session's tokens even though the request fails,
  // so the transaction returns the error instead of throwing it (a throw would roll back).
  const outcome = await deps.db.transaction(async (tx) => {
    const token = await findRefreshTokenForUpdate(tx, raw);
    if (!token) return { error: new AuthError("refresh_token_not_found") };
    const user = await findUserById(tx, token.user_id);
    if (!user) return { error: new AuthError("refresh_token_not_found") };
    if (isBanned(user.banned_until, deps.clock.now())) {
      return {
        error: new AuthError("user_banned", {
          status: 400,
          message: "Invalid Refresh Token: User Banned",
        }),
      };
    }
    if (!token.session_id || !token.session_exists) {
      return {
        error: new AuthError("session_not_found", {
          status: 400,
          message: "Invalid Refresh Token: No Valid Session Found",
        }),
      };
    }
    if (token.not_after && new Date(token.not_after).getTime() <= deps.clock.now().getTime()) {
      return {
        error: new AuthError("session_expired", {
          status: 400,
          message: "Invalid Refresh Token: Session Expired",
        }),
      };
    }
    const sessionId = token.session_id;
    const actorUsername = user.email || user.phone || "";

    let handBack: string | undefined;
    if (token.revoked) {
      const active = await findActiveRefreshToken(tx, sessionId);
      const revokedAgo = (deps.clock.now().getTime() - new Date(token.updated_at).getTime()) / 1000;
      if (active && active.parent === token.token) {
        // The client lost the answer to its last refresh: hand back the currently active token.
        handBack = active.token;
      } else if (revokedAgo > config.refreshToken.reuseInterval) {
        // GoTrue refuses a replay past the reuse interval whether rotation is on or off. With
        // rotation on, a replay means a token was copied: the session ends for good, for the thief
        // and the victim alike (its refresh tokens cascade, its access tokens stop at the next
        // request), as GoTrue does for its newer refresh tokens. Merely revoking the family would
        // stamp every token "revoked now" and reopen the reuse window for the latest one.
        if (config.refreshToken.rotation) {
          await deleteSessions(tx, user.id, { only: sessionId });
          await audit(deps, tx, {
            actorId: user.id,
            actorUsername,
            action: "token_revoked",
            traits: { reason: "refresh_token_reuse" },
            ip: caller.ip,
          });
        }
        return { error: new AuthError("refresh_token_already_used") };
      }
    }
    const issued = handBack ?? newRefreshToken();
    const amr = await rotateRefreshToken(
      tx,
      {
        usedTokenId: token.id,
        newToken: handBack ? null : issued,
        parent: token.token,
        userId: user.id,
        sessionId,
        userAgent: caller.userAgent,
        ip: caller.ip,
        audit: config.auditLogToPostgres
          ? {
              payload: auditPayload({ actorId: user.id, actorUsername, action: "token_refreshed" }),
              ip: caller.ip ?? "",
            }
          : null,
      },
      deps.clock.now(),
    );
    const at = await accessTokenFor(deps, tx, user, sessionId, amr);
    return {
      session: sessionJson(user, {
        accessToken: at.token,
        exp: at.exp,
        now: at.iat,
        refreshToken: issued,
      }),
    };
  });
  if ("error" in outcome) throw outcome.error;
  return outcome.session;
}

/** The ID-token issuers GoTrue knows by provider name (token_oidc.go) that this server does not configure. */
const UNCONFIGURED_ISSUERS: Record<string, string> = {
  apple: "https://appleid.apple.com",
  azure: "https://login.microsoftonline.com/common/v2.0",
  facebook: "https://www.facebook.com",
  kakao: "https://kauth.kakao.com",
};

export type IdTokenInput = {
  id_token?: string | undefined;
  provider?: string | undefined;
  client_id?: string | undefined;
  issuer?: string | undefined;
  nonce?: string | undefined;
  access_token?: string | undefined;
  link_identity?: boolean | undefined;
};

/** GoTrue IdTokenGrantParams.getProvider for the providers configured here (Google, Keycloak). */
function idTokenProvider(config: Deps["config"], input: IdTokenInput) {
  const provider = input.provider ?? "";
  const issuerParam = input.issuer ?? "";
  const google = config.external.google;
  const keycloak = config.external.keycloak;
  if (provider === "google" || (issuerParam !== "" && issuerParam === google.issuer)) {
    return {
      name: "google" as const,
      issuer: google.issuer,
      enabled: google.enabled,
      clientIds: google.clientIds,
    };
  }
  const unconfigured = UNCONFIGURED_ISSUERS[provider];
  if (unconfigured)
    throw new AuthError("provider_disabled", {
      message: `Provider (issuer "${unconfigured}") is not enabled`,
    });
  if (
    provider === "keycloak" ||
    (keycloak.enabled && keycloak.url !== "" && issuerParam === keycloak.url)
  ) {
    return {
      name: "keycloak" as const,
      issuer: keycloak.url,
      enabled: keycloak.enabled,
      clientIds: keycloak.clientIds,
    };
  }
  if (provider.startsWith("custom:"))
    throw new AuthError("validation_failed", { message: "Custom OAuth providers are disabled" });
  throw new AuthError("validation_failed", {
    message: `Custom OIDC provider "${provider}" not allowed`,
  });
}

/** OIDC Core 3.1.3.6: at_hash is the left half of the access token's hash (SHA-2 of the ID token's alg size). */
function atHashMatches(alg: string, accessToken: string, atHash: string) {
  const bits = /(\d{3})$/.exec(alg)?.[1] ?? "256";
  const digest = createHash(`sha${bits}`).update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString("base64url") === atHash;
}

/**
 * POST /token?grant_type=id_token (GoTrue token_oidc.go): a provider's ID token, verified against the
 * provider's JWKS (signature, issuer, expiry by jose; audience and nonce as GoTrue checks them), signs
 * in (or links, with link_identity and the user's bearer) as the callback does.
 */
export async function idTokenGrant(
  deps: Deps,
  input: IdTokenInput,
  aud: string,
  caller: Caller,
  linkTo: () => Promise<UserWithIdentities>,
): Promise<SessionJson> {
  if (!input.id_token) throw new OAuthError("invalid request", "id_token required");
  const provider = input.provider ?? "";
  if (provider === "" && (!input.client_id || !input.issuer))
    throw new OAuthError("invalid request", "provider or client_id and issuer required");
  const target = input.link_identity ? await linkTo() : undefined;
  const p = idTokenProvider(deps.config, input);
  if (!p.enabled)
    throw new AuthError("provider_disabled", {
      message: `Provider (issuer "${p.issuer}") is not enabled`,
    });
  // Not even JWT-shaped: GoTrue's "Bad ID token", before the provider's configuration is fetched
  // (auth-js's suite signs in with "mock-id-token"; issue 21 item 10).
  if (!/^[\w-]+\.[\w-]+\.[\w-]*$/.test(input.id_token))
    throw new OAuthError("invalid request", "Bad ID token");
  let as;
  try {
    as = await discover(p.issuer);
  } catch (err) {
    throw new AuthError("validation_failed", {
      message: `Unable to read the OpenID configuration of issuer "${p.issuer}"`,
      cause: err,
    });
  }
  let claims: JWTPayload;
  let alg: string;
  try {
    if (!as.jwks_uri) throw new Error("the provider publishes no jwks_uri");
    const verified = await jwtVerify(input.id_token, remoteJwks(as.jwks_uri), {
      issuer: as.issuer,
      requiredClaims: ["exp", "iat"],
    });
    claims = verified.payload;
    alg = verified.protectedHeader.alg;
    if (
      input.access_token &&
      typeof claims.at_hash === "string" &&
      !atHashMatches(alg, input.access_token, claims.at_hash)
    ) {
      throw new Error("access token hash does not match");
    }
  } catch {
    throw new OAuthError("invalid request", "Bad ID token");
  }
  if (!claims.sub) throw new OAuthError("invalid request", "Missing sub claim in id_token");
  const audiences = Array.isArray(claims.aud) ? claims.aud : claims.aud ? [claims.aud] : [];
  if (!p.clientIds.some((id) => id !== "" && audiences.includes(id))) {
    throw new OAuthError(
      "invalid request",
      `Unacceptable audience in id_token: [${audiences.join(" ")}]`,
    );
  }
  const tokenNonce = typeof claims.nonce === "string" ? claims.nonce : "";
  const paramNonce = input.nonce ?? "";
  if ((tokenNonce !== "") !== (paramNonce !== "")) {
    throw new OAuthError(
      "invalid request",
      "Passed nonce and nonce in id_token should either both exist or not.",
    );
  }
  if (tokenNonce !== "" && createHash("sha256").update(paramNonce).digest("hex") !== tokenNonce) {
    throw new OAuthError("invalid nonce", "Nonces mismatch");
  }
  const data = oidcUserData(as.issuer, claims as Record<string, unknown>);
  return sessionForIdentity(deps, data, p.name, aud, caller, target);
}

const jwksByUri = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function remoteJwks(uri: string) {
  let set = jwksByUri.get(uri);
  if (!set) {
    set = createRemoteJWKSet(new URL(uri), { timeoutDuration: 10_000 });
    jwksByUri.set(uri, set);
  }
  return set;
}
