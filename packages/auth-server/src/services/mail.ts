/**
 * The mail and one-time-code service: the only place that decides whether a mail may go out
 * (GOTRUE_SMTP_MAX_FREQUENCY per user and kind, GOTRUE_RATE_LIMIT_EMAIL_SENT for the server),
 * makes codes and /verify links, renders templates, and sends.
 *
 * Sending is transactional: `enqueue(tx, ...)` records the rendered mail in auth_server.mail_outbox
 * inside the caller's transaction; `afterCommit()` starts sending it once the transaction has
 * committed, without the request waiting for it (issue 31, item 13: the answer goes first, the mail
 * after). A rolled-back transaction therefore sends nothing, and no transaction or answer waits on
 * SMTP. A request's own mail is claimed by its id and sent at once, beside the delivery run that
 * works through older due mail, so it does not queue behind other people's. Mail left behind (SMTP
 * down, process killed) is retried by a timer and after a restart.
 */
import { createHash, randomInt } from "node:crypto";
import type { Config } from "../config.ts";
import { AuthError } from "../errors.ts";
import type { Mailer } from "../mailer/mailer.ts";
import { createTemplates, type MailMessage } from "../mailer/templates.ts";
import type { Db, Queryable } from "../storage/db.ts";
import {
  claimDueMail,
  claimMailByIds,
  deleteOutboxMail,
  insertOutboxMail,
  rescheduleOutboxMail,
} from "../storage/outbox.ts";
import type { Clock } from "./deps.ts";
import { createOutboxDelivery, LEASE_MS } from "./outbox-delivery.ts";
import { TokenBucketLimiter } from "./token-bucket.ts";

export interface MailService {
  /** 429 with GoTrue's message if the last mail of this kind to this user went out too recently. */
  assertFrequency(lastSentAt: Date | string | null): void;
  /** A fresh code and the hash stored for it (GoTrue: hex(sha224(address + code))). */
  newOtp(address: string, length?: number): { code: string; hash: string };
  /** The link GoTrue puts in mails: API_EXTERNAL_URL + path ? token & type & redirect_to. */
  verifyLink(path: string, hash: string, type: string, redirectTo: string): string;
  /** 429 with GoTrue's message if the last SMS of this kind to this user went out too recently. */
  assertSmsFrequency(lastSentAt: Date | string | null): void;
  /** Renders the message and records it in the outbox inside `tx` (429 when the server's hourly budget is spent). */
  enqueue(tx: Queryable, message: MailMessage): Promise<void>;
  /**
   * After the transaction that enqueued has committed: sends the mail recorded since, without the
   * caller waiting (the request answers first). Never throws.
   */
  afterCommit(): void;
  /** Sends every due outbox mail, resolving when none is left (tests, start-up). Never throws. */
  deliver(): Promise<void>;
  /** Resolves when no mail work of this process is under way (tests). */
  settled(): Promise<void>;
  /**
   * Mail work done after the answer (AUTH_SIGNUP_CONCEAL_EXISTING), so that neither the status nor
   * the time of the answer says whether the address has an account: `task` (its own transaction,
   * started only after the caller's has committed) runs once the request has answered, then due mail
   * is delivered. A refusal (the send gap, the hourly budget, an unknown address) leaves no trace;
   * other failures are logged. close() waits for tasks under way.
   */
  later(task: () => Promise<void>): void;
  close(): Promise<void>;
}

