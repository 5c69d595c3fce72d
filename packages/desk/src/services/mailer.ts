/**
 * Mail transports: SMTP with the auth server's own settings (GOTRUE_SMTP_*: one SMTP configuration
 * for the whole site), the log when none is set (as the auth server does), memory in tests.
 * Plain text only; headers are the desk's own (List-Unsubscribe, Reply-To), never typed by anyone.
 */
import nodemailer from "nodemailer";
import type { DeskMail } from "../storage/outbox.ts";
import { headerSafe } from "./text.ts";

export interface DeskMailer {
  send(mail: DeskMail): Promise<void>;
  close?(): Promise<void>;
}

export type SmtpSettings = {
  host: string;
  port: number;
  user?: string | undefined;
  pass?: string | undefined;
  adminEmail: string;
  senderName?: string | undefined;
};

export function smtpDeskMailer(o: SmtpSettings): DeskMailer {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: o.host,
    port: o.port,
    secure: o.port === 465,
    ...(o.user ? { auth: { user: o.user, pass: o.pass ?? "" } } : {}),
  });
  const from = o.senderName ? { name: o.senderName, address: o.adminEmail } : o.adminEmail;
  return {
    async send(mail) {
      const headers: Record<string, string> = {};
      let replyTo: string | undefined;
      for (const [name, value] of Object.entries(mail.headers ?? {})) {
        if (name.toLowerCase() === "reply-to") replyTo = headerSafe(value);
        else headers[name] = headerSafe(value);
      }
      await transport.sendMail({
        from,
        to: headerSafe(mail.to),
        subject: headerSafe(mail.subject),
        text: mail.text,
        headers,
        ...(replyTo ? { replyTo } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

export function consoleDeskMailer(log: (line: string) => void): DeskMailer {
  return {
    async send(mail) {
      log(
        `[desk] mail (no SMTP configured) to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`,
      );
    },
  };
}

export function memoryDeskMailer(): DeskMailer & { sent: DeskMail[] } {
  const sent: DeskMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
