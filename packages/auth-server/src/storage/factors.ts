/** auth.mfa_factors and auth.mfa_challenges, and the session changes MFA makes (aal, AMR claims). */
import type { Queryable } from "./db.ts";

export type FactorType = "totp" | "phone" | "webauthn" | "recovery_code";

/** A factor as users and admins see it (never the secret). */
export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: FactorType;
  status: "unverified" | "verified";
  created_at: Date | string;
  updated_at: Date | string;
  phone: string | null;
  last_challenged_at: Date | string | null;
  web_authn_aaguid: string | null;
  last_webauthn_challenge_data: unknown;
};

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, created_at,
  updated_at, phone, last_challenged_at, web_authn_aaguid, last_webauthn_challenge_data`;

/** json_agg of a user's factors (alias u), for the user queries: GoTrue loads them with every user. */
export const FACTORS_OF_USER = `coalesce((select json_agg(json_build_object(
    'id', f.id, 'user_id', f.user_id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
    'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at, 'phone', f.phone,
    'last_challenged_at', f.last_challenged_at, 'web_authn_aaguid', f.web_authn_aaguid,
    'last_webauthn_challenge_data', f.last_webauthn_challenge_data) order by f.created_at)
  from auth.mfa_factors f where f.user_id = u.id), '[]'::json) as factors`;

export async function listFactors(q: Queryable, userId: string) {
  return q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
}

export async function findOwnedFactor(q: Queryable, userId: string, factorId: string) {
  const rows = await q.query<FactorRow & { secret: string | null; web_authn_credential: unknown }>(
    `select ${FACTOR_COLUMNS}, secret, web_authn_credential from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

/** GoTrue DeleteExpiredFactors: unverified factors older than the expiry that were never challenged (all users). */
export async function deleteExpiredFactors(q: Queryable, expirySeconds: number, now: Date) {
  await q.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => $1) < $2::timestamptz`,
    [expirySeconds, now],
  );
}

export async function insertFactor(
  q: Queryable,
  f: {
    id: string;
    userId: string;
    friendlyName: string;
    type: FactorType;
    secret: string | null;
    phone: string | null;
  },
  now: Date,
) {
  const rows = await q.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
     values ($1, $2, $3, $4::auth.factor_type, 'unverified', $7::timestamptz, $7::timestamptz, $5, $6)
     returning ${FACTOR_COLUMNS}`,
    [f.id, f.userId, f.friendlyName, f.type, f.secret, f.phone, now],
  );
  return rows[0]!;
}

export async function updateFactorSecret(
  q: Queryable,
  factorId: string,
  secret: string,
  now: Date,
) {
  await q.query(
    `update auth.mfa_factors set secret = $2, updated_at = $3::timestamptz where id = $1`,
    [factorId, secret, now],
  );
}

export async function updateFactor(
  q: Queryable,
  factorId: string,
  c: { friendlyName?: string; phone?: string },
  now: Date,
) {
  const rows = await q.query<FactorRow>(
    `update auth.mfa_factors set friendly_name = coalesce($2, friendly_name), phone = coalesce($3, phone),
       updated_at = $4::timestamptz where id = $1 returning ${FACTOR_COLUMNS}`,
    [factorId, c.friendlyName ?? null, c.phone ?? null, now],
  );
  return rows[0]!;
}

export async function deleteFactor(q: Queryable, factorId: string) {
  await q.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

/** Challenge row + the factor's last_challenged_at, as GoTrue WriteChallengeToDatabase. */
export async function insertChallenge(
  q: Queryable,
  c: { id: string; factorId: string; ip: string; otpCode: string | null; webAuthnSession: unknown },
  now: Date,
) {
  await q.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code, web_authn_session_data)
     values ($1, $2, $4::timestamptz, $3::inet, $5, $6::text::jsonb)`,
    [
      c.id,
      c.factorId,
      c.ip,
      now,
      c.otpCode,
      c.webAuthnSession === null ? null : JSON.stringify(c.webAuthnSession),
    ],
  );
  await q.query(`update auth.mfa_factors set last_challenged_at = $2::timestamptz where id = $1`, [
    c.factorId,
    now,
  ]);
}

export async function findChallenge(q: Queryable, factorId: string, challengeId: string) {
  const rows = await q.query<{
    id: string;
    created_at: Date | string;
    verified_at: Date | string | null;
    ip: string;
    otp_code: string | null;
    web_authn_session_data: unknown;
  }>(
    `select id, created_at, verified_at, host(ip_address) as ip, otp_code, web_authn_session_data
     from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId],
  );
  return rows[0];
}

