/** auth.identities beyond insertIdentity (storage/users.ts): lookups for linking, updates, unlinking. */
import type { Queryable } from "./db.ts";
import type { IdentityRow } from "./users.ts";

const COLUMNS = `id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email`;

export async function findIdentity(q: Queryable, providerId: string, provider: string) {
  const rows = await q.query<IdentityRow>(
    `select ${COLUMNS} from auth.identities where provider_id = $1 and provider = $2 limit 1`,
    [providerId, provider],
  );
  return rows[0];
}

/** Identities whose (generated, lower-case) email is one of these (GoTrue's "similar identities"). */
export async function identitiesWithEmails(q: Queryable, emails: string[]) {
  if (emails.length === 0) return [];
  return q.query<IdentityRow>(
    `select ${COLUMNS} from auth.identities where email = any($1::text[])`,
    [emails],
  );
}

/** Non-SSO users whose email is one of these (GoTrue's "similar users"). */
export async function userIdsWithEmails(q: Queryable, emails: string[]) {
  if (emails.length === 0) return [];
  const rows = await q.query<{ id: string }>(
    `select id from auth.users where lower(email) = any($1::text[]) and is_sso_user = false`,
    [emails],
  );
  return rows.map((r) => r.id);
}

export async function updateIdentityData(
  q: Queryable,
  id: string,
  data: Record<string, unknown>,
  now: Date,
) {
  await q.query(
    `update auth.identities set identity_data = $2::text::jsonb, last_sign_in_at = $3::timestamptz, updated_at = $3::timestamptz where id = $1`,
    [id, JSON.stringify(data), now],
  );
}

export async function deleteIdentity(q: Queryable, id: string) {
  await q.query(`delete from auth.identities where id = $1`, [id]);
}

export async function deleteIdentitiesExcept(q: Queryable, userId: string, keepId: string) {
  await q.query(`delete from auth.identities where user_id = $1 and id <> $2`, [userId, keepId]);
}

/** GoTrue UpdateAppMetaDataProviders: app_metadata.providers = the user's identities' providers. */
export async function syncProviders(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers',
       (select coalesce(jsonb_agg(p order by first_at), '[]'::jsonb) from
         (select provider as p, min(created_at) as first_at from auth.identities where user_id = $1 group by provider) x)),
       updated_at = $2::timestamptz
     where id = $1`,
    [userId, now],
  );
}

/** GoTrue UpdateUserMetaData: the identity's claims merged over user_metadata. */
export async function mergeUserMetadata(
  q: Queryable,
  userId: string,
  data: Record<string, unknown>,
  now: Date,
) {
  await q.query(
    `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::text::jsonb, updated_at = $3::timestamptz
     where id = $1`,
    [userId, JSON.stringify(data), now],
  );
}

export async function replaceUserMetadata(
  q: Queryable,
  userId: string,
  data: Record<string, unknown>,
  now: Date,
) {
  await q.query(
    `update auth.users set raw_user_meta_data = $2::text::jsonb, updated_at = $3::timestamptz where id = $1`,
    [userId, JSON.stringify(data), now],
  );
}

/** An unconfirmed user gaining an OAuth identity: the password nobody proved is dropped (RemoveUnconfirmedIdentities). */
export async function clearPassword(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set encrypted_password = '', updated_at = $2::timestamptz where id = $1`,
    [userId, now],
  );
}

/** GoTrue Confirm: email_confirmed_at set once. */
export async function confirmUserEmail(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2::timestamptz), updated_at = $2::timestamptz,
       -- GoTrue's Confirm also sets user_metadata.email_verified (issue 21 item 9).
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId, now],
  );
}

/** GoTrue UpdateUserEmailFromIdentities (for a user without an email): the first identity email becomes the user's. */
export async function takeEmailFromIdentity(
  q: Queryable,
  userId: string,
  email: string,
  now: Date,
) {
  await q.query(
    `update auth.users set email = $2, is_anonymous = false, updated_at = $3::timestamptz where id = $1`,
    [userId, email, now],
  );
}

/** After unlinking a phone identity: the user keeps no phone (GoTrue DeleteIdentity). */
export async function clearPhone(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set phone = null, phone_confirmed_at = null, updated_at = $2::timestamptz where id = $1`,
    [userId, now],
  );
}
