/**
 * Sending what a transactional outbox holds, once its transaction has committed: the auth
 * server's mail (services/mail.ts) and the service desk's (packages/desk) both deliver this way,
 * each from its own table. Claimed mail is leased, so several processes never send one mail twice
 * while they live; a failure is retried with a growing delay, up to an hour; mail left by a
 * process that died is due again when its lease ends, and at every start.
 */

/** What delivery needs of a stored mail; the store adds the message itself. */
export type LeasedMail = { id: string; to: string; attempts: number };

export type OutboxStore<M extends LeasedMail> = {
  /** Takes up to `limit` due mails and leases them until `leaseUntil` (another process skips them). */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<M[]>;
  /** The mail went out. */
  remove(id: string): Promise<void>;
  /** The mail did not go out: due again at `at`. */
  reschedule(id: string, at: Date, error: string): Promise<void>;
};

export type OutboxDelivery = {
  /** Sends every due mail; call after the transaction that recorded mail has committed. Never throws. */
  deliver(): Promise<void>;
  /** Stops the retry timer and waits for a run under way. */
  close(): Promise<void>;
};

const BATCH = 20;
/** How long a claimed mail stays leased to the process that claimed it. */
export const LEASE_MS = 5 * 60_000;
const RETRY_EVERY_MS = 30_000;
const LONGEST_BACKOFF_MS = 3600_000;

export function createOutboxDelivery<M extends LeasedMail>(o: {
  store: OutboxStore<M>;
  send: (mail: M) => Promise<void>;
  now: () => Date;
  log: (line: string) => void;
  /** How this outbox's log lines start: "[auth-server]", "[desk]". */
  label: string;
  retryEveryMs?: number;
  /** Which mails go to one address, sent one after another in the order they were recorded. */
  addressKey?: (to: string) => string;
}): OutboxDelivery {
  const { store, send, now, log, label } = o;
  const addressKey = o.addressKey ?? ((to: string) => to);
  let running: Promise<void> | undefined;
  let followUp: Promise<void> | undefined;
  let closed = false;

  async function sendOne(mail: M) {
    try {
      await send(mail);
      await store.remove(mail.id);
    } catch (err) {
      const message = (err as Error).message;
      const backoffMs = Math.min(
        LONGEST_BACKOFF_MS,
        RETRY_EVERY_MS * 2 ** Math.min(mail.attempts, 7),
      );
      log(`${label} sending mail ${mail.id} failed (attempt ${mail.attempts}): ${message}`);
      // Not rescheduled (the database is away too): due again when the lease ends.
      await store
        .reschedule(mail.id, new Date(now().getTime() + backoffMs), message)
        .catch(() => {});
    }
  }

  async function deliverDue() {
    for (;;) {
      const t = now();
      const batch = await store.claimDue(t, new Date(t.getTime() + LEASE_MS), BATCH);
      // Different addresses at once (an SMTP transport pools its connections); mails to one
      // address in the order they were recorded, so a code and its resend arrive in order.
      const byAddress = Map.groupBy(batch, (mail) => addressKey(mail.to));
      await Promise.all(
        [...byAddress.values()].map(async (mails) => {
          for (const mail of mails) await sendOne(mail);
        }),
      );
      if (batch.length < BATCH) return;
    }
  }

  function startRun(): Promise<void> {
    const run: Promise<void> = deliverDue()
      .catch((err: unknown) => log(`${label} mail delivery failed: ${(err as Error).message}`))
      .finally(() => {
        if (running === run) running = undefined;
      });
    running = run;
    return run;
  }

  function deliver(): Promise<void> {
    if (closed) return Promise.resolve();
    if (!running) return startRun();
    // A run is under way and may have claimed its mail before the caller's was committed: one more
    // run after it, shared by every caller that arrives meanwhile, takes what is left. (Each
    // caller chaining a run of its own made 40 concurrent sign-ups each wait for all 40 mails.)
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
    deliver,
    async close() {
      closed = true;
      clearInterval(timer);
      await followUp;
      await running;
    },
  };
}
