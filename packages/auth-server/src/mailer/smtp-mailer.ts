import nodemailer from "nodemailer";
import type { Mail, Mailer } from "./mailer.ts";

/** The site's one SMTP configuration (GOTRUE_SMTP_*), which the service desk's mail uses too. */
export type SmtpSettings = {
  host: string;
  port: number;
  user?: string | undefined;
  pass?: string | undefined;
  adminEmail: string;
  senderName?: string | undefined;
};

/**
 * A pool of connections kept open between mails, and the From address: an outbox sends to several
 * addresses at once, and a busy minute does not pay a TCP and TLS handshake per mail.
 */
export function smtpTransport(o: SmtpSettings, maxConnections = 5) {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections,
    host: o.host,
    port: o.port,
    secure: o.port === 465,
    ...(o.user ? { auth: { user: o.user, pass: o.pass ?? "" } } : {}),
  });
  const from = o.senderName ? { name: o.senderName, address: o.adminEmail } : o.adminEmail;
  return { transport, from };
}

export function smtpMailer(o: SmtpSettings): Mailer {
  const { transport, from } = smtpTransport(o);
  return {
    async send(mail: Mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
