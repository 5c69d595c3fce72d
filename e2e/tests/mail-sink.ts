/**
 * A real SMTP server on loopback for the tests that follow mail: the auth server
 * (pointed at it through GOTRUE_SMTP_HOST/PORT in playwright.config.ts) delivers
 * here, each message is parsed with mailparser, and a test waits for the message
 * to its own address, then reads the link or the code in it.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

export type MailSink = {
  /** The next message to `to` that has not been taken yet (and matches `subject`, if given). */
  next(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startMailSink(port: number): Promise<MailSink> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade to a self-signed certificate, no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    async next(to, { subject, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const index = inbox.findIndex(
          (mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)),
        );
        if (index >= 0) return inbox.splice(index, 1)[0]!;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `No mail to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
