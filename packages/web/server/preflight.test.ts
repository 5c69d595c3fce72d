// @vitest-environment node
/**
 * Issue 33, item 1: the preflight lists each thing a deployment must fix, and nothing for one that
 * is ready (a real SMTP greeting from a local server, a private data folder); a production start
 * refuses while it fails.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { placeholderContactFields } from "../app/config/site.ts";
import { preflight, probeSmtp } from "./preflight.ts";

let smtp: Server;
let smtpPort: number;
let dir: string;

beforeAll(async () => {
  smtp = createServer((socket) => socket.end("220 mail.example.org ESMTP ready\r\n"));
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.address() as { port: number }).port;
  dir = mkdtempSync(join(tmpdir(), "preflight-"));
});
afterAll(() => {
  smtp.close();
  rmSync(dir, { recursive: true, force: true });
});

const ready = () => ({
  SITE_URL: "https://saathi.example.org",
  GOTRUE_SMTP_HOST: "127.0.0.1",
  GOTRUE_SMTP_PORT: String(smtpPort),
  AUTH_SIGNUP_CONCEAL_EXISTING: "true",
  DESK_OPERATOR_INBOX: "desk@hospital-trust.org",
  AUTH_DATA_DIR: join(dir, "private"),
});

test("a default configuration gets a plain list of what to fix", async () => {
  const problems = await preflight({ AUTH_DATA_DIR: join(dir, "none-yet") });
  const text = problems.join("\n");
  expect(text).toMatch(/public address is not set/);
  expect(text).toMatch(/Mail is not set up/);
  expect(text).toMatch(/AUTH_SIGNUP_CONCEAL_EXISTING=true/);
  expect(text).toMatch(/No real address receives new requests/);
  // This repository's own config has placeholder contacts: the preflight names them.
  if (placeholderContactFields().length > 0) expect(text).toMatch(/still placeholders/);
});

test("a configuration with each thing right passes, but for the site's placeholder contacts", async () => {
  mkdirSync(join(dir, "private"), { mode: 0o700 });
  writeFileSync(join(dir, "private", "db"), "x", { mode: 0o600 });
  const problems = await preflight({ ...ready(), METRICS_TOKEN: "a".repeat(64) });
  expect(problems.filter((p) => !/still placeholders/.test(p))).toEqual([]);
});

test("each wrong setting is named", async () => {
  const open = join(dir, "open");
  mkdirSync(open);
  writeFileSync(join(open, "keys"), "x");
  chmodSync(open, 0o755);
  chmodSync(join(open, "keys"), 0o644);
  const cases: [Record<string, string>, RegExp][] = [
    [{ SITE_URL: "http://saathi.example.org" }, /not a public https origin/],
    [{ SITE_URL: "https://localhost:8080" }, /not a public https origin/],
    [{ GOTRUE_SMTP_PORT: "1" }, /does not answer/],
    [{ AUTH_SIGNUP_CONCEAL_EXISTING: "false" }, /which addresses have accounts/],
    [{ DESK_OPERATOR_INBOX: "support@saathi.example" }, /No real address/],
    [{ WEB_CONCURRENCY: "2" }, /no DATABASE_URL/],
    [{ AUTH_DATA_DIR: open }, /others can read \., keys/],
    [{ AUTH_SERVICE_ROLE_KEY: "change-me-change-me-change-me-change-me-1" }, /example value/],
    [{ METRICS_TOKEN: "scrape-me" }, /METRICS_TOKEN is shorter than 32/],
  ];
  for (const [change, expected] of cases) {
    const problems = (await preflight({ ...ready(), ...change })).filter(
      (p) => !/still placeholders/.test(p),
    );
    expect(problems.join("\n"), JSON.stringify(change)).toMatch(expected);
    expect(problems, JSON.stringify(change)).toHaveLength(1);
  }
});

test("the SMTP probe waits for the greeting, and says why there is none", async () => {
  expect(await probeSmtp("127.0.0.1", smtpPort)).toBeUndefined();
  expect(await probeSmtp("127.0.0.1", 1)).toMatch(/ECONNREFUSED/);
});

test("NODE_ENV=production npm start refuses while the preflight fails, saying why", () => {
  const main = fileURLToPath(new URL("./main.ts", import.meta.url));
  const run = spawnSync(process.execPath, [main], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", AUTH_DATA_DIR: join(dir, "prod") },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  // In production the log is JSON (LOG_FORMAT's default there): one object per line on stdout.
  const lines = run.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: string; msg: string });
  const errors = lines.filter((line) => line.level === "error").map((line) => line.msg);
  expect(errors.join("\n")).toMatch(/preflight: \d+ thing\(s\) to fix/);
  expect(errors.join("\n")).toMatch(/PREFLIGHT_OVERRIDE=accept-risk/);
});
