/**
 * The Node server as a browser and an operator meet it: the trailing-slash redirect never leaves
 * the site whatever Chromium makes of the URL, and `npm start`'s server itself (PORT=0, its data
 * folder) started as a separate process.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { looseEntries } from "../../packages/auth-server/test/file-modes.ts";
import { SECURITY_HEADERS } from "../../packages/web/server/security-headers.ts";
import { baseURL } from "../playwright.config.ts";
import { expect, test } from "./fixtures.ts";

const origin = new URL(baseURL).origin;

test.describe("the trailing-slash redirect stays on the site in Chromium", () => {
  const variants: [string, number][] = [
    ["/%5cevil.example/", 404],
    ["/%5C%5Cevil.example/", 404],
    ["/\\evil.example/", 404],
    ["/\\\\evil.example/", 404],
    ["//evil.example/", 404],
    ["///evil.example/", 404],
    ["/%2f%2fevil.example/", 404],
    ["/%2F/evil.example/", 404],
    ["/%252f%252fevil.example/", 404],
    ["/%09/evil.example/", 400],
    ["/\t/evil.example/", 404],
    ["/%0d%0aSet-Cookie:%20x=1/", 400],
    ["/%00/", 400],
    ["/student-support/", 200],
  ];
  for (const [path, status] of variants) {
    test(`${JSON.stringify(path)} ends on ${origin} with ${status}`, async ({
      page,
      expectFailedRequests,
    }) => {
      if (status === 400) expectFailedRequests(/./);
      const hosts = new Set<string>();
      page.on("request", (request) => hosts.add(new URL(request.url()).host));
      // page.goto takes a full URL so Chromium, not Playwright, parses the odd path.
      const response = await page.goto(`${origin}${path}`);
      expect(new URL(page.url()).origin).toBe(origin);
      expect(response?.status()).toBe(status);
      expect([...hosts]).toEqual([new URL(origin).host]);
      expect(await page.context().cookies()).toEqual([]);
    });
  }
});

const repoDir = fileURLToPath(new URL("../..", import.meta.url));

// The site ships no video of its own since issue 29 (the lecture summary is made in the page), so a
// static image stands in: every static file answers byte ranges, as iOS Safari asks for media.
test("a static file answers byte ranges (as iOS Safari asks for media) and revalidates with 304", async ({
  request,
}) => {
  const whole = await request.get("/og-image.png");
  expect(whole.status()).toBe(200);
  const size = (await whole.body()).length;
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  const probe = await request.get("/og-image.png", { headers: { Range: "bytes=0-1" } });
  expect(probe.status()).toBe(206);
  expect(probe.headers()["content-range"]).toBe(`bytes 0-1/${size}`);
  expect((await probe.body()).length).toBe(2);
  const again = await request.get("/og-image.png", {
    headers: { "If-None-Match": whole.headers()["etag"]! },
  });
  expect(again.status()).toBe(304);
});

test("a static host's _headers carries every header npm start sends, Permissions-Policy included", () => {
  const headers = readFileSync(join(repoDir, "packages/web/build/client/_headers"), "utf8");
  const global = headers.split("\n\n")[0]!.split("\n");
  expect(global[0]).toBe("/*");
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(global).toContain(`  ${name}: ${value}`);
});

/** The first HTTP answer from `url`, asking again while the connection fails (60 s at most). */
async function firstAnswer(url: string): Promise<Response> {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

test.describe("npm start's server process", () => {
  test("PORT=0 serves on the port it logs, the auth API's URLs use that port, and the data folder is private under umask 000", async () => {
    test.setTimeout(240_000);
    const tmp = mkdtempSync(join(tmpdir(), "saathi-port0-"));
    const dataDir = join(tmp, "data");
    // The build exists (the suite's own server made it), so this start does not rebuild.
    const child = spawn(
      "/bin/sh",
      ["-c", 'umask 000 && exec "$0" packages/web/server/main.ts', process.execPath],
      {
        cwd: repoDir,
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          AUTH_DATA_DIR: dataDir,
          API_EXTERNAL_URL: "",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    try {
      const loggedPort = () =>
        child.exitCode !== null
          ? `exited: ${output}`
          : /serving on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      await expect.poll(loggedPort, { timeout: 60_000 }).toMatch(/^\d+$/);
      const port = Number(/serving on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]);
      expect(port).toBeGreaterThan(0);
      const site = `http://127.0.0.1:${port}`;
      // Pages answer from the moment the port is open, even while the auth server still creates
      // its database; only the auth API waits, with 503 + Retry-After, and /healthz says when
      // everything is ready.
      // The first answer for a page is the page, never a 503. (A first start that creates the
      // PGlite database can hold the event loop for seconds on a busy machine, and a connection
      // made then may be reset: that is no answer, so it is asked again.)
      expect((await firstAnswer(`${site}/`)).status).toBe(200);
      // GoTrue's /health needs no API key: 200 once the auth server answers, 503 before.
      const early = await firstAnswer(`${site}/auth/v1/health`);
      if (early.status !== 200) {
        expect(early.status).toBe(503);
        expect(early.headers.get("retry-after")).toBe("1");
      }
      await expect
        .poll(async () => (await firstAnswer(`${site}/healthz`)).status, { timeout: 150_000 })
        .toBe(200);
      expect(await (await firstAnswer(`${site}/healthz`)).json()).toEqual({
        status: "ok",
        site: "ok",
        auth: "ok",
      });

      const signup = await fetch(`${site}/auth/v1/signup`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          apikey: "sb_publishable_saathi-dev-key-not-secret-0000",
        },
        body: JSON.stringify({
          email: `port0-${Date.now()}@example.com`,
          password: "a-good-long-passphrase-1",
        }),
      });
      expect(signup.status).toBe(200);
      const { access_token } = (await signup.json()) as { access_token: string };
      const claims = JSON.parse(
        Buffer.from(access_token.split(".")[1]!, "base64url").toString(),
      ) as { iss: string };
      expect(claims.iss).toBe(`${site}/auth/v1`);

      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
