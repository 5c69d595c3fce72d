/**
 * The desk's mail, recorded in desk.mail_outbox inside the transaction that decided it and sent
 * after that transaction commits, by the auth server's delivery loop (leases, retries, restarts:
 * @saathi/auth-server/outbox-delivery).
 */
import { createOutboxDelivery } from "@saathi/auth-server/outbox-delivery";
import { insertAudit } from "../storage/audit.ts";
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
  const { db, mailer, now } = o;
  // An audited mail's step (the on-call mail, issue 32) in the audit log; a failure to write it is
  // logged, never a reason to send the mail again.
  const audit = async (
    m: OutboxMail,
    outcome: "sent" | "failed",
    detail: Record<string, unknown>,
  ) => {
    if (!m.audit) return;
    const entry = {
      request_id: m.audit.request_id,
      reference: m.audit.reference,
      actor_id: null,
      actor_email: null,
      action: `${m.audit.step}_${outcome}`,
      detail: { to: m.to, attempt: m.attempts, ...detail },
      at: now(),
    };
    await insertAudit(db, entry)
      // The person deleted the request meanwhile: the entry keeps its reference, as removeRequest's.
      .catch(() => insertAudit(db, { ...entry, request_id: null }))
      .catch((err: unknown) =>
        o.log(`[desk] audit of mail ${m.id} failed: ${(err as Error).message}`),
      );
  };
  const delivery = createOutboxDelivery({
    store: {
      claimDue: (at, leaseUntil, limit) => claimDueMail(db, at, leaseUntil, limit),
      remove: (id) => deleteOutboxMail(db, id),
      reschedule: (id, at, error) => rescheduleOutboxMail(db, id, at, error),
    },
    async send(m) {
      try {
        await mailer.send({ to: m.to, subject: m.subject, text: m.text, headers: m.headers ?? {} });
      } catch (err) {
        await audit(m, "failed", { error: (err as Error).message.slice(0, 300) });
        throw err;
      }
      await audit(m, "sent", {});
    },
    now,
    log: o.log,
    label: "[desk]",
    // A person types their address as they like; one inbox gets its mails in order.
    addressKey: (to) => to.toLowerCase(),
    ...(o.retryEveryMs === undefined ? {} : { retryEveryMs: o.retryEveryMs }),
  });

  return {
    async enqueue(tx, mail) {
      await insertOutboxMail(tx, mail, now());
    },
    deliver: () => delivery.deliver(),
    async close() {
      await delivery.close();
      await mailer.close?.();
    },
  };
}