/** The credentials of the user's WebAuthn factors (go-webauthn Credential JSON). */
export async function listWebAuthnCredentials(q: Queryable, userId: string): Promise<unknown[]> {
  const rows = await q.query<{ c: unknown }>(
    `select web_authn_credential as c from auth.mfa_factors
     where user_id = $1 and factor_type = 'webauthn' and web_authn_credential is not null order by created_at`,
    [userId],
  );
  return rows.map((r) => (typeof r.c === "string" ? JSON.parse(r.c) : r.c));
}

/** The user's WebAuthn factor holding the credential with this id (standard base64), if any. */
export async function findCredentialOwner(
  q: Queryable,
  userId: string,
  credentialId: string,
): Promise<string | undefined> {
  const rows = await q.query<{ id: string }>(
    `select id from auth.mfa_factors where user_id = $1 and factor_type = 'webauthn' and web_authn_credential->>'id' = $2`,
    [userId, credentialId],
  );
  return rows[0]?.id;
}

export async function saveWebAuthnCredential(
  q: Queryable,
  factorId: string,
  credential: unknown,
  aaguid: string | null,
  now: Date,
) {
  await q.query(
    `update auth.mfa_factors set web_authn_credential = $2::text::jsonb, web_authn_aaguid = coalesce($3::uuid, web_authn_aaguid),
       updated_at = $4::timestamptz where id = $1`,
    [factorId, JSON.stringify(credential), aaguid, now],
  );
}

export async function deleteChallenge(q: Queryable, challengeId: string) {
  await q.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
}

/**
 * A successful verification, in one transaction (GoTrue verifyTOTPFactor): challenge verified,
 * factor verified, the AMR claim on the caller's session, session at aal2 with the factor
 * recorded, the user's other sessions below aal2 deleted, their other unverified factors of the
 * type deleted.
 */
export async function recordVerification(
  q: Queryable,
  v: {
    /** null for recovery codes, which have no challenge. */
    challengeId: string | null;
    factorId: string;
    factorType: FactorType;
    userId: string;
    sessionId: string;
    amrMethod: string;
  },
  now: Date,
) {
  if (v.challengeId) {
    await q.query(`update auth.mfa_challenges set verified_at = $2::timestamptz where id = $1`, [
      v.challengeId,
      now,
    ]);
  }
  await q.query(
    `update auth.mfa_factors set status = 'verified', updated_at = $2::timestamptz where id = $1 and status <> 'verified'`,
    [v.factorId, now],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $3::timestamptz, $3::timestamptz, $2)
     on conflict (session_id, authentication_method) do update set updated_at = $3::timestamptz`,
    [v.sessionId, v.amrMethod, now],
  );
  await q.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3::timestamptz where id = $1`,
    [v.sessionId, v.factorId, now],
  );
  await q.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [v.userId]);
  await q.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
    [v.userId, v.factorType],
  );
}

/** GoTrue DowngradeSessionsToAAL1: sessions upgraded with this factor lose its AMR claim and drop to aal1. */
export async function downgradeSessionsOfFactor(
  q: Queryable,
  userId: string,
  factorId: string,
  amrMethod: string,
  now: Date,
) {
  await q.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
     where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
    [factorId, amrMethod],
  );
  await q.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = $3::timestamptz where user_id = $1 and factor_id = $2`,
    [userId, factorId, now],
  );
}

export async function sessionAal(q: Queryable, sessionId: string): Promise<string | null> {
  const rows = await q.query<{ aal: string | null }>(
    `select aal::text as aal from auth.sessions where id = $1`,
    [sessionId],
  );
  return rows[0]?.aal ?? null;
}
