/**
 * Sign-in with an external provider and identity linking (GoTrue external.go, external_oauth.go,
 * identity.go, models/linking.go): GET /authorize sends the browser to the provider with the flow
 * state's id as `state`; GET|POST /callback exchanges the code, finds or creates the user (automatic
 * linking by verified email) or links to the signed-in user (manual linking), and sends the browser
 * back with a session in the fragment (implicit) or ?code= (PKCE).
 */
import { decodeJwt } from "jose";
import * as oauth from "oauth4webapi";
import { AuthError, OAuthError } from "../errors.ts";
import type { Queryable } from "../storage/db.ts";
import {
  completeOAuthFlowState,
  deleteFlowState,
  insertOAuthFlowState,
  oauthFlowStateById,
} from "../storage/flow-state.ts";
import {
  clearPassword,
  clearPhone,
  confirmUserEmail,
  deleteIdentitiesExcept,
  deleteIdentity,
  findIdentity,
  identitiesWithEmails,
  mergeUserMetadata,
  replaceUserMetadata,
  syncProviders,
  takeEmailFromIdentity,
  updateIdentityData,
  userIdsWithEmails,
} from "../storage/identities.ts";
import {
  emailTaken,
  findUserById,
  insertIdentity,
  insertUser,
  touchLastSignIn,
  type UserWithIdentities,
} from "../storage/users.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { parsePkce } from "./pkce.ts";
import {
  externalProvider,
  insecureIfHttp,
  type ExternalProvider,
  type UserData,
} from "./providers.ts";
import { OAUTH_ERRORS, withFragment, withQuery } from "./redirect-url.ts";
import type { SessionJson } from "./serialize.ts";
import { startSession } from "./tokens.ts";
import { logError } from "../log.ts";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parameters a client may not set on the provider's URL (GoTrue reservedOAuthParams; nonce passes). */
const RESERVED = new Set([
  "client_id",
  "client_secret",
  "redirect_uri",
  "response_type",
  "state",
  "code_challenge",
  "code_challenge_method",
  "code_verifier",
]);

export type AuthorizeInput = { query: URLSearchParams; aud: string };

