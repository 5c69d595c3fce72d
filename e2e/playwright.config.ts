import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    // The real product: `npm start` from the repository root, on a fresh data folder.
    command: "npm start",
    cwd: "..",
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      AUTH_DATA_DIR: mkdtempSync(join(tmpdir(), "saathi-e2e-")),
      // Every test signs up from 127.0.0.1; per-IP limits are tested in the auth server's suite.
      AUTH_RATE_LIMIT_DISABLED: "true",
    },
  },
});
