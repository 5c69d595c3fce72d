/** auth.sessions, auth.mfa_amr_claims and auth.refresh_tokens. */
import type { Queryable } from "./db.ts";

export type RefreshTokenRow = {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date | string;
};

export async function createSession(
  q: Queryable,
  s: { id: string; userId: string; userAgent: string | null; ip: string | null; amr: string },
  now: Date,
) {
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, $2, $5::timestamptz, $5::timestamptz, 'aal1', $5::timestamptz at time zone 'utc', $3, $4::inet)`,
    [s.id, s.userId, s.userAgent, s.ip, now],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $3::timestamptz, $3::timestamptz, $2)
     on conflict (session_id, authentication_method) do update set updated_at = $3::timestamptz`,
    [s.id, s.amr, now],
  );
}

export async function listAmr(q: Queryable, sessionId: string) {
  return q.query<{ method: string; ts: number; aal: string | null }>(
    `select c.authentication_method as method, extract(epoch from c.updated_at)::bigint::int as ts, s.aal::text as aal
     from auth.mfa_amr_claims c join auth.sessions s on s.id = c.session_id
     where c.session_id = $1 order by c.updated_at desc`,
    [sessionId],
  );
}

export async function deleteSessions(
  q: Queryable,
  userId: string,
  which: { only?: string; except?: string },
): Promise<number> {
  if (which.only) {
    const r = await q.query(
      `delete from auth.sessions where user_id = $1 and id = $2 returning id`,
      [userId, which.only],
    );
    return r.length;
  }
  const r = await q.query(
    `delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid) returning id`,
    [userId, which.except ?? null],
  );
  return r.length;
}

export async function insertRefreshToken(
  q: Queryable,
  t: { token: string; userId: string; sessionId: string; parent: string | null },
  now: Date,
) {
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $5::timestamptz, $5::timestamptz, $3, $4)`,
    [t.token, t.userId, t.parent, t.sessionId, now],
  );
}

/** The token row (locked) and whether its session still exists, with the session's expiry. */
export async function findRefreshTokenForUpdate(q: Queryable, token: string) {
  const rows = await q.query<
    RefreshTokenRow & { session_exists: boolean; not_after: Date | string | null }
  >(
    `select t.id::text as id, t.token, t.user_id, t.revoked, t.parent, t.session_id, t.updated_at,
       s.id is not null as session_exists, s.not_after
     from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id
     where t.token = $1 for update of t`,
    [token],
  );
  return rows[0];
}

/**
 * One statement for the write side of a refresh (the hot path): revoke the used token, insert its
 * child (unless an existing token is handed back), touch the session, write the audit entry, and
 * return the session's AMR claims for the new access token.
 */
export async function rotateRefreshToken(
  q: Queryable,
  r: {
    usedTokenId: string;
    newToken: string | null;
    parent: string;
    userId: string;
    sessionId: string;
    userAgent: string | null;
    ip: string | null;
    audit: { payload: Record<string, unknown>; ip: string } | null;
  },
  now: Date,
) {
  return q.query<{ method: string; ts: number }>(
    `with revoked as (
       update auth.refresh_tokens set revoked = true, updated_at = $10::timestamptz
       where id = $1::bigint and revoked = false and $2::text is not null
     ), inserted as (
       insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       select '00000000-0000-0000-0000-000000000000', $2::text, $3, false, $10::timestamptz, $10::timestamptz, $4, $5::uuid where $2::text is not null
     ), touched as (
       update auth.sessions set refreshed_at = $10::timestamptz at time zone 'utc', updated_at = $10::timestamptz,
         user_agent = coalesce($6, user_agent), ip = coalesce($7::inet, ip) where id = $5::uuid
     ), audited as (
       insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), $8::text::json, $10::timestamptz, $9 where $8::text is not null
     )
     select c.authentication_method as method, extract(epoch from c.updated_at)::bigint::int as ts
     from auth.mfa_amr_claims c where c.session_id = $5::uuid order by c.updated_at desc`,
    [
      r.usedTokenId,
      r.newToken,
      r.userId,
      r.parent,
      r.sessionId,
      r.userAgent,
      r.ip,
      r.audit ? JSON.stringify(r.audit.payload) : null,
      r.audit?.ip ?? "",
      now,
    ],
  );
}

/** The newest unrevoked token of the session (GoTrue FindCurrentlyActiveRefreshToken). */
export async function findActiveRefreshToken(q: Queryable, sessionId: string) {
  const rows = await q.query<RefreshTokenRow>(
    `select id::text as id, token, user_id, revoked, parent, session_id, updated_at
     from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0];
}

export async function revokeSessionRefreshTokens(q: Queryable, sessionId: string, now: Date) {
  await q.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2::timestamptz where session_id = $1 and revoked = false`,
    [sessionId, now],
  );
}

/** When the session was started (PUT /user's reauthentication window). */
export async function findSessionCreatedAt(q: Queryable, sessionId: string) {
  const rows = await q.query<{ created_at: Date | string }>(
    `select created_at from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0]?.created_at;
}
