/**
 * Sign-in with an external provider (GoTrue external.go, external_oauth.go): GET /authorize sends the
 * browser to the provider with the flow state's id as `state`; GET|POST /callback exchanges the code, hands
 * the user's data to identity-linking.ts and sends the browser back with a session in the fragment
 * (implicit) or ?code= (PKCE).
 */
import { decodeJwt } from "jose";
import * as oauth from "oauth4webapi";
import { AuthError, OAuthError } from "../errors.ts";
import {
  completeOAuthFlowState,
  deleteFlowState,
  insertOAuthFlowState,
  oauthFlowStateById,
} from "../storage/flow-state.ts";
import { findUserById, type UserWithIdentities } from "../storage/users.ts";
import type { Caller, Deps } from "./deps.ts";
import { parsePkce } from "./pkce.ts";
import {
  externalProvider,
  insecureIfHttp,
  type ExternalProvider,
  type UserData,
} from "./providers.ts";
import { OAUTH_ERRORS, withFragment, withQuery } from "./redirect-url.ts";
import { startSession } from "./tokens.ts";
import { logError } from "../log.ts";
import { linkIdentityToUser, signInWithIdentity, withPrimaryEmail } from "./identity-linking.ts";

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
