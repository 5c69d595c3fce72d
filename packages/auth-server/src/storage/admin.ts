/** The SQL only the admin API needs: paged user and audit lists, field updates, hard and soft delete. */
import { createHash } from "node:crypto";
import type { Queryable } from "./db.ts";
import type { UserRow } from "./users.ts";

const LIST_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmed_at, invited_at, confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at,
  phone_change, phone_change_sent_at, reauthentication_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, banned_until, deleted_at, is_anonymous, is_sso_user, created_at, updated_at`;

export type Page = { page: number; perPage: number };

/**
 * GoTrue FindUsersInAudience: newest first; `filter` is a case-sensitive substring of the email or a
 * case-insensitive one of user_metadata.full_name (LIKE wildcards in it are escaped here).
 */
export async function listUsersInAudience(q: Queryable, aud: string, page: Page, filter: string) {
  const like = filter === "" ? null : `%${filter.replace(/[\\%_]/g, "\\$&")}%`;
  const where = `instance_id = '00000000-0000-0000-0000-000000000000' and aud = $1
    and ($2::text is null or email like $2 or raw_user_meta_data->>'full_name' ilike $2)`;
  const [count] = await q.query<{ n: string | number }>(
    `select count(*) as n from auth.users where ${where}`,
    [aud, like],
  );
  const users = await q.query<UserRow>(
    `select ${LIST_COLUMNS} from auth.users where ${where} order by created_at desc, id desc limit $3 offset $4`,
    [aud, like, page.perPage, (page.page - 1) * page.perPage],
  );
  return { users, count: Number(count?.n ?? 0) };
}

const AUDIT_COLUMNS: Record<string, string[]> = {
  author: ["actor_username", "actor_name"],
  action: ["action"],
  type: ["log_type"],
};

/** GoTrue FindAuditLogEntries: newest first, optional `<scope>:<text>` filter on the payload. */
export async function listAuditEntries(
  q: Queryable,
  page: Page,
  filter: { scope: string; value: string } | undefined,
) {
  const cols = filter && filter.value !== "" ? AUDIT_COLUMNS[filter.scope]! : [];
  const like = filter ? `%${filter.value.replace(/[\\%_]/g, "\\$&")}%` : null;
  const match = cols.length ? cols.map((c) => `payload->>'${c}' ilike $1`).join(" or ") : "true";
  const where = `($1::text is null or ${match})`;
  const [count] = await q.query<{ n: string | number }>(
    `select count(*) as n from auth.audit_log_entries where ${where}`,
    [like],
  );
  const entries = await q.query<{
    id: string;
    payload: unknown;
    created_at: Date | string;
    ip_address: string;
  }>(
    `select id, payload, created_at, ip_address from auth.audit_log_entries where ${where}
     order by created_at desc, id desc limit $2 offset $3`,
    [like, page.perPage, (page.page - 1) * page.perPage],
  );
  return { entries, count: Number(count?.n ?? 0) };
}

export const isAuditScope = (s: string) => Object.hasOwn(AUDIT_COLUMNS, s);

/** Phone numbers are unique across audiences (auth.users.phone has a unique index). */
export async function phoneTaken(q: Queryable, phone: string, exceptId?: string) {
  const rows = await q.query(
    `select 1 from auth.users where phone = $1 and ($2::uuid is null or id <> $2::uuid) limit 1`,
    [phone, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function userIdTaken(q: Queryable, id: string) {
  return (await q.query(`select 1 from auth.users where id = $1`, [id])).length > 0;
}

/** One admin edit of auth.users; a field left undefined is not touched. */
export async function updateUserFields(
  q: Queryable,
  id: string,
  f: {
    role?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    confirmEmail?: boolean | undefined;
    confirmPhone?: boolean | undefined;
    notAnonymous?: boolean | undefined;
    appMetadata?: Record<string, unknown> | undefined;
    userMetadata?: Record<string, unknown> | undefined;
    /** null lifts a ban. */
    bannedUntil?: Date | null | undefined;
  },
  now: Date,
) {
  await q.query(
    `update auth.users set
       role = coalesce($2, role),
       email = coalesce($3, email),
       phone = coalesce($4, phone),
       email_confirmed_at = case when $5::boolean then $11::timestamptz else email_confirmed_at end,
       phone_confirmed_at = case when $6::boolean then $11::timestamptz else phone_confirmed_at end,
       confirmation_token = case when $5::boolean or $6::boolean then '' else confirmation_token end,
       is_anonymous = case when $7::boolean then false else is_anonymous end,
       raw_app_meta_data = coalesce($8::text::jsonb, raw_app_meta_data),
       raw_user_meta_data = coalesce($9::text::jsonb, raw_user_meta_data),
       banned_until = case when $10::text = 'keep' then banned_until else $12::timestamptz end,
       updated_at = $11::timestamptz
     where id = $1`,
    [
      id,
      f.role ?? null,
      f.email ?? null,
      f.phone ?? null,
      f.confirmEmail ?? false,
      f.confirmPhone ?? false,
      f.notAnonymous ?? false,
      f.appMetadata ? JSON.stringify(f.appMetadata) : null,
      f.userMetadata ? JSON.stringify(f.userMetadata) : null,
      f.bannedUntil === undefined ? "keep" : "set",
      now,
      f.bannedUntil ?? null,
    ],
  );
  if (f.confirmEmail || f.confirmPhone)
    await q.query(`delete from auth.one_time_tokens where user_id = $1`, [id]);
}

/** The user's identity for a provider gets new identity_data keys, or is created (GoTrue admin update). */
export async function upsertProviderIdentity(
  q: Queryable,
  userId: string,
  provider: "email" | "phone",
  data: Record<string, unknown>,
  now: Date,
) {
  const updated = await q.query(
    `update auth.identities set identity_data = identity_data || $3::text::jsonb, updated_at = $4::timestamptz
     where user_id = $1 and provider = $2 returning id`,
    [userId, provider, JSON.stringify(data), now],
  );
  if (updated.length > 0) return;
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3::text::jsonb, $4, $5::timestamptz, $5::timestamptz, $5::timestamptz)`,
    [userId, userId, JSON.stringify({ sub: userId, ...data }), provider, now],
  );
}

