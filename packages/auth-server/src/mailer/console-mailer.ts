import type { Mail, Mailer } from "./mailer.ts";

/** Development default: writes each mail to the server log instead of sending it, link and code first. */
export function consoleMailer(log: (line: string) => void = (l) => console.log(l)): Mailer {
  return {
    logsNotes: true,
    async send(mail: Mail) {
      const note = mail.note ? `\n  >>> ${mail.note}` : "";
      log(
        `[auth-server] mail (no SMTP configured) to=${mail.to} subject=${JSON.stringify(mail.subject)}${note}\n${mail.text}`,
      );
    },
  };
}
