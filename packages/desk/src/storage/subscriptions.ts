/** desk.subscriptions: mail subscriptions, pending until confirmed by mail (double opt-in). */
import { isUuid } from "../services/ids.ts";
import type { Queryable } from "./db.ts";

export type SubscriptionRow = {
  id: string;
  email: string;
  locale: string;
  status: "pending" | "confirmed";
  source_path: string | null;
  user_id: string | null;
  consent_at: Date | null;
  confirmed_at: Date | null;
  confirm_token_hash: string | null;
  confirm_sent_at: Date | null;
  created_at: Date;
};

const COLUMNS = `id::text as id, email, locale, status, source_path, user_id::text as user_id, consent_at,
  confirmed_at, confirm_token_hash, confirm_sent_at, created_at`;

export async function subscriptionByEmail(q: Queryable, email: string, lock = false) {
  return (
    await q.query<SubscriptionRow>(
      `select ${COLUMNS} from desk.subscriptions where lower(email) = lower($1)${lock ? " for update" : ""}`,
      [email],
    )
  )[0];
}

export async function subscriptionById(q: Queryable, id: string) {
  if (!isUuid(id)) return undefined;
  return (
    await q.query<SubscriptionRow>(`select ${COLUMNS} from desk.subscriptions where id = $1`, [id])
  )[0];
}

export async function subscriptionByConfirmHash(q: Queryable, hash: string) {
  return (
    await q.query<SubscriptionRow>(
      `select ${COLUMNS} from desk.subscriptions where confirm_token_hash = $1 for update`,
      [hash],
    )
  )[0];
}

/** A new pending row, or the pending one of this address refreshed; returns false if one exists already (race). */
export async function upsertPending(
  q: Queryable,
  s: Pick<
    SubscriptionRow,
    | "id"
    | "email"
    | "locale"
    | "source_path"
    | "user_id"
    | "consent_at"
    | "confirm_token_hash"
    | "confirm_sent_at"
    | "created_at"
  >,
): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `insert into desk.subscriptions (id, email, locale, status, source_path, user_id, consent_at, confirm_token_hash, confirm_sent_at, created_at)
     values ($1,$2,$3,'pending',$4,$5,$6,$7,$8,$9)
     on conflict (lower(email)) do update set locale = excluded.locale, source_path = excluded.source_path,
       user_id = coalesce(excluded.user_id, desk.subscriptions.user_id), consent_at = excluded.consent_at,
       confirm_token_hash = excluded.confirm_token_hash, confirm_sent_at = excluded.confirm_sent_at
     where desk.subscriptions.status = 'pending'
     returning id::text as id`,
    [
      s.id,
      s.email,
      s.locale,
      s.source_path,
      s.user_id,
      s.consent_at,
      s.confirm_token_hash,
      s.confirm_sent_at,
      s.created_at,
    ],
  );
  return rows[0]?.id ?? s.id;
}

export async function confirmSubscription(q: Queryable, id: string, now: Date) {
  await q.query(
    `update desk.subscriptions set status = 'confirmed', confirmed_at = $2,
       confirm_token_hash = null where id = $1`,
    [id, now],
  );
}

export async function deleteSubscription(q: Queryable, id: string) {
  await q.query(`delete from desk.subscriptions where id = $1`, [id]);
}

export async function confirmedSubscriptions(q: Queryable): Promise<SubscriptionRow[]> {
  return q.query<SubscriptionRow>(
    `select ${COLUMNS} from desk.subscriptions where status = 'confirmed' order by created_at`,
  );
}

export async function subscriptionsOf(q: Queryable, userId: string, email: string | null) {
  return q.query<SubscriptionRow>(
    `select ${COLUMNS} from desk.subscriptions where user_id = $1 or ($2::text is not null and lower(email) = lower($2))`,
    [userId, email],
  );
}

export async function deleteSubscriptionsOf(q: Queryable, userId: string, email: string | null) {
  await q.query(
    `delete from desk.subscriptions where user_id = $1 or ($2::text is not null and lower(email) = lower($2))`,
    [userId, email],
  );
}

export async function purgeUnconfirmedBefore(q: Queryable, before: Date) {
  await q.query(`delete from desk.subscriptions where status = 'pending' and created_at < $1`, [
    before,
  ]);
}
