/**
 * auth.webauthn_credentials (passkeys) and auth.webauthn_challenges, GoTrue's tables. Byte columns
 * cross the driver boundary as base64url text (encode/decode in SQL), so PGlite and pg read alike.
 */
import type { Queryable } from "./db.ts";

/** A passkey as the list endpoints show it, plus what verification needs. */
export type PasskeyRow = {
  id: string;
  user_id: string;
  /** base64url of the raw credential id, as the browser's `id` field. */
  credential_id: string;
  /** base64url of the COSE public key. */
  public_key: string;
  sign_count: number;
  friendly_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  last_used_at: Date | string | null;
};

const COLUMNS = `id, user_id, rtrim(translate(encode(credential_id, 'base64'), '+/' || chr(10), '-_'), '=') as credential_id,
  rtrim(translate(encode(public_key, 'base64'), '+/' || chr(10), '-_'), '=') as public_key,
  sign_count::float8 as sign_count, friendly_name, created_at, updated_at, last_used_at`;

/** base64url (no padding) → standard base64 that decode(…, 'base64') accepts. */
function toStdBase64(b64url: string): string {
  const std = b64url.replace(/-/g, "+").replace(/_/g, "/");
  return std + "=".repeat((4 - (std.length % 4)) % 4);
}

export async function listPasskeys(q: Queryable, userId: string) {
  return q.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at asc, id`,
    [userId],
  );
}

export async function countPasskeys(q: Queryable, userId: string) {
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from auth.webauthn_credentials where user_id = $1`,
    [userId],
  );
  return row?.n ?? 0;
}

export async function findOwnedPasskey(q: Queryable, userId: string, id: string) {
  const rows = await q.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where id = $1 and user_id = $2`,
    [id, userId],
  );
  return rows[0];
}

/** Unpadded base64url (a length of 4n+1 is no byte string), as browsers send credential ids. */
const isBase64Url = (s: string) => /^[A-Za-z0-9_-]+$/.test(s) && s.length % 4 !== 1;

/** The passkey with this credential id (base64url), whoever owns it; an id from a request that is not base64url names none. */
export async function findPasskeyByCredentialId(q: Queryable, credentialId: string) {
  if (!isBase64Url(credentialId)) return undefined;
  const rows = await q.query<PasskeyRow>(
    `select ${COLUMNS} from auth.webauthn_credentials where credential_id = decode($1, 'base64')`,
    [toStdBase64(credentialId)],
  );
  return rows[0];
}

export type NewPasskey = {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  attestationType: string;
  aaguid: string | null;
  signCount: number;
  transports: string[];
  backupEligible: boolean;
  backedUp: boolean;
  friendlyName: string;
};

/** Inserts the passkey; undefined when its credential id is already registered (to anyone). */
export async function insertPasskey(q: Queryable, p: NewPasskey, now: Date) {
  const rows = await q.query<PasskeyRow>(
    `insert into auth.webauthn_credentials (id, user_id, credential_id, public_key, attestation_type, aaguid, sign_count,
       transports, backup_eligible, backed_up, friendly_name, created_at, updated_at)
     values ($1, $2, decode($3, 'base64'), decode($4, 'base64'), $5, $6::uuid, $7, $8::jsonb, $9, $10, $11, $12::timestamptz, $12::timestamptz)
     on conflict (credential_id) do nothing
     returning ${COLUMNS}`,
    [
      p.id,
      p.userId,
      toStdBase64(p.credentialId),
      toStdBase64(p.publicKey),
      p.attestationType,
      p.aaguid,
      p.signCount,
      JSON.stringify(p.transports),
      p.backupEligible,
      p.backedUp,
      p.friendlyName,
      now,
    ],
  );
  return rows[0];
}

export async function renamePasskey(q: Queryable, id: string, friendlyName: string, now: Date) {
  const rows = await q.query<PasskeyRow>(
    `update auth.webauthn_credentials set friendly_name = $2, updated_at = $3::timestamptz where id = $1 returning ${COLUMNS}`,
    [id, friendlyName, now],
  );
  return rows[0]!;
}

/** A sign-in with the passkey: its new signature counter and when it was used. */
export async function recordPasskeyUse(q: Queryable, id: string, signCount: number, now: Date) {
  await q.query(
    `update auth.webauthn_credentials set sign_count = $2, last_used_at = $3::timestamptz, updated_at = $3::timestamptz where id = $1`,
    [id, signCount, now],
  );
}

export async function deletePasskey(q: Queryable, id: string) {
  await q.query(`delete from auth.webauthn_credentials where id = $1`, [id]);
}

// ---- challenges ----

export type ChallengeType = "registration" | "authentication";

export async function insertWebAuthnChallenge(
  q: Queryable,
  c: {
    id: string;
    userId: string | null;
    type: ChallengeType;
    sessionData: unknown;
    expiresAt: Date;
  },
  now: Date,
) {
  // Expired challenges nobody came back for are cleared as new ones are handed out.
  await q.query(`delete from auth.webauthn_challenges where expires_at < $1::timestamptz`, [now]);
  await q.query(
    `insert into auth.webauthn_challenges (id, user_id, challenge_type, session_data, created_at, expires_at)
     values ($1, $2, $3, $4::jsonb, $5::timestamptz, $6::timestamptz)`,
    [c.id, c.userId, c.type, JSON.stringify(c.sessionData), now, c.expiresAt],
  );
}

/**
 * GoTrue ConsumeWebAuthnChallengeByID: deletes and answers the challenge of that type (bound to the
 * user, or to nobody for sign-in), so each is used at most once, whatever the outcome.
 */
export async function consumeWebAuthnChallenge(
  q: Queryable,
  id: string,
  type: ChallengeType,
  userId: string | null,
) {
  const rows = await q.query<{ session_data: unknown; expires_at: Date | string }>(
    userId === null
      ? `delete from auth.webauthn_challenges where id = $1 and challenge_type = $2 and user_id is null returning session_data, expires_at`
      : `delete from auth.webauthn_challenges where id = $1 and challenge_type = $2 and user_id = $3 returning session_data, expires_at`,
    userId === null ? [id, type] : [id, type, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const data =
    typeof row.session_data === "string" ? JSON.parse(row.session_data) : row.session_data;
  return { sessionData: data as unknown, expiresAt: new Date(row.expires_at) };
}
