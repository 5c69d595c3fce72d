import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
/** The run's loopback SMTP server (mail-server.ts, the global setup); both sites send to it. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
/**
 * The main site's data folder, the same in every worker (workers inherit the runner's
 * environment): the staff desk's tests grant the staff role in it with `npm run staff`.
 */
export const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "saathi-e2e-")));

/** Where the servers write their JSON logs, scanned for secrets after the run (log-scan.ts). */
export const logDir = (process.env.E2E_LOG_DIR ??= mkdtempSync(join(tmpdir(), "saathi-e2e-logs-")));
/** Where tests ask that server for their mail (tests/mail-sink.ts). */
export const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? smtpPort + 1);
/** A second site with automatic confirmation off, for the sign-up confirmation flow. */
const confirmPort = Number(process.env.E2E_CONFIRM_PORT ?? port + 2000);
export const confirmBaseURL = `http://127.0.0.1:${confirmPort}`;

// Mail goes to the tests' SMTP server; one mail a second per user and kind, so Resend can be tested.
const mailEnv = {
  GOTRUE_SMTP_HOST: "127.0.0.1",
  GOTRUE_SMTP_PORT: String(smtpPort),
  GOTRUE_SMTP_ADMIN_EMAIL: "no-reply@saathi.example",
  GOTRUE_SMTP_SENDER_NAME: "Saathi",
  GOTRUE_SMTP_MAX_FREQUENCY: "1s",
};

function site(sitePort: number, env: Record<string, string> = {}) {
  return {
    // The real product: `npm start` from the repository root, on a fresh data folder, logging
    // JSON to a file that is scanned after the run (log-scan.ts); its warnings and errors still
    // reach the run's output.
    command: `npm start 2>&1 | tee -a ${logDir}/site-${sitePort}.log | grep --line-buffered -E '"level":"(warn|error)"|^[^{]' >&2`,
    cwd: "..",
    // Ready when the auth API is too (pages answer before it).
    url: `http://127.0.0.1:${sitePort}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(sitePort),
      LOG_FORMAT: "json",
      AUTH_DATA_DIR: mkdtempSync(join(tmpdir(), "saathi-e2e-")),
      // Every test signs up from 127.0.0.1; per-IP limits are tested in the auth server's suite.
      AUTH_RATE_LIMIT_DISABLED: "true",
      // Every test sends its requests from 127.0.0.1 too (the desk's own suite tests its limits).
      DESK_RATE_LIMIT_REQUESTS_PER_IP: "0",
      DESK_RATE_LIMIT_FEEDBACK_PER_IP: "0",
      // A partner's callback, for the redirect allow-list tricks (tests/redirect-safety.spec.ts).
      GOTRUE_URI_ALLOW_LIST: "https://*.partner.example/cb",
      ...mailEnv,
      ...env,
    },
  };
}

// Debian's Chromium; these flags keep it from reaching for the (closed) network.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests",
  // One SMTP server for the whole run, whichever worker a mail test runs in.
  globalSetup: "./mail-server.ts",
  fullyParallel: true,
  // A stray test.only would silently skip the rest of the suite in CI.
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // `npm test` runs this suite beside the Lighthouse check and the unit suites on 2 cores,
  // where one test can take 20 s; a slow machine is not a failure, wrong behaviour is.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["./summary-reporter.ts"]],
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    trace: "retain-on-failure",
    // Each test is a new browser profile, where our service worker would save its ~140 files
    // (1.6 MiB before compression) once the page is idle: 150 requests instead of 12, in every
    // test. The tests of offline use (tests/offline.spec.ts) allow it; the others test the site as
    // a first visit meets it.
    serviceWorkers: "block",
  },
  // One after the other: the first builds the site if needed, the second reuses that build.
  webServer: [
    // Passkeys are on by `npm start`'s own defaults (relying party "localhost"): WebAuthn needs a
    // domain, not an IP address, so the passkey test opens the site as http://localhost.
    site(port, { AUTH_DATA_DIR: dataDir }),
    site(confirmPort, { GOTRUE_MAILER_AUTOCONFIRM: "false" }),
  ],
});
