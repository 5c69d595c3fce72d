/**
 * What the tests that run `npm start` processes share (server/multi-process.test.ts,
 * server/nginx-proxy.test.ts): a mail inbox the processes send to, and storage for a supabase-js
 * client outside a browser. Starting and stopping the processes: scripts/site-process.ts.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Mail = { to: string; text: string };

/** A loopback SMTP server keeping each mail's recipients and text; `next` waits for one to `to`. */
export function smtpInbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((m) => {
          for (const rcpt of session.envelope.rcptTo)
            mails.push({ to: rcpt.address.toLowerCase(), text: m.text ?? "" });
          done();
        })
        .catch(done);
    },
  });
  return {
    server,
    mails,
    async next(to: string): Promise<Mail> {
      for (let i = 0; i < 200; i++) {
        const found = mails.find((m) => m.to === to);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
  };
}

/** supabase-js's session storage, in memory. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}
