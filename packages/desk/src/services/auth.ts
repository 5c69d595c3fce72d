/**
 * Who is calling, by the auth server's own verification: the access token is handed to its
 * `GET /user` (in process for the embedded server), which checks signature, expiry and that the
 * session still exists, and answers the user as stored now (so a revoked staff role is gone at
 * once). The token's claims (`aal`) are read only after that answer said the token is good.
 */
import { isUuid } from "./ids.ts";
import { DeskError } from "./words.ts";

export type AuthUser = {
  id: string;
  email?: string | null;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
};
export type Caller = { user: AuthUser; aal: string | undefined; sessionId: string | undefined };

export type AuthGate = {
  /** The caller of a bearer token; throws DeskError no_authorization / bad_jwt. */
  caller(authorization: string | undefined): Promise<Caller>;
  /** A user by id through the admin API (undefined when there is none). */
  userById(id: string): Promise<AuthUser | undefined>;
};

export type AuthGateOptions = {
  /** Base URL of the auth API (any origin for the embedded server, which is called in process). */
  authUrl: string;
  authFetch: (request: Request) => Promise<Response>;
  serviceRoleKey: string;
};

export function bearerOf(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
}

function claimsOf(token: string): Record<string, unknown> {
  try {
    const claims = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as unknown;
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createAuthGate(o: AuthGateOptions): AuthGate {
  const base = o.authUrl.replace(/\/+$/, "");
  return {
    async caller(authorization) {
      const token = bearerOf(authorization);
      if (!token) throw new DeskError("no_authorization");
      let res: Response;
      try {
        res = await o.authFetch(
          new Request(`${base}/user`, {
            headers: { Authorization: `Bearer ${token}`, apikey: o.serviceRoleKey },
          }),
        );
      } catch {
        throw new DeskError("service_unavailable");
      }
      if (!res.ok) throw new DeskError("bad_jwt");
      const user = (await res.json()) as AuthUser;
      const claims = claimsOf(token);
      if (claims.sub !== user.id) throw new DeskError("bad_jwt");
      return {
        user,
        aal: typeof claims.aal === "string" ? claims.aal : undefined,
        sessionId: typeof claims.session_id === "string" ? claims.session_id : undefined,
      };
    },
    async userById(id) {
      if (!isUuid(id)) return undefined;
      const res = await o.authFetch(
        new Request(`${base}/admin/users/${id}`, {
          headers: { Authorization: `Bearer ${o.serviceRoleKey}`, apikey: o.serviceRoleKey },
        }),
      );
      if (!res.ok) return undefined;
      return (await res.json()) as AuthUser;
    },
  };
}

export function isStaff(user: AuthUser): boolean {
  return user.app_metadata?.role === "staff";
}

/** What the person sees of a staff member: the display name's first word, else the address's name. */
export function displayName(user: AuthUser): string {
  const meta = user.user_metadata ?? {};
  const full = [meta.display_name, meta.full_name, meta.name].find(
    (v): v is string => typeof v === "string" && v.trim() !== "",
  );
  if (full) return full.trim().split(/\s+/)[0]!.slice(0, 40);
  return (user.email ?? "").split("@")[0]!.slice(0, 40);
}
