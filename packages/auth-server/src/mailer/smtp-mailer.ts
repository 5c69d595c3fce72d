import nodemailer from "nodemailer";
import type { Mail, Mailer } from "./mailer.ts";

export function smtpMailer(o: {
  host: string;
  port: number;
  user?: string | undefined;
  pass?: string | undefined;
  adminEmail: string;
  senderName?: string | undefined;
}): Mailer {
  // A pool of connections kept open between mails: the outbox sends to several addresses at once,
  // and a busy minute does not pay a TCP and TLS handshake per mail.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: o.host,
    port: o.port,
    secure: o.port === 465,
    ...(o.user ? { auth: { user: o.user, pass: o.pass ?? "" } } : {}),
  });
  const from = o.senderName ? { name: o.senderName, address: o.adminEmail } : o.adminEmail;
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
