/**
 * Mail transports: SMTP with the auth server's own settings and pooled transport (GOTRUE_SMTP_*:
 * one SMTP configuration for the whole site), the log when none is set (as the auth server does),
 * memory in tests.
 * Plain text only; headers are the desk's own (List-Unsubscribe, Reply-To), never typed by anyone.
 */
import { smtpTransport, type SmtpSettings } from "@saathi/auth-server/smtp";
import type { DeskMail } from "../storage/outbox.ts";
import { headerSafe } from "./text.ts";

export interface DeskMailer {
  send(mail: DeskMail): Promise<void>;
  close?(): Promise<void>;
}

export type { SmtpSettings };

export function smtpDeskMailer(o: SmtpSettings): DeskMailer {
  // Fewer connections than the auth server's pool: both share one SMTP server.
  const { transport, from } = smtpTransport(o, 3);
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