/** GoTrue GetExternalProviderRedirectURL: the provider's authorization URL for a new flow state. */
export async function externalAuthorizeUrl(
  deps: Deps,
  input: AuthorizeInput,
  caller: Caller,
  linkingTarget?: UserWithIdentities,
): Promise<string> {
  const q = input.query;
  const p = externalProvider(deps.config, q.get("provider") ?? "");
  const as = await serverOf(p);
  const pkce = parsePkce(
    q.get("code_challenge") ?? undefined,
    q.get("code_challenge_method") ?? undefined,
  );
  const state = await insertOAuthFlowState(
    deps.db,
    {
      providerType: p.name,
      pkce,
      referrer: caller.redirectTo,
      linkingTargetId: linkingTarget?.id ?? null,
    },
    deps.clock.now(),
  );
  const url = new URL(as.authorization_endpoint!);
  const params: Record<string, string> = {
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    response_type: "code",
    scope: p.scopes(q.get("scopes") ?? ""),
    state,
  };
  for (const [k, v] of q) {
    if (k === "provider" || k === "scopes" || RESERVED.has(k.toLowerCase())) continue;
    params[k] = v;
  }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

async function serverOf(p: ExternalProvider): Promise<oauth.AuthorizationServer> {
  try {
    return await p.server();
  } catch (err) {
    throw new AuthError("validation_failed", {
      message: `Unsupported provider: ${(err as Error).message}`,
      cause: err,
    });
  }
}

/** GoTrue getErrorQueryString: the error as `error`, `error_code`, `error_description`. */
function errorFields(err: unknown): Record<string, string> {
  if (err instanceof OAuthError) return { error: err.error, error_description: err.message };
  const e = err instanceof AuthError ? err : new AuthError("unexpected_failure", { cause: err });
  if (e.status >= 500) logError("[auth-server] external sign-in failed:", e.cause ?? e);
  const accessDenied = [
    "signup_disabled",
    "user_banned",
    "provider_email_needs_verification",
  ].includes(e.code);
  return {
    error: accessDenied ? "access_denied" : (OAUTH_ERRORS[e.status] ?? "server_error"),
    error_code: e.code,
    error_description: e.message,
  };
}

/**
 * GET|POST /callback. Always a redirect: a bad or unknown state goes to the site URL (303, error in the
 * query, as GoTrue's loadFlowState); anything after that to the flow's redirect target (302, error in
 * the query and the fragment, as GoTrue's redirectErrors).
 */
export async function externalCallback(
  deps: Deps,
  params: URLSearchParams,
  aud: string,
  caller: Caller,
  /** The sb-link-flow cookie the browser sent: the linking flow it started, if any. */
  linkCookie?: string,
): Promise<{ location: string; status: 302 | 303; linking?: boolean }> {
  let flow;
  try {
    flow = await loadFlowState(deps, params.get("state") ?? "");
  } catch (err) {
    return { location: withQuery(deps.config.siteUrl, errorFields(err)).toString(), status: 303 };
  }
  const target = flow.referrer || deps.config.siteUrl;
  const linking = flow.linking_target_id !== null;
  try {
    // Beyond GoTrue: a linking flow (its target user lives only in the flow state) finishes only in
    // the browser that started it, else anyone sent the provider's link could attach their
    // identity to that account (issue 21 item 11).
    if (linking && deps.config.linkingBindBrowser && linkCookie !== flow.id)
      throw new AuthError("bad_oauth_state", {
        message: "This linking flow was started in another browser",
      });
    return {
      location: await finishCallback(deps, flow, params, aud, caller, target),
      status: 302,
      linking,
    };
  } catch (err) {
    const fields = errorFields(err);
    return {
      location: withFragment(withQuery(target, fields).toString(), { ...fields, sb: "" }),
      status: 302,
      linking: linking && linkCookie === flow.id,
    };
  }
}

type Flow = NonNullable<Awaited<ReturnType<typeof oauthFlowStateById>>>;

async function loadFlowState(deps: Deps, state: string): Promise<Flow> {
  if (state === "") throw new AuthError("bad_oauth_callback");
  if (!UUID_RE.test(state)) throw new AuthError("bad_oauth_state");
  const flow = await oauthFlowStateById(deps.db, state);
  if (!flow)
    throw new AuthError("bad_oauth_state", { message: "OAuth state not found or expired" });
  if (
    deps.clock.now().getTime() >
    new Date(flow.created_at).getTime() + deps.config.flowStateExpiry * 1000
  ) {
    throw new AuthError("bad_oauth_state", { message: "OAuth state has expired" });
  }
  if (flow.code_challenge && flow.user_id) throw new AuthError("flow_state_already_used");
  return flow;
}

/**
 * The nonce in the token response's ID token, if any. A client may pass a nonce through /authorize to
 * the provider (GoTrue lets it through and never checks it: the ID token comes straight from the
 * provider's token endpoint, so there is nothing to replay); oauth4webapi refuses any nonce it was not
 * told to expect, so it is told this one.
 */
async function idTokenNonce(res: Response): Promise<string | typeof oauth.expectNoNonce> {
  try {
    const body = (await res.clone().json()) as { id_token?: unknown };
    const nonce = typeof body.id_token === "string" ? decodeJwt(body.id_token).nonce : undefined;
    return typeof nonce === "string" ? nonce : oauth.expectNoNonce;
  } catch {
    return oauth.expectNoNonce;
  }
}

/** The provider's side: error or code, the code exchange, the user's data. */
async function providerUser(p: ExternalProvider, params: URLSearchParams) {
  const providerError = params.get("error");
  if (providerError) throw new OAuthError(providerError, params.get("error_description") ?? "");
  const code = params.get("code") ?? "";
  if (code === "")
    throw new AuthError("bad_oauth_callback", {
      message: "OAuth callback with missing authorization code missing",
    });
  const as = await p.server();
  const client: oauth.Client = { client_id: p.clientId };
  let tokens: oauth.TokenEndpointResponse;
  try {
    const callbackParams = oauth.validateAuthResponse(as, client, params, oauth.skipStateCheck);
    const res = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic(p.secret),
      callbackParams,
      p.redirectUri,
      oauth.nopkce,
      {
        signal: AbortSignal.timeout(10_000),
        ...insecureIfHttp(as.token_endpoint!),
      },
    );
    tokens = await oauth.processAuthorizationCodeResponse(as, client, res, {
      requireIdToken: false,
      expectedNonce: await idTokenNonce(res),
    });
    // The ID token's claims are checked above (issuer, audience, expiry, no unexpected nonce); its signature here, against the JWKS.
    if (tokens.id_token && as.jwks_uri)
      await oauth.validateApplicationLevelSignature(as, res, insecureIfHttp(as.jwks_uri));
  } catch (err) {
    throw new AuthError("unexpected_failure", {
      message: `Unable to exchange external code: ${code.slice(0, 4)}`,
      cause: err,
    });
  }
  let data: UserData;
  try {
    data = await p.userData(
      as,
      tokens,
      tokens.id_token ? oauth.getValidatedIdTokenClaims(tokens) : undefined,
    );
  } catch (err) {
    throw new AuthError("unexpected_failure", {
      message: "Error getting user profile from external provider",
      cause: err,
    });
  }
  if (data.emails.length === 0)
    throw new AuthError("unexpected_failure", {
      message: "Error getting user email from external provider",
    });
  return { data, tokens: { access: tokens.access_token, refresh: tokens.refresh_token ?? "" } };
}

