/**
 * The site server's account API (app/features/accounts/account-api.ts): DELETE /api/account
 * erases the caller's account. The browser cannot do this itself, because deleting
 * a user takes the service-role key, so this route checks the caller and then asks
 * the auth server's admin API:
 *
 * 1. the caller's access token is valid and its session still exists (GET /user
 *    with that token: the auth server checks signature, expiry and session);
 * 2. if the user has a verified two-factor factor, the token is at `aal2`;
 * 3. the last sign-in (the newest `amr` timestamp: password, code, link, factor)
 *    is recent, so a token left on an unlocked device is not enough;
 * 4. DELETE /admin/users/{id} with the service-role key (GoTrue's admin API, as
 *    on hosted Supabase), which removes the user, their sessions and identities.
 *
 * The same code serves the embedded auth server (called in-process, no network)
 * and a hosted Supabase project (called over HTTPS).
 */
import { Hono } from "hono";
import type { AccountApiErrorCode } from "../app/features/accounts/account-api.ts";
import { RECENT_SIGN_IN_SECONDS } from "../app/features/accounts/account-api.ts";
import { logWarn } from "@saathi/auth-server/log";

export type AccountRoutesOptions = {
  /** Base URL of the auth API, e.g. https://<project>.supabase.co/auth/v1 (any origin when in-process). */
  authUrl: string;
  /** Sends a request to the auth API: the embedded server's fetch, or the global fetch for a hosted project. */
  authFetch: (request: Request) => Promise<Response>;
  /** The service-role key (never sent to the browser). */
  serviceRoleKey: string;
  /** Clock in seconds (tests move it). */
  nowSeconds?: () => number;
  /**
   * Runs once the account is gone: the service desk erases the account's requests and
   * subscriptions (packages/desk). A failure is logged, never undoes the deletion; the desk's daily
   * purge removes what is left of accounts that no longer exist.
   */
  afterDelete?: (user: { id: string; email: string | null }) => Promise<void>;
  log?: (line: string) => void;
};

type AuthUser = { id: string; email?: string | null; factors?: { status?: string }[] };
type Claims = { sub?: string; aal?: string; amr?: { method?: string; timestamp?: number }[] };

export type DeletionRefusal = { status: 401 | 403; code: AccountApiErrorCode; message: string };

/** Steps 2 and 3 above, as a pure rule (tested alone). Null means the caller may delete the account. */
export function refuseDeletion(
  user: AuthUser,
  claims: Claims,
  nowSeconds: number,
): DeletionRefusal | null {
  if (claims.sub !== user.id)
    return { status: 401, code: "bad_jwt", message: "This token does not belong to this account." };
  const hasVerifiedFactor = (user.factors ?? []).some((factor) => factor.status === "verified");
  if (hasVerifiedFactor && claims.aal !== "aal2") {
    return {
      status: 403,
      code: "insufficient_aal",
      message: "Enter the code from your authenticator app first, then delete your account.",
    };
  }
  const lastSignIn = Math.max(
    0,
    ...(claims.amr ?? []).map((entry) => Number(entry.timestamp) || 0),
  );
  if (nowSeconds - lastSignIn > RECENT_SIGN_IN_SECONDS) {
    return {
      status: 401,
      code: "reauthentication_needed",
      message: `For your safety, sign out and sign in again, then delete your account within ${RECENT_SIGN_IN_SECONDS / 60} minutes.`,
    };
  }
  return null;
}

/** The payload of a JWT whose signature the auth server has just checked (GET /user accepted it). */
function payloadOf(token: string): Claims {
  try {
    const claims = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as unknown;
    return claims && typeof claims === "object" ? (claims as Claims) : {};
  } catch {
    return {};
  }
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    msg?: string;
    message?: string;
    error_description?: string;
  } | null;
  return body?.msg || body?.message || body?.error_description || `HTTP ${response.status}`;
}

export function accountRoutes(options: AccountRoutesOptions) {
  const { authUrl, authFetch, serviceRoleKey } = options;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const base = authUrl.replace(/\/+$/, "");
  const app = new Hono();
  const fail = (status: 401 | 403 | 502, code: AccountApiErrorCode, message: string) =>
    Response.json({ code, message }, { status });

  app.delete("/", async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) return fail(401, "no_authorization", "Sign in to delete your account.");

    let userResponse: Response;
    try {
      userResponse = await authFetch(
        new Request(`${base}/user`, {
          headers: { Authorization: `Bearer ${token}`, apikey: serviceRoleKey },
        }),
      );
    } catch {
      return fail(
        502,
        "unexpected_failure",
        "The account service could not be reached. Please try again.",
      );
    }
    if (!userResponse.ok)
      return fail(
        401,
        "bad_jwt",
        `Your session has ended: sign in again. (${await messageOf(userResponse)})`,
      );
    const user = (await userResponse.json()) as AuthUser;

    const refusal = refuseDeletion(user, payloadOf(token), nowSeconds());
    if (refusal) return fail(refusal.status, refusal.code, refusal.message);

    let deleteResponse: Response;
    try {
      deleteResponse = await authFetch(
        new Request(`${base}/admin/users/${encodeURIComponent(user.id)}`, {
          method: "DELETE",
          headers: {
            Authorization: `Bearer ${serviceRoleKey}`,
            apikey: serviceRoleKey,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ should_soft_delete: false }),
        }),
      );
    } catch {
      return fail(
        502,
        "unexpected_failure",
        "The account service could not be reached. Please try again.",
      );
    }
    if (!deleteResponse.ok) {
      return fail(
        502,
        "unexpected_failure",
        `Your account could not be deleted: ${await messageOf(deleteResponse)}`,
      );
    }
    if (options.afterDelete) {
      await options
        .afterDelete({ id: user.id, email: user.email ?? null })
        .catch((err: unknown) =>
          (options.log ?? logWarn)(
            `[saathi] the account was deleted, but its service desk data was not yet: ${String(err)}`,
          ),
        );
    }
    return c.json({ deleted: true });
  });

  app.all("/", (c) =>
    c.json({ code: "method_not_allowed", message: "Use DELETE." }, 405, { Allow: "DELETE" }),
  );
  return app;
}
