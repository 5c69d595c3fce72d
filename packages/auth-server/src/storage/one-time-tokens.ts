/**
 * One-time tokens as GoTrue stores them: the hash in the user's column (confirmation_token,
 * recovery_token, ...) with its *_sent_at, mirrored in auth.one_time_tokens (one row per user and
 * type). A PKCE token is stored with GoTrue's "pkce_" prefix. Codes themselves are never stored.
 */
import type { Queryable } from "./db.ts";
import { findUserById, upsertOneTimeToken, type UserWithIdentities } from "./users.ts";

export type TokenKind =
  | "confirmation"
  | "recovery"
  | "email_change_new"
  | "email_change_current"
  | "reauthentication"
  | "phone_change";

const COLUMNS: Record<TokenKind, { token: string; sentAt: string; type: string }> = {
  confirmation: {
    token: "confirmation_token",
    sentAt: "confirmation_sent_at",
    type: "confirmation_token",
  },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at", type: "recovery_token" },
  email_change_new: {
    token: "email_change_token_new",
    sentAt: "email_change_sent_at",
    type: "email_change_token_new",
  },
  email_change_current: {
    token: "email_change_token_current",
    sentAt: "email_change_sent_at",
    type: "email_change_token_current",
  },
  reauthentication: {
    token: "reauthentication_token",
    sentAt: "reauthentication_sent_at",
    type: "reauthentication_token",
  },
  phone_change: {
    token: "phone_change_token",
    sentAt: "phone_change_sent_at",
    type: "phone_change_token",
  },
};

/**
 * The user's row locked for the rest of the transaction, read afresh: two requests for one account's
 * mail (processes, or work done after the answer) wait for each other, so the send gap holds.
 */
export async function lockedUser(q: Queryable, user: UserWithIdentities | undefined) {
  if (!user) return undefined;
  await q.query(`select 1 from auth.users where id = $1 for update`, [user.id]);
  return findUserById(q, user.id);
}

/** Stores a token hash for the user (column, sent-at and one_time_tokens row). */
export async function setToken(
  q: Queryable,
  userId: string,
  kind: TokenKind,
  hash: string,
  relatesTo: string,
  now: Date,
) {
  const c = COLUMNS[kind];
  await q.query(
    `update auth.users set ${c.token} = $2, ${c.sentAt} = $3::timestamptz, updated_at = $3::timestamptz where id = $1`,
    [userId, hash, now],
  );
  await upsertOneTimeToken(q, userId, c.type, hash, relatesTo, now);
}

/** Used or replaced: the column is emptied and the one_time_tokens row removed (single use). */
export async function clearTokens(q: Queryable, userId: string, kinds: TokenKind[]) {
  if (kinds.length === 0) return;
  await q.query(
    `update auth.users set ${kinds.map((k) => `${COLUMNS[k].token} = ''`).join(", ")} where id = $1`,
    [userId],
  );
  await q.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type::text = any($2::text[])`,
    [userId, kinds.map((k) => COLUMNS[k].type)],
  );
}

/** A token whose message could not be sent: gone, and its sent-at cleared so the send frequency does not hold a retry back. */
export async function withdrawToken(q: Queryable, userId: string, kind: TokenKind) {
  await clearTokens(q, userId, [kind]);
  await q.query(`update auth.users set ${COLUMNS[kind].sentAt} = null where id = $1`, [userId]);
}

/** The user holding this token hash (as sent in a link: possibly "pkce_"-prefixed) in one of these kinds, locked. */
export async function findUserByTokenHash(
  q: Queryable,
  kinds: TokenKind[],
  hash: string,
): Promise<{ user: UserWithIdentities; kind: TokenKind } | undefined> {
  if (hash === "") return undefined;
  for (const kind of kinds) {
    const col = COLUMNS[kind].token;
    const rows = await q.query<{ id: string }>(
      `select id from auth.users where ${col} <> '' and (${col} = $1 or ${col} = 'pkce_' || $1) limit 1 for update`,
      [hash],
    );
    if (rows[0]) return { user: (await findUserById(q, rows[0].id))!, kind };
  }
  return undefined;
}

/** The stored hashes and sent-at times, for checking a code typed by the user. */
export async function userTokens(q: Queryable, userId: string) {
  const rows = await q.query<Record<string, string | Date | null>>(
    `select confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change_token_new,
       email_change_token_current, email_change_sent_at, email_change_confirm_status, reauthentication_token,
       reauthentication_sent_at, phone_change_token, phone_change_sent_at
     from auth.users where id = $1 for update`,
    [userId],
  );
  const r = rows[0];
  if (!r) return undefined;
  const get = (kind: TokenKind) => ({
    hash: (r[COLUMNS[kind].token] as string | null) ?? "",
    sentAt: r[COLUMNS[kind].sentAt] as Date | string | null,
  });
  return {
    get,
    emailChangeConfirmStatus: Number(r.email_change_confirm_status ?? 0),
  };
}

export async function confirmEmail(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2::timestamptz), updated_at = $2::timestamptz,
       -- GoTrue's Confirm also sets user_metadata.email_verified (issue 21 item 9).
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId, now],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2::timestamptz
     where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
}

/**
 * The first confirmation of an account nobody had proved: sessions, MFA factors and passkeys made
 * before it go (issue 21, item 6), so whoever set the account up before the owner confirmed keeps
 * nothing.
 */
export async function endAccessBeforeConfirmation(q: Queryable, userId: string) {
  await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
  await q.query(`delete from auth.mfa_factors where user_id = $1`, [userId]);
  await q.query(`delete from auth.webauthn_credentials where user_id = $1`, [userId]);
}

export async function confirmPhone(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, $2::timestamptz), updated_at = $2::timestamptz where id = $1`,
    [userId, now],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"phone_verified": true}'::jsonb, updated_at = $2::timestamptz
     where user_id = $1 and provider = 'phone'`,
    [userId, now],
  );
}

/** GoTrue ConfirmEmailChange: the new address becomes the email, confirmed; the email identity follows. */
export async function applyEmailChange(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = $2::timestamptz, is_anonymous = false, updated_at = $2::timestamptz
     where id = $1 and email_change <> ''`,
    [userId, now],
  );
  await q.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
       updated_at = $2::timestamptz from auth.users u where u.id = $1 and i.user_id = u.id and i.provider = 'email'`,
    [userId, now],
  );
  // An anonymous (or phone-only) user gets an email identity once the address is confirmed, as in GoTrue.
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     select gen_random_uuid(), u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true,
       'phone_verified', false), 'email', $2::timestamptz, $2::timestamptz, $2::timestamptz
     from auth.users u where u.id = $1 and u.email is not null
       and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email')`,
    [userId, now],
  );
}