async function finishCallback(
  deps: Deps,
  flow: Flow,
  params: URLSearchParams,
  aud: string,
  caller: Caller,
  target: string,
) {
  let p: ExternalProvider;
  try {
    p = externalProvider(deps.config, flow.provider_type);
  } catch (err) {
    throw new AuthError("oauth_provider_not_supported", { message: (err as Error).message });
  }
  const { data, tokens } = await providerUser(p, params);
  withPrimaryEmail(data);
  const outcome = await deps.db.transaction(async (tx) => {
    // A state is spent once: a second callback racing this one (another code for the same state) waits here, then finds it used.
    const locked = await oauthFlowStateById(tx, flow.id, true);
    if (!locked || locked.user_id) throw new AuthError("flow_state_already_used");
    let user: UserWithIdentities;
    if (flow.linking_target_id) {
      const targetUser = await findUserById(tx, flow.linking_target_id);
      if (!targetUser)
        throw new AuthError("user_not_found", {
          status: 422,
          message: "Linking target user not found",
        });
      user = await linkIdentityToUser(deps, tx, targetUser, data, p.name, caller);
    } else {
      user = await signInWithIdentity(deps, tx, data, p.name, aud, caller);
    }
    if (flow.code_challenge) {
      await completeOAuthFlowState(tx, flow.id, user.id, tokens, deps.clock.now());
      return { code: locked.auth_code ?? "" };
    }
    const session = await startSession(deps, tx, user, caller, "oauth");
    await deleteFlowState(tx, flow.id);
    return { session };
  });
  if ("code" in outcome && outcome.code !== undefined)
    return withQuery(target, { code: outcome.code }).toString();
  if (!("session" in outcome) || !outcome.session) throw new AuthError("unexpected_failure");
  const s = outcome.session;
  const fragment: Record<string, string> = {
    access_token: s.access_token,
    token_type: s.token_type,
    expires_in: String(s.expires_in),
    expires_at: String(s.expires_at),
    refresh_token: s.refresh_token,
    provider_token: tokens.access,
    sb: "",
  };
  if (tokens.refresh) fragment.provider_refresh_token = tokens.refresh;
  return withFragment(target, fragment);
}

/** GoTrue: the primary address (else the last one) goes into the identity's claims with its verification. */
function withPrimaryEmail(data: UserData) {
  const chosen = data.emails.find((e) => e.primary) ?? data.emails[data.emails.length - 1];
  if (chosen) {
    data.claims.email = chosen.email;
    data.claims.email_verified = chosen.verified;
  } else {
    data.claims.email_verified = false;
  }
}

type Decision =
  | { kind: "exists"; user: UserWithIdentities; identityId: string }
  | { kind: "link"; user: UserWithIdentities }
  | { kind: "create"; email: string }
  | { kind: "multiple" };

/**
 * GoTrue DetermineAccountLinking (one linking domain, "default"), except that only addresses the
 * provider verified ever join an existing account: GoTrue counts every address as verified while
 * autoconfirm is on (this server's default), which hands an account to anyone who can put its
 * address, unproven, on a provider account.
 */
