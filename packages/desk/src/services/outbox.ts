/**
 * Sends what the desk recorded in desk.mail_outbox, after the transaction that recorded it has
 * committed (the auth server's pattern, services/mail.ts there): claimed rows are leased, so several
 * processes never send one mail twice while they live; a failure is retried with backoff; mail left
 * by a process that died is due again when its lease ends, and at every start.
 */
import type { Db, Queryable } from "../storage/db.ts";
import {
  claimDueMail,
  deleteOutboxMail,
  insertOutboxMail,
  rescheduleOutboxMail,
  type DeskMail,
  type OutboxMail,
} from "../storage/outbox.ts";
import type { DeskMailer } from "./mailer.ts";

const BATCH = 20;
const LEASE_MS = 5 * 60_000;
const RETRY_EVERY_MS = 30_000;

export type Outbox = {
  enqueue(tx: Queryable, mail: DeskMail): Promise<void>;
  /** Sends every due mail; call after commit. Never throws. */
  deliver(): Promise<void>;
  close(): Promise<void>;
};

export function createOutbox(o: {
  db: Db;
  mailer: DeskMailer;
  now: () => Date;
  log: (line: string) => void;
  retryEveryMs?: number;
}): Outbox {
  const { db, mailer, now, log } = o;
  let running: Promise<void> | undefined;
  let followUp: Promise<void> | undefined;
  let closed = false;

  async function sendOne(m: OutboxMail) {
    try {
      await mailer.send({ to: m.to, subject: m.subject, text: m.text, headers: m.headers ?? {} });
      await deleteOutboxMail(db, m.id);
    } catch (err) {
      const backoffMs = Math.min(3600_000, RETRY_EVERY_MS * 2 ** Math.min(m.attempts, 7));
      log(`[desk] sending mail ${m.id} failed (attempt ${m.attempts}): ${(err as Error).message}`);
      await rescheduleOutboxMail(
        db,
        m.id,
        new Date(now().getTime() + backoffMs),
        (err as Error).message,
      ).catch(() => {});
    }
  }

  async function deliverDue() {
    for (;;) {
      const t = now();
      const batch = await claimDueMail(db, t, new Date(t.getTime() + LEASE_MS), BATCH);
      const byAddress = Map.groupBy(batch, (m) => m.to.toLowerCase());
      await Promise.all(
        [...byAddress.values()].map(async (mails) => {
          for (const m of mails) await sendOne(m);
        }),
      );
      if (batch.length < BATCH) return;
    }
  }

  function startRun(): Promise<void> {
    const run: Promise<void> = deliverDue()
      .catch((err: unknown) => log(`[desk] mail delivery failed: ${(err as Error).message}`))
      .finally(() => {
        if (running === run) running = undefined;
      });
    running = run;
    return run;
  }

  function deliver(): Promise<void> {
    if (closed) return Promise.resolve();
    if (!running) return startRun();
    followUp ??= running.then(() => {
      followUp = undefined;
      return startRun();
    });
    return followUp;
  }

  const timer = setInterval(() => void deliver(), o.retryEveryMs ?? RETRY_EVERY_MS);
  timer.unref();
  void deliver();

  return {
    async enqueue(tx, mail) {
      await insertOutboxMail(tx, mail, now());
    },
    deliver,
    async close() {
      closed = true;
      clearInterval(timer);
      await followUp;
      await running;
      await mailer.close?.();
    },
  };
}