export function createMailService(o: {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  log: (line: string) => void;
}): MailService {
  const { db, config, clock, mailer, log } = o;
  const templates = createTemplates(config, log);
  const serverBudget = new TokenBucketLimiter(
    config.rateLimit.emailSent,
    3600,
    config.rateLimit.emailSent,
    clock,
  );
  let closed = false;
  const pending = new Set<Promise<void>>();
  const delivery = createOutboxDelivery({
    store: {
      claimDue: (now, leaseUntil, limit) => claimDueMail(db, now, leaseUntil, limit),
      remove: (id) => deleteOutboxMail(db, id),
      reschedule: (id, at, error) => rescheduleOutboxMail(db, id, at, error),
    },
    send: (m) =>
      mailer.send({ to: m.to, subject: m.subject, text: m.text, html: m.html, note: m.note }),
    now: () => clock.now(),
    log,
    label: "[auth-server]",
  });
  const deliver = () => (closed ? Promise.resolve() : delivery.deliver());
  // Mail recorded by a transaction that may not have committed yet: id -> when (ms). afterCommit()
  // claims what has committed; an id not found after 10 s was rolled back or taken by a run.
  const fresh = new Map<string, number>();
  async function sendFresh() {
    if (closed || fresh.size === 0) return;
    const ids = [...fresh.keys()];
    const t = clock.now();
    const claimed = await claimMailByIds(db, ids, t, new Date(t.getTime() + LEASE_MS));
    const found = new Set(claimed.map((m) => m.id));
    const stale = Date.now() - 10_000;
    for (const id of ids) if (found.has(id) || (fresh.get(id) ?? 0) < stale) fresh.delete(id);
    claimed.sort((a, b) => Number(a.id) - Number(b.id));
    await delivery.sendClaimed(claimed);
  }
  const track = (p: Promise<void>) => {
    const tracked: Promise<void> = p.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  return {
    assertFrequency(lastSentAt) {
      assertGap(lastSentAt, config.smtpMaxFrequency, "over_email_send_rate_limit", clock);
    },
    assertSmsFrequency(lastSentAt) {
      assertGap(lastSentAt, config.sms.maxFrequency, "over_sms_send_rate_limit", clock);
    },
    newOtp(address, length = config.mailer.otpLength) {
      let code = "";
      for (let i = 0; i < length; i++) code += String(randomInt(10));
      return { code, hash: tokenHash(address, code) };
    },
    verifyLink(path, hash, type, redirectTo) {
      const u = new URL(config.externalUrl + path);
      u.searchParams.set("token", hash);
      u.searchParams.set("type", type);
      u.searchParams.set("redirect_to", redirectTo);
      return u.toString();
    },
    async enqueue(tx, message) {
      if (config.rateLimit.enabled && !serverBudget.take("server"))
        throw new AuthError("over_email_send_rate_limit");
      const mail = await templates.render(message, clock.now().getTime());
      // The console mailer (no SMTP) shows link and code on one line; nothing extra is stored otherwise.
      if (mailer.logsNotes) {
        const d = message.data;
        mail.note =
          [d.ConfirmationURL && `link: ${d.ConfirmationURL}`, d.Token && `code: ${d.Token}`]
            .filter(Boolean)
            .join("  ") || null;
      }
      fresh.set(await insertOutboxMail(tx, mail, clock.now()), Date.now());
    },
    afterCommit() {
      if (closed || fresh.size === 0) return;
      track(
        sendFresh().catch((err: unknown) =>
          log(`[auth-server] mail delivery failed: ${(err as Error).message}`),
        ),
      );
    },
    deliver,
    async settled() {
      for (;;) {
        while (pending.size > 0) await Promise.allSettled(pending);
        await delivery.idle();
        if (pending.size === 0) return;
      }
    },
    later(task) {
      if (closed) return;
      track(
        new Promise<void>((r) => setImmediate(r))
          .then(task)
          .then(sendFresh)
          .catch((err: unknown) => {
            if (!(err instanceof AuthError))
              log(`[auth-server] mail work after the answer failed: ${(err as Error).message}`);
          }),
      );
    },
    async close() {
      while (pending.size > 0) await Promise.allSettled(pending);
      closed = true;
      await delivery.close();
      await mailer.close?.();
    },
  };
}

/** GoTrue's crypto.GenerateTokenHash: hex(sha224(address + code)). */
export function tokenHash(address: string, code: string): string {
  return createHash("sha224")
    .update(address + code)
    .digest("hex");
}

/** GoTrue's per-user, per-kind gap between two messages (GOTRUE_SMTP_MAX_FREQUENCY, GOTRUE_SMS_MAX_FREQUENCY). */
function assertGap(
  lastSentAt: Date | string | null,
  gapSeconds: number,
  code: "over_email_send_rate_limit" | "over_sms_send_rate_limit",
  clock: Clock,
) {
  if (!lastSentAt) return;
  const sentAt = new Date(lastSentAt).getTime();
  const wait = Math.ceil(sentAt / 1000 + gapSeconds - clock.now().getTime() / 1000);
  if (wait > 0) {
    throw new AuthError(code, {
      message: `For security purposes, you can only request this after ${wait} seconds.`,
    });
  }
}