async function decideLinking(
  tx: Queryable,
  data: UserData,
  provider: string,
  aud: string,
): Promise<Decision> {
  const verified = data.emails.filter((e) => e.verified).map((e) => e.email.toLowerCase());
  const primary = data.emails.find((e) => e.primary);
  const candidate = primary ? primary.email.toLowerCase() : "";
  const existing = await findIdentity(tx, data.subject, provider);
  if (existing)
    return {
      kind: "exists",
      user: (await findUserById(tx, existing.user_id))!,
      identityId: existing.id,
    };
  // A new account never takes an (unverified primary) address another account holds: it goes without one.
  const create = async (): Promise<Decision> => ({
    kind: "create",
    email: candidate && !(await emailTaken(tx, candidate, aud)) ? candidate : "",
  });
  if (verified.length === 0) return create();
  const identities = (await identitiesWithEmails(tx, verified)).filter(
    (i) => !i.provider.startsWith("sso:"),
  );
  if (identities.length === 0) {
    const users = await userIdsWithEmails(tx, verified);
    if (users.length === 1) return { kind: "link", user: (await findUserById(tx, users[0]!))! };
    return users.length > 1 ? { kind: "multiple" } : create();
  }
  const owners = new Set(identities.map((i) => i.user_id));
  if (owners.size > 1) return { kind: "multiple" };
  return { kind: "link", user: (await findUserById(tx, identities[0]!.user_id))! };
}

