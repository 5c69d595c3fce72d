import type { Mail, Mailer } from "./mailer.ts";

/** Development default: writes each mail to the server log instead of sending it. */
export function consoleMailer(log: (line: string) => void = (l) => console.log(l)): Mailer {
  return {
    async send(mail: Mail) {
      log(`[auth-server] mail (no SMTP configured) to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}`);
    },
  };
}