export async function deleteAllSessions(q: Queryable, userId: string) {
  await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/** Hard delete: identities, sessions, factors and codes go with the row (foreign keys cascade). */
export async function deleteUser(q: Queryable, userId: string) {
  await q.query(`delete from auth.refresh_tokens where user_id = $1::text`, [userId]);
  await q.query(`delete from auth.users where id = $1`, [userId]);
}

/** GoTrue obfuscateValue: base64url(sha256(user id + value)), so the address is gone but stays unique. */
function obfuscate(userId: string, value: string) {
  return createHash("sha256")
    .update(userId + value)
    .digest("base64url");
}

/**
 * GoTrue SoftDeleteUser + SoftDeleteUserIdentities: the row stays (deleted_at set) with its email,
 * phone, pending changes and identity ids replaced by hashes, password, codes and metadata cleared,
 * and every session, refresh token, factor and passkey deleted.
 */
export async function softDeleteUser(q: Queryable, user: UserRow, now: Date) {
  const id = user.id;
  await q.query(
    `update auth.users set email = $2, phone = $3, email_change = $4, phone_change = $5, encrypted_password = null,
       confirmation_token = '', recovery_token = '', email_change_token_current = '', email_change_token_new = '',
       phone_change_token = '', reauthentication_token = '', raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb,
       deleted_at = $6::timestamptz, updated_at = $6::timestamptz
     where id = $1`,
    [
      id,
      obfuscate(id, user.email ?? ""),
      obfuscate(id, user.phone ?? "").slice(0, 15),
      obfuscate(id, user.email_change ?? ""),
      obfuscate(id, user.phone_change ?? "").slice(0, 15),
      now,
    ],
  );
  const identities = await q.query<{ id: string; provider: string; provider_id: string }>(
    `select id, provider, provider_id from auth.identities where user_id = $1`,
    [id],
  );
  for (const i of identities) {
    await q.query(
      `update auth.identities set identity_data = '{}'::jsonb, provider_id = $2, updated_at = $3::timestamptz where id = $1`,
      [i.id, obfuscate(id, `${i.provider}:${i.provider_id}`), now],
    );
  }
  await q.query(`delete from auth.one_time_tokens where user_id = $1`, [id]);
  await q.query(`delete from auth.mfa_factors where user_id = $1`, [id]);
  // As GoTrue's adminUserDelete: the row stays, so no cascade removes the passkeys; they must not sign anyone in.
  await q.query(`delete from auth.webauthn_credentials where user_id = $1`, [id]);
  await deleteAllSessions(q, id);
  await q.query(`delete from auth.refresh_tokens where user_id = $1::text`, [id]);
}
