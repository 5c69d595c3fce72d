/**
 * Issue 33: the servers' logs of a whole end-to-end run hold no secret and no person's words. The
 * servers write JSON lines (LOG_FORMAT=json) to files in E2E_LOG_DIR (playwright.config.ts); after
 * the run (mail-server.ts's teardown) every line must be JSON and must hold none of:
 * - anything the log module would still redact (a JWT, a bearer credential, `password=...`,
 *   `token=...`, a bcrypt hash: its patterns, `redact`);
 * - a token, link secret or code that reached a test's mailbox (the mail server collects them);
 * - the words people wrote in the desk's forms in the tests (`PEOPLES_WORDS`).
 * The development mailer's lines (`dev_delivery`) are the one exception by design; this run has
 * SMTP, so there are none.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { redact } from "../packages/auth-server/src/log.ts";

/** What tests type into the desk's message boxes (desk-person.spec.ts, desk-risk.spec.ts). */
export const PEOPLES_WORDS = [
  "He also needs a wheelchair at the gate.",
  "Is there a group for parents?",
  "Night shifts only, please.",
  "I want to end my life",
  "Honestly I want to kill myself.",
  "she is safe at the hospital with her sister",
];

/** The secrets a mail carries: token parameters and fragments, private links' tokens, codes. */
export function secretsInMail(text: string): string[] {
  const found = new Set<string>();
  for (const [, value] of text.matchAll(
    /(?:token|token_hash|code|access_token|refresh_token)=([A-Za-z0-9._~-]{6,})/g,
  ))
    found.add(value!);
  for (const [, value] of text.matchAll(/\/request\/view\?[^\s"]*?t=([A-Za-z0-9_-]{20,})/g))
    found.add(value!);
  for (const [code] of text.matchAll(/(?<![\d.:/-])\d{6}(?![\d.:/-])/g)) found.add(code);
  return [...found];
}

/** A warning Node itself prints on stderr, and the hint that follows the first one. */
const NODE_WARNING = /^\(node:\d+\) |^\(Use `node --trace-warnings/;

export function scanLogs(dir: string, secrets: Iterable<string>): string[] {
  const problems: string[] = [];
  const wanted = [...new Set(secrets)];
  let count = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".log"))) {
    const lines = readFileSync(join(dir, file), "utf8").split("\n").filter(Boolean);
    let started = false;
    for (const [index, line] of lines.entries()) {
      count++;
      const where = `${file}:${index + 1}`;
      let entry: Record<string, unknown> | undefined;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
        started = true;
      } catch {
        // npm's banner ("> saathi@ start") and a build's output come before the server's first
        // line; after it, every line is the server's JSON. Either way, the line is scanned.
        // Node's own process warnings ("(node:123) ExperimentalWarning: ...") are written by the
        // runtime, not by the server's log, and carry nothing of a request.
        if (started && !NODE_WARNING.test(line))
          problems.push(`${where}: not a JSON line: ${line.slice(0, 120)}`);
      }
      if (entry?.dev_delivery) continue;
      if (redact(line) !== line) problems.push(`${where}: a secret's shape: ${line.slice(0, 200)}`);
      // A code stands alone ("code 123456", "otp":"123456"), not inside a request id's hex.
      const secret = wanted.find((value) =>
        /^\d{6}$/.test(value)
          ? new RegExp(`(?<![\\w.:-])${value}(?![\\w])`).test(line)
          : line.includes(value),
      );
      if (secret) problems.push(`${where}: a token or code from a mail: ${line.slice(0, 200)}`);
      const words = PEOPLES_WORDS.find((text) => line.includes(text));
      if (words) problems.push(`${where}: a person's words ("${words}")`);
    }
  }
  // A run against servers started by hand (reuseExistingServer, never in CI) has no log here.
  if (count === 0 && process.env.CI)
    problems.push(`no log lines in ${dir}: the servers did not log there`);
  return problems;
}
