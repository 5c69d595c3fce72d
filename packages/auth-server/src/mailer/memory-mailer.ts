import type { Mail, Mailer } from "./mailer.ts";

/** For tests: keeps every mail in `sent`. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail: Mail) {
      sent.push(mail);
    },
  };
}
