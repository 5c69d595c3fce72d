/**
 * Mail subscriptions, double opt-in: a sign-up records the address, the ticked consent and its time
 * as pending and mails a confirmation link; nothing else is sent until it is confirmed. The answer
 * is the same whether or not the address was known. Unsubscribing deletes the row.
 */
import { randomUUID } from "node:crypto";
import type { Locale } from "../config.ts";
import {
  confirmSubscription,
  deleteSubscription,
  subscriptionByConfirmHash,
  subscriptionByEmail,
  upsertPending,
} from "../storage/subscriptions.ts";
import type { DeskDeps } from "./deps.ts";
import { confirmSubscriptionMail } from "./mail-text.ts";
import {
  isTokenShape,
  randomToken,
  readUnsubscribeToken,
  sha256,
  unsubscribeToken,
} from "./tokens.ts";
import { DeskError } from "./words.ts";

export const CONFIRM_VALID_MS = 7 * 24 * 3600_000;
const RESEND_GAP_MS = 10 * 60_000;

/** Whether the account's address is this one (addresses compare without regard to case, as stored). */
export function sameAddress(accountEmail: string | null | undefined, email: string): boolean {
  return !!accountEmail && accountEmail.toLowerCase() === email.toLowerCase();
}

export async function subscribe(
  deps: DeskDeps,
  input: {
    email: string;
    locale: Locale;
    source: string | null;
    userId: string | null;
    ip: string | null;
  },
) {
  if (input.ip) {
    const taken = deps.limits.take(
      `subscribe:${input.ip}`,
      deps.cfg.limits.subscriptionsPerIp,
      10 * 60_000,
    );
    if (!taken.ok) throw new DeskError("rate_limited_ip", { retryAfter: taken.retryAfter });
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const existing = await subscriptionByEmail(tx, input.email, true);
    if (existing?.status === "confirmed") return;
    if (
      existing?.confirm_sent_at &&
      now.getTime() - new Date(existing.confirm_sent_at).getTime() < RESEND_GAP_MS
    )
      return;
    const token = randomToken();
    const id = await upsertPending(tx, {
      id: existing?.id ?? randomUUID(),
      email: input.email,
      locale: input.locale,
      source_path: input.source,
      user_id: input.userId,
      consent_at: now,
      confirm_token_hash: sha256(token),
      confirm_sent_at: now,
      created_at: now,
    });
    await deps.outbox.enqueue(
      tx,
      confirmSubscriptionMail(
        deps.cfg,
        input.email,
        input.locale,
        token,
        unsubscribeToken(deps.secret, id),
      ),
    );
  });
  void deps.outbox.deliver();
}

export async function confirm(deps: DeskDeps, token: string) {
  if (!isTokenShape(token)) throw new DeskError("invalid_token");
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const s = await subscriptionByConfirmHash(tx, sha256(token));
    if (
      !s ||
      !s.confirm_sent_at ||
      now.getTime() - new Date(s.confirm_sent_at).getTime() > CONFIRM_VALID_MS
    )
      throw new DeskError("invalid_token");
    await confirmSubscription(tx, s.id, now);
  });
}

/** Idempotent: an unknown or used token answers the same. */
export async function unsubscribe(deps: DeskDeps, token: string) {
  const id = readUnsubscribeToken(deps.secret, token);
  if (id) await deleteSubscription(deps.db, id);
}
