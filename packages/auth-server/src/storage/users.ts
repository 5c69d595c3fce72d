/** auth.users and auth.identities. Plain functions over a Queryable; rules live in services. */
import type { Queryable } from "./db.ts";
import { FACTORS_OF_USER, type FactorRow } from "./factors.ts";

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  phone_confirmed_at: Date | string | null;
  confirmed_at: Date | string | null;
  invited_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  phone_change: string | null;
  phone_change_sent_at: Date | string | null;
  reauthentication_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  banned_until: Date | string | null;
  deleted_at: Date | string | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
  created_at: Date | string | null;
  updated_at: Date | string | null;
};

export type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  email: string | null;
};

/** A user with what GoTrue loads along with every user: identities and MFA factors. */
export type UserWithIdentities = UserRow & { identities: IdentityRow[]; factors: FactorRow[] };

const USER_COLUMNS = `u.id, u.aud, u.role, u.email, u.phone, u.encrypted_password, u.email_confirmed_at,
  u.phone_confirmed_at, u.confirmed_at, u.invited_at, u.confirmation_sent_at, u.recovery_sent_at,
  u.email_change, u.email_change_sent_at, u.phone_change, u.phone_change_sent_at,
  u.reauthentication_sent_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data,
  u.banned_until, u.deleted_at, u.is_anonymous, u.is_sso_user, u.created_at, u.updated_at`;

/** The identities and the MFA factors of user u (two json columns). */
const IDENTITIES = `coalesce((select json_agg(json_build_object(
    'id', i.id, 'provider_id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
    'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
    'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
  from auth.identities i where i.user_id = u.id), '[]'::json) as identities,
  ${FACTORS_OF_USER}`;

function withIdentities(
  row: (UserRow & { identities: unknown; factors?: unknown }) | undefined,
): UserWithIdentities | undefined {
  if (!row) return undefined;
  const ids = typeof row.identities === "string" ? JSON.parse(row.identities) : row.identities;
  const factors = typeof row.factors === "string" ? JSON.parse(row.factors) : (row.factors ?? []);
  return { ...row, identities: ids as IdentityRow[], factors: factors as FactorRow[] };
}

export async function findUserByEmail(q: Queryable, email: string, aud: string) {
  const rows = await q.query<UserRow & { identities: unknown }>(
    `select ${USER_COLUMNS}, ${IDENTITIES} from auth.users u
     where lower(u.email) = $1 and u.aud = $2 and u.is_sso_user = false limit 1`,
    [email.toLowerCase(), aud],
  );
  return withIdentities(rows[0]);
}

export async function findUserByPhone(q: Queryable, phone: string, aud: string) {
  const rows = await q.query<UserRow & { identities: unknown }>(
    `select ${USER_COLUMNS}, ${IDENTITIES} from auth.users u where u.phone = $1 and u.aud = $2 limit 1`,
    [phone, aud],
  );
  return withIdentities(rows[0]);
}

export async function findUserById(q: Queryable, id: string) {
  const rows = await q.query<UserRow & { identities: unknown }>(
    `select ${USER_COLUMNS}, ${IDENTITIES} from auth.users u where u.id = $1`,
    [id],
  );
  return withIdentities(rows[0]);
}

/** The user, plus whether the given session still exists, in one round trip (every user request). */
export async function findUserAndSession(q: Queryable, userId: string, sessionId: string | null) {
  const rows = await q.query<
    UserRow & { identities: unknown; session_exists: boolean; session_aal: string | null }
  >(
    `select ${USER_COLUMNS}, ${IDENTITIES},
       exists(select 1 from auth.sessions s where s.id = $2::uuid and s.user_id = u.id) as session_exists
     from auth.users u where u.id = $1`,
    [userId, sessionId],
    "find_user_and_session",
  );
  const row = rows[0];
  if (!row) return undefined;
  const { session_exists, ...user } = row;
  return { user: withIdentities(user)!, sessionExists: session_exists };
}

