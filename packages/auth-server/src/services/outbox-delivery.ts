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

export type OutboxDelivery<M extends LeasedMail = LeasedMail> = {
  /**
   * Sends every due mail, a few at a time (`concurrency`), taking the next as soon as one is done:
   * a mail recorded while others are being sent is claimed at the next free place, not after the
   * whole run. Resolves once nothing due is left. Never throws.
   */
  deliver(): Promise<void>;
  /**
   * Sends mails already claimed (leased) by the caller at once, beside `deliver()`'s places: the
   * mail a request has just recorded does not queue behind other people's. Never throws.
   */
  sendClaimed(mails: M[]): Promise<void>;
  /** Resolves when no send is under way or queued in this process. */
  idle(): Promise<void>;
  /** Stops the retry timer and waits for sends under way. */
  close(): Promise<void>;
};

/** One mail's attempt: which outbox ("auth-server", "desk": its label) and whether it went out. */
export type DeliveryResult = { outbox: string; result: "sent" | "failed" };
const observers = new Set<(result: DeliveryResult) => void>();

/**
 * Tells `listener` of every mail sent or failed by every outbox of this process, from now on (the
 * site's /metrics counts them). Returns the call that stops it.
 */
export function observeDeliveries(listener: (result: DeliveryResult) => void): () => void {
  observers.add(listener);
  return () => void observers.delete(listener);
}

function notify(result: DeliveryResult) {
  for (const listener of observers) {
    try {
      listener(result);
    } catch {
      // Counting never changes delivery.
    }
  }
}

/** How many due mails `deliver()` sends at once (an SMTP pool has 5 connections; the rest stay free for new mail). */
export const DELIVERY_CONCURRENCY = 3;
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
  /** Due mails sent at once by `deliver()` (default DELIVERY_CONCURRENCY). */
  concurrency?: number;
}): OutboxDelivery<M> {
  const { store, send, now, log, label } = o;
  const addressKey = o.addressKey ?? ((to: string) => to);
  const concurrency = Math.max(1, o.concurrency ?? DELIVERY_CONCURRENCY);
  const outbox = label.replace(/^\[|\]$/g, "");
  let closed = false;

  async function sendOne(mail: M) {
    let sent = false;
    try {
      await send(mail);
      sent = true;
      notify({ outbox, result: "sent" });
      await store.remove(mail.id);
    } catch (err) {
      if (!sent) notify({ outbox, result: "failed" });
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

  // Mails to one address go one after another, in the order they were claimed (a code and its
  // resend arrive in order); different addresses at once.
  const tails = new Map<string, Promise<void>>();
  const sending = new Set<Promise<void>>();
  function sendInOrder(mail: M): Promise<void> {
    const key = addressKey(mail.to);
    const p = (tails.get(key) ?? Promise.resolve()).then(() => sendOne(mail));
    tails.set(key, p);
    sending.add(p);
    void p.finally(() => {
      sending.delete(p);
      if (tails.get(key) === p) tails.delete(key);
    });
    return p;
  }

  // The pump: at most `concurrency` of the due mails in flight; each one done frees a place for
  // the next. `wanted` says a caller has committed mail since the last claim.
  let pump: Promise<void> | undefined;
  let wanted = false;
  let inFlight = 0;
  let wake: (() => void) | undefined;
  const signal = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };

  async function pumpLoop() {
    let more = true;
    for (;;) {
      if (closed) return;
      if ((more || wanted) && inFlight < concurrency) {
        wanted = false;
        const free = concurrency - inFlight;
        const t = now();
        const batch = await store.claimDue(t, new Date(t.getTime() + LEASE_MS), free);
        more = batch.length === free;
        for (const mail of batch) {
          inFlight++;
          void sendInOrder(mail).finally(() => {
            inFlight--;
            signal();
          });
        }
        continue;
      }
      if (inFlight === 0 && !more && !wanted) return;
      await new Promise<void>((r) => (wake = r));
    }
  }

  function startPump() {
    const run: Promise<void> = pumpLoop()
      .catch((err: unknown) => log(`${label} mail delivery failed: ${(err as Error).message}`))
      .finally(() => {
        pump = undefined;
        // A caller came between the last claim and the end: one more pass for its mail.
        if (wanted && !closed) startPump();
      });
    pump = run;
  }

  async function settledPump() {
    while (pump) await pump;
  }

  function deliver(): Promise<void> {
    if (closed) return Promise.resolve();
    wanted = true;
    if (pump) signal();
    else startPump();
    return settledPump();
  }

  const timer = setInterval(() => void deliver(), o.retryEveryMs ?? RETRY_EVERY_MS);
  timer.unref();
  void deliver();

  return {
    deliver,
    async sendClaimed(mails) {
      await Promise.all(mails.map((mail) => sendInOrder(mail)));
    },
    async idle() {
      for (;;) {
        await settledPump();
        if (sending.size === 0) return;
        await Promise.allSettled(sending);
      }
    },
    async close() {
      closed = true;
      clearInterval(timer);
      signal();
      await settledPump();
      while (sending.size > 0) await Promise.allSettled(sending);
    },
  };
}
