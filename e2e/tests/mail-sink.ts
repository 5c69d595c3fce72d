/**
 * Mail as the tests receive it: the run's one SMTP server on loopback (../mail-server.ts, started
 * by Playwright's global setup) takes what the sites send (GOTRUE_SMTP_HOST/PORT in
 * playwright.config.ts); a test asks it for the next message to its own address, over HTTP, from
 * whichever worker it runs in, then reads the link or the code in it.
 */
import { mailApiPort } from "../playwright.config.ts";

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header lines by lower-case name (list-unsubscribe, list-unsubscribe-post, ...). */
  headers: Record<string, string>;
};

export type MailSink = {
  /** The next message to `to` that has not been taken yet (and matches `subject`, if given). */
  next(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** The run's mail (`_port` is the SMTP port the sites send to, kept for the callers' sake). */
export async function startMailSink(_port?: number): Promise<MailSink> {
  return {
    async next(to, { subject, timeoutMs = 15_000 } = {}) {
      const query = new URLSearchParams({ to });
      if (subject) {
        query.set("subject", subject.source);
        query.set("flags", subject.flags);
      }
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const response = await fetch(`http://127.0.0.1:${mailApiPort}/take?${query}`);
        if (response.status === 200) return (await response.json()) as ReceivedMail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `No mail to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`,
      );
    },
    close: async () => {},
  };
}

/** The first link in a message (GoTrue's mails carry one: /verify?token=...). */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in mail "${mail.subject}":\n${mail.text}`);
  return link.replace(/&amp;/g, "&");
}

/** The one-time code in a message ("Or enter the code: 123456"). */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6,10})\b/.exec(mail.text.replace(/https?:\/\/\S+/g, ""))?.[1];
  if (!code) throw new Error(`No code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}