export async function emailTaken(q: Queryable, email: string, aud: string, exceptId?: string) {
  const rows = await q.query(
    `select 1 from auth.users where lower(email) = $1 and aud = $2 and is_sso_user = false and ($3::uuid is null or id <> $3::uuid) limit 1`,
    [email.toLowerCase(), aud, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function phoneTaken(q: Queryable, phone: string, aud: string, exceptId?: string) {
  const rows = await q.query(
    `select 1 from auth.users where phone = $1 and aud = $2 and ($3::uuid is null or id <> $3::uuid) limit 1`,
    [phone, aud, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function insertUser(
  q: Queryable,
  u: {
    id: string;
    aud: string;
    role: string;
    email: string | null;
    phone: string | null;
    encryptedPassword: string;
    appMetadata: Record<string, unknown>;
    userMetadata: Record<string, unknown>;
    emailConfirmed: boolean;
    phoneConfirmed: boolean;
    isAnonymous: boolean;
  },
  now: Date,
) {
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
       raw_app_meta_data, raw_user_meta_data, email_confirmed_at, phone_confirmed_at, is_anonymous,
       is_super_admin, confirmation_token, recovery_token, email_change_token_new, email_change,
       created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, $6, $7::text::jsonb, $8::text::jsonb,
       case when $9::boolean then $12::timestamptz end, case when $10::boolean then $12::timestamptz end, $11, false, '', '', '', '',
       $12::timestamptz, $12::timestamptz)`,
    [
      u.id,
      u.aud,
      u.role,
      u.email,
      u.phone,
      u.encryptedPassword,
      JSON.stringify(u.appMetadata),
      JSON.stringify(u.userMetadata),
      u.emailConfirmed,
      u.phoneConfirmed,
      u.isAnonymous,
      now,
    ],
  );
}

export async function insertIdentity(
  q: Queryable,
  i: {
    userId: string;
    providerId: string;
    provider: string;
    identityData: Record<string, unknown>;
  },
  now: Date,
) {
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3::text::jsonb, $4, $5::timestamptz, $5::timestamptz, $5::timestamptz)`,
    [i.providerId, i.userId, JSON.stringify(i.identityData), i.provider, now],
  );
}

export async function touchLastSignIn(
  q: Queryable,
  userId: string,
  provider: string | null,
  now: Date,
) {
  await q.query(
    `update auth.users set last_sign_in_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1`,
    [userId, now],
  );
  if (provider) {
    await q.query(
      `update auth.identities set last_sign_in_at = $3::timestamptz, updated_at = $3::timestamptz where user_id = $1 and provider = $2`,
      [userId, provider, now],
    );
  }
}

export async function upsertOneTimeToken(
  q: Queryable,
  userId: string,
  type: string,
  tokenHash: string,
  relatesTo: string,
  now: Date,
) {
  await q.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::auth.one_time_token_type, $3, $4, $5::timestamptz, $5::timestamptz)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, updated_at = $5::timestamptz`,
    [userId, type, tokenHash, relatesTo, now],
  );
}

export async function updatePassword(
  q: Queryable,
  userId: string,
  encryptedPassword: string,
  now: Date,
) {
  await q.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', recovery_token = '',
       email_change_token_new = '', email_change_token_current = '', reauthentication_token = '',
       updated_at = $3::timestamptz where id = $1`,
    [userId, encryptedPassword, now],
  );
  await q.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}

export async function updateUserMetadata(
  q: Queryable,
  userId: string,
  metadata: Record<string, unknown>,
  now: Date,
) {
  await q.query(
    `update auth.users set raw_user_meta_data = $2::text::jsonb, updated_at = $3::timestamptz where id = $1`,
    [userId, JSON.stringify(metadata), now],
  );
}

/** Anonymous user adding an email with autoconfirm: applied at once, the user stops being anonymous. */
export async function applyEmail(
  q: Queryable,
  userId: string,
  email: string,
  appMetadata: Record<string, unknown>,
  now: Date,
) {
  await q.query(
    `update auth.users set email = $2, email_confirmed_at = $4::timestamptz, is_anonymous = false, email_change = '',
       raw_app_meta_data = $3::text::jsonb, updated_at = $4::timestamptz where id = $1`,
    [userId, email, JSON.stringify(appMetadata), now],
  );
}
