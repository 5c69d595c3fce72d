/**
 * The desk's mail, recorded in desk.mail_outbox inside the transaction that decided it and sent
 * after that transaction commits, by the auth server's delivery loop (leases, retries, restarts:
 * @saathi/auth-server/outbox-delivery).
 */
import { createOutboxDelivery } from "@saathi/auth-server/outbox-delivery";
import type { Db, Queryable } from "../storage/db.ts";
import {
  claimDueMail,
  deleteOutboxMail,
  insertOutboxMail,
  rescheduleOutboxMail,
  type DeskMail,
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
  const delivery = createOutboxDelivery({
    store: {
      claimDue: (at, leaseUntil, limit) => claimDueMail(db, at, leaseUntil, limit),
      remove: (id) => deleteOutboxMail(db, id),
      reschedule: (id, at, error) => rescheduleOutboxMail(db, id, at, error),
    },
    send: (m) =>
      mailer.send({ to: m.to, subject: m.subject, text: m.text, headers: m.headers ?? {} }),
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
