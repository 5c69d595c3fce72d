/**
 * Playwright's global setup: the one SMTP server of a test run on loopback (both test sites send
 * their mail to it, playwright.config.ts), so specs in any worker can follow mail at once without
 * two of them fighting over the port. Each message is parsed with mailparser and kept until a test
 * takes it over a small HTTP API on loopback (tests/mail-sink.ts): `GET /take?to=&subject=` answers
 * the oldest untaken message to that address (and matching that subject, a regular expression), or
 * 204. Taking is atomic here, in this one process.
 */
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { scanLogs, secretsInMail } from "./log-scan.ts";
import { logDir, mailApiPort, smtpPort } from "./playwright.config.ts";
import type { ReceivedMail } from "./tests/mail-sink.ts";

export default async function startMailServer() {
  const inbox: ReceivedMail[] = [];
  // Every token and code any mail carried, for the log scan at the end (log-scan.ts).
  const mailed = new Set<string>();
  const smtp = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade to a self-signed certificate, no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const line of parsed.headerLines)
            headers[line.key] = line.line.replace(/^[^:]*:\s*/, "");
          for (const secret of secretsInMail(`${parsed.text ?? ""}\n${parsed.html || ""}`))
            mailed.add(secret);
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const api = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const subject = url.searchParams.get("subject");
    const pattern = subject ? new RegExp(subject, url.searchParams.get("flags") ?? "") : undefined;
    const index = inbox.findIndex(
      (mail) => mail.to.includes(to) && (!pattern || pattern.test(mail.subject)),
    );
    if (url.pathname !== "/take" || index < 0) {
      response.writeHead(url.pathname === "/take" ? 204 : 404).end();
      return;
    }
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify(inbox.splice(index, 1)[0]));
  });
  await Promise.all([
    new Promise<void>((resolve, reject) => {
      smtp.once("error", reject);
      smtp.listen(smtpPort, "127.0.0.1", () => resolve());
    }),
    new Promise<void>((resolve, reject) => {
      api.once("error", reject);
      api.listen(mailApiPort, "127.0.0.1", () => resolve());
    }),
  ]);
  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => api.close(() => resolve()));
    // Only a whole run says what the logs hold: a run of a few specs, or against a server
    // started by hand (reuseExistingServer), checks what it wrote.
    const problems = scanLogs(logDir, mailed);
    if (problems.length > 0)
      throw new Error(
        `The servers' logs hold what they must not (${problems.length}):\n${problems.slice(0, 20).join("\n")}`,
      );
    console.log(`log scan: ${logDir}: no secret, mailed token or person's words in the logs`);
  };
}