/** GoTrue createAccountFromExternalIdentity: sign in, link by verified email, or sign up. */
async function signInWithIdentity(
  deps: Deps,
  tx: Queryable,
  data: UserData,
  provider: string,
  aud: string,
  caller: Caller,
): Promise<UserWithIdentities> {
  const now = deps.clock.now();
  const decision = await decideLinking(tx, data, provider, aud);
  let userId: string;
  let identityProviderId = data.subject;
  let candidateEmail = "";
  let candidateVerified = false;
  const primary = data.emails.find((e) => e.primary);
  if (primary) candidateVerified = primary.verified;
  switch (decision.kind) {
    case "multiple":
      throw new AuthError("unexpected_failure", {
        message:
          "Multiple accounts with the same email address in the same linking domain detected: default",
      });
    case "exists":
      userId = decision.user.id;
      candidateEmail = decision.user.email ?? "";
      await updateIdentityData(tx, decision.identityId, data.claims, now);
      await mergeUserMetadata(tx, userId, data.claims, now);
      await syncProviders(tx, userId, now);
      break;
    case "link":
      userId = decision.user.id;
      candidateEmail = primary?.email.toLowerCase() ?? "";
      await insertIdentity(
        tx,
        { userId, providerId: identityProviderId, provider, identityData: data.claims },
        now,
      );
      await mergeUserMetadata(tx, userId, data.claims, now);
      await syncProviders(tx, userId, now);
      await audit(deps, tx, {
        actorId: userId,
        actorUsername: decision.user.email ?? "",
        action: "identity_linked",
        traits: { provider },
        ip: caller.ip,
      });
      break;
    case "create": {
      if (deps.config.disableSignup) throw new AuthError("signup_disabled");
      userId = crypto.randomUUID();
      candidateEmail = decision.email;
      await insertUser(
        tx,
        {
          id: userId,
          aud,
          role: deps.config.jwt.defaultGroup,
          email: decision.email || null,
          phone: null,
          encryptedPassword: "",
          appMetadata: { provider, providers: [provider] },
          userMetadata: data.claims,
          emailConfirmed: false,
          phoneConfirmed: false,
          isAnonymous: false,
        },
        now,
      );
      await insertIdentity(
        tx,
        { userId, providerId: identityProviderId, provider, identityData: data.claims },
        now,
      );
      break;
    }
  }
  let user = (await findUserById(tx, userId))!;
  if (user.banned_until && new Date(user.banned_until).getTime() > now.getTime())
    throw new AuthError("user_banned");
  if (!user.email_confirmed_at) {
    // A door nobody proved (a password or other identities of an unconfirmed account) closes now (RemoveUnconfirmedIdentities).
    const identity = user.identities.find(
      (i) => i.provider === provider && i.provider_id === identityProviderId,
    )!;
    await clearPassword(tx, userId, now);
    await replaceUserMetadata(tx, userId, data.claims, now);
    await deleteIdentitiesExcept(tx, userId, identity.id);
    await syncProviders(tx, userId, now);
    if (candidateVerified || deps.config.mailer.autoconfirm) {
      await audit(deps, tx, {
        actorId: userId,
        actorUsername: candidateEmail,
        action: "user_signedup",
        traits: { provider },
        ip: caller.ip,
      });
      await confirmUserEmail(tx, userId, now);
    } else {
      throw new AuthError("provider_email_needs_verification", {
        message: `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
      });
    }
  } else {
    await audit(deps, tx, {
      actorId: userId,
      actorUsername: user.email ?? "",
      action: "login",
      traits: { provider },
      ip: caller.ip,
    });
  }
  await touchLastSignIn(tx, userId, provider, now);
  user = (await findUserById(tx, userId))!;
  return user;
}

/** GoTrue linkIdentityToUser: manual linking to the signed-in user. */
async function linkIdentityToUser(
  deps: Deps,
  tx: Queryable,
  target: UserWithIdentities,
  data: UserData,
  provider: string,
  caller: Caller,
) {
  const now = deps.clock.now();
  const existing = await findIdentity(tx, data.subject, provider);
  if (existing) {
    throw new AuthError("identity_already_exists", {
      message:
        existing.user_id === target.id
          ? "Identity is already linked"
          : "Identity is already linked to another user",
    });
  }
  await insertIdentity(
    tx,
    { userId: target.id, providerId: data.subject, provider, identityData: data.claims },
    now,
  );
  await audit(deps, tx, {
    actorId: target.id,
    actorUsername: target.email ?? "",
    action: "identity_linked",
    traits: { provider },
    ip: caller.ip,
  });
  if (!target.email) {
    const email = typeof data.claims.email === "string" ? data.claims.email.toLowerCase() : "";
    if (email) {
      if (await emailTaken(tx, email, target.aud ?? deps.config.jwt.aud, target.id))
        throw new AuthError("email_exists");
      await takeEmailFromIdentity(tx, target.id, email, now);
      if (data.claims.email_verified !== true) {
        throw new AuthError("email_not_confirmed", {
          status: 422,
          message: `Unverified email with ${provider}. Verify the email with ${provider} in order to link it`,
        });
      }
      await confirmUserEmail(tx, target.id, now);
    }
  }
  await syncProviders(tx, target.id, now);
  return (await findUserById(tx, target.id))!;
}

/** DELETE /user/identities/{id} (GoTrue DeleteIdentity). */
export async function unlinkIdentity(
  deps: Deps,
  principal: Principal,
  identityId: string,
  aud: string,
  caller: Caller,
) {
  if (!UUID_RE.test(identityId))
    throw new AuthError("validation_failed", {
      status: 404,
      message: "identity_id must be an UUID",
    });
  const claimAud = Array.isArray(principal.claims.aud)
    ? principal.claims.aud[0]
    : principal.claims.aud;
  if (claimAud !== aud) throw new AuthError("unexpected_audience");
  const user = principal.user;
  if (user.identities.length <= 1) throw new AuthError("single_identity_not_deletable");
  const identity = user.identities.find((i) => i.id === identityId);
  if (!identity) throw new AuthError("identity_not_found");
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email ?? "",
      action: "identity_unlinked",
      traits: { provider: identity.provider },
      ip: caller.ip,
    });
    await deleteIdentity(tx, identity.id);
    if (identity.provider === "phone") await clearPhone(tx, user.id, now);
    else {
      // The user's address follows the remaining identities (GoTrue UpdateUserEmailFromIdentities).
      const rest = user.identities.filter((i) => i.id !== identity.id && i.email);
      const current = (user.email ?? "").toLowerCase();
      if (current && !rest.some((i) => i.email === current) && rest[0]?.email) {
        if (await emailTaken(tx, rest[0].email, user.aud ?? deps.config.jwt.aud, user.id))
          throw new AuthError("email_conflict_identity_not_deletable");
        await takeEmailFromIdentity(tx, user.id, rest[0].email, now);
      }
    }
    await syncProviders(tx, user.id, now);
  });
  return {};
}

/** What the id_token grant needs of the shared steps: sign in or link, then a session. */
export async function sessionForIdentity(
  deps: Deps,
  data: UserData,
  provider: string,
  aud: string,
  caller: Caller,
  linkTo: UserWithIdentities | undefined,
): Promise<SessionJson> {
  withPrimaryEmail(data);
  return deps.db.transaction(async (tx) => {
    const user = linkTo
      ? await linkIdentityToUser(deps, tx, linkTo, data, provider, caller)
      : await signInWithIdentity(deps, tx, data, provider, aud, caller);
    return startSession(deps, tx, user, caller, "oauth");
  });
}