/** First of two confirmations of a secure email change: remember it, and spend that token. */
export async function markEmailChangeHalfConfirmed(
  q: Queryable,
  userId: string,
  used: TokenKind,
  now: Date,
) {
  await q.query(
    `update auth.users set email_change_confirm_status = 1, updated_at = $2::timestamptz where id = $1`,
    [userId, now],
  );
  await clearTokens(q, userId, [used]);
}

/** A new email change starts from scratch: no confirmation counted, no token from an earlier request. */
export async function beginEmailChange(q: Queryable, userId: string, newEmail: string, now: Date) {
  await q.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_current = '',
       email_change_token_new = '', updated_at = $3::timestamptz where id = $1`,
    [userId, newEmail, now],
  );
  await q.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [userId],
  );
}

export async function setPhoneChange(q: Queryable, userId: string, phone: string) {
  await q.query(`update auth.users set phone_change = $2 where id = $1`, [userId, phone]);
}

/** GoTrue ConfirmPhoneChange: the new number becomes the phone, confirmed. */
export async function applyPhoneChange(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set phone = phone_change, phone_change = '', phone_change_token = '', phone_confirmed_at = $2::timestamptz,
       updated_at = $2::timestamptz where id = $1 and phone_change <> ''`,
    [userId, now],
  );
  await q.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('phone', u.phone, 'phone_verified', true),
       updated_at = $2::timestamptz from auth.users u where u.id = $1 and i.user_id = u.id and i.provider = 'phone'`,
    [userId, now],
  );
}

export async function setInvitedAt(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set invited_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1`,
    [userId, now],
  );
}

/** Adds a provider to app_metadata.providers (GoTrue UpdateAppMetaDataProviders). */
export async function addProvider(q: Queryable, userId: string, provider: string) {
  await q.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
       || jsonb_build_object('providers', (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
            select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p union select $2::text) x))
     where id = $1`,
    [userId, provider],
  );
}

export async function findUserByPhoneChange(q: Queryable, phone: string, aud: string) {
  const rows = await q.query<{ id: string }>(
    `select id from auth.users where phone_change = $1 and aud = $2 limit 1`,
    [phone, aud],
  );
  return rows[0] ? findUserById(q, rows[0].id) : undefined;
}

/** A user with an email change under way, named by either address (GoTrue FindUserForEmailChange). */
export async function findUserForEmailChange(q: Queryable, email: string, aud: string) {
  const rows = await q.query<{ id: string }>(
    `select id from auth.users where aud = $2 and email_change <> '' and (lower(email_change) = $1 or lower(email) = $1) limit 1`,
    [email.toLowerCase(), aud],
  );
  return rows[0] ? findUserById(q, rows[0].id) : undefined;
}
