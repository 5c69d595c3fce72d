// @vitest-environment node
/**
 * The one-host deployment of README "Behind nginx": Debian's nginx running deploy/nginx/saathi.conf
 * (only its ports and folders changed, scripts/nginx-proxy.ts) in front of two `npm start`
 * processes on one PostgreSQL. Through nginx, a supabase-js client signs up and in and its requests
 * are answered by both processes; a desk request's live stream is opened on one process, a staff
 * member's reply is made on the other, and the reply arrives on the open stream within seconds;
 * hashed build files come from nginx with a year's immutable cache and their br or gzip twin.
 *
 * Which process answered is read from the processes' own logs: nginx gives every request an id
 * (X-Request-Id, 32 hex digits), each process writes it as `req_id` on its JSON log line for the
 * request and echoes it, so an answer's id is found in exactly one process's log.
 *
 * Runs when TEST_DATABASE_URL names a PostgreSQL server and Debian's nginx and its brotli module
 * are installed (`npm test` starts the one and installs the others); with CI set, a missing one
 * fails instead of skipping. Ports from 8600 to 8699 (NGINX_TEST_PORTS=first-last moves them).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { generate } from "otplib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPgDatabase } from "../../auth-server/test/fresh-pg-database.ts";
import {
  BUILD_CLIENT_DIR,
  freePortIn,
  nginxMissing,
  startNginx,
  type Nginx,
} from "../scripts/nginx-proxy.ts";
import { startSite, stopSite, type Site } from "../scripts/site-process.ts";
import { memoryStorage, smtpInbox } from "../test/process-harness.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const ANON = "sb_publishable_saathi-dev-key-not-secret-0000";
const [FIRST_PORT, LAST_PORT] = (process.env.NGINX_TEST_PORTS ?? "8600-8699")
  .split("-")
  .map(Number) as [number, number];
const missing = [PG_URL ? "" : "TEST_DATABASE_URL (a test PostgreSQL)", nginxMissing() ?? ""]
  .filter(Boolean)
  .join(", ");

// On CI nothing is skipped in silence: `npm test` installs nginx and starts PostgreSQL itself.
if (missing && process.env.CI && process.env.CI !== "false")
  describe("nginx in front of two processes", () => {
    it("has what it needs", () => {
      throw new Error(`missing on CI: ${missing} (npm test sets them up when run as root)`);
    });
  });

type LogLine = { msg?: string; req_id?: string; group?: string; status?: number };
/** The JSON lines a process has logged so far (LOG_FORMAT=json). */
function logLines(site: Site): LogLine[] {
  return site
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

type SseEvent = { event: string; data: any; at: number };
/** Reads a server-sent event stream into `seen` as each event arrives, until it ends. */
async function readEvents(body: ReadableStream<Uint8Array>, seen: SseEvent[]) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const get = (k: string) =>
        block
          .split("\n")
          .find((l) => l.startsWith(`${k}:`))
          ?.slice(k.length + 1)
          .trim();
      const event = get("event");
      if (event)
        seen.push({ event, data: JSON.parse(get("data") ?? "null"), at: performance.now() });
    }
  }
}

async function waitFor<T>(fn: () => T | undefined | false, what: string, ms = 5000) {
  const until = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const PASSWORD = "behind-nginx-two-processes-1";

describe.skipIf(Boolean(missing))(
  "nginx (deploy/nginx/saathi.conf) in front of two processes",
  () => {
    const inbox = smtpInbox();
    const dirs: string[] = [];
    let db: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
    let a: Site | undefined;
    let b: Site | undefined;
    let nginx: Nginx | undefined;
    let sites: Site[] = [];

    /** The process whose log has the request `id` (once exactly), waiting for its log line. */
    const answeredBy = (id: string | null) =>
      waitFor(
        () => {
          const found = sites.filter((s) =>
            logLines(s).some((l) => l.msg === "request" && l.req_id === id),
          );
          if (found.length > 1) throw new Error(`${id} is in both processes' logs`);
          return found[0];
        },
        `the log line of request ${id}`,
        3000,
      );

    beforeAll(async () => {
      db = await freshPgDatabase(PG_URL, "nginx");
      await new Promise<void>((resolve) => inbox.server.listen(0, "127.0.0.1", resolve));
      const smtpPort = (inbox.server.server.address() as AddressInfo).port;
      const portA = await freePortIn(FIRST_PORT, LAST_PORT);
      const portB = await freePortIn(FIRST_PORT, LAST_PORT, [portA]);
      const nginxPort = await freePortIn(FIRST_PORT, LAST_PORT, [portA, portB]);
      // Both processes as README "Behind nginx" starts them: nginx's address is the public one.
      const publicUrl = `http://127.0.0.1:${nginxPort}`;
      const env = (): Record<string, string> => {
        const dir = mkdtempSync(join(tmpdir(), "saathi-nginx-site-"));
        dirs.push(dir);
        return {
          DATABASE_URL: db!.url,
          AUTH_DATA_DIR: dir,
          TRUST_PROXY: "true",
          GOTRUE_RATE_LIMIT_HEADER: "X-Real-IP",
          LOG_FORMAT: "json",
          SITE_URL: publicUrl,
          API_EXTERNAL_URL: `${publicUrl}/auth/v1`,
          GOTRUE_SITE_URL: publicUrl,
          GOTRUE_URI_ALLOW_LIST: `${publicUrl}/**`,
          GOTRUE_SMTP_HOST: "127.0.0.1",
          GOTRUE_SMTP_PORT: String(smtpPort),
          GOTRUE_SMTP_ADMIN_EMAIL: "no-reply@saathi.example",
          GOTRUE_MAILER_AUTOCONFIRM: "true",
          DESK_OPERATOR_INBOX: "operator@saathi.example",
        };
      };
      [a, b] = await Promise.all([startSite(env(), portA), startSite(env(), portB)]);
      sites = [a, b];
      nginx = await startNginx({ listenPort: nginxPort, upstreams: [portA, portB] });
    }, 180_000);

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all([stopSite(a), stopSite(b)]);
      await new Promise<void>((resolve) => inbox.server.close(() => resolve()));
      await db?.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }, 60_000);

    it("signs up and in with supabase-js through nginx; both processes answer, each request once", async () => {
      const ids: string[] = [];
      const recording: typeof fetch = async (input, init) => {
        const res = await fetch(input, init);
        ids.push(res.headers.get("x-request-id") ?? "");
        return res;
      };
      const client: SupabaseClient = createClient(nginx!.url, ANON, {
        auth: { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: recording },
      });
      const email = unique("nginx");
      expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      await client.auth.signOut();
      const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signedIn.error).toBeNull();
      for (let i = 0; i < 3; i++) {
        expect((await client.auth.getUser()).data.user?.email).toBe(email);
        expect((await client.auth.refreshSession()).error).toBeNull();
      }
      // nginx's ids, not ones a visitor chose: 32 hex digits each, every one different.
      expect(ids.length).toBeGreaterThanOrEqual(9);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(ids).size).toBe(ids.length);
      const chosen = await fetch(`${nginx!.url}/healthz`, {
        headers: { "x-request-id": "mine-12345" },
      });
      expect(chosen.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);

      const by = await Promise.all(ids.map((id) => answeredBy(id)));
      expect(by.filter((s) => s === a).length).toBeGreaterThan(0);
      expect(by.filter((s) => s === b).length).toBeGreaterThan(0);
      // nginx's own log says the same process for each id, and never a path.
      const log = nginx!.accessLog();
      ids.forEach((id, i) => {
        const line = log.split("\n").find((l) => l.includes(` ${id} `));
        expect(line, id).toContain(`upstream=127.0.0.1:${by[i]!.port} `);
      });
      expect(log).not.toContain("/auth/v1");
    }, 60_000);

    it("a desk request's live stream on one process gets a staff reply made on the other within seconds", async () => {
      // A staff member: signed up through nginx, the role granted as `npm run staff -- grant`
      // does, two factors (aal2), a display name.
      const staffClient = createClient(nginx!.url, ANON, {
        auth: { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
      });
      const staffEmail = unique("staff");
      expect(
        (await staffClient.auth.signUp({ email: staffEmail, password: PASSWORD })).error,
      ).toBeNull();
      const admin = new pg.Client({ connectionString: db!.url });
      await admin.connect();
      try {
        await admin.query(
          `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role":"staff"}'::jsonb where lower(email) = $1`,
          [staffEmail],
        );
      } finally {
        await admin.end();
      }
      const enrolled = await staffClient.auth.mfa.enroll({ factorType: "totp" });
      expect(enrolled.error).toBeNull();
      const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
      const challenge = await staffClient.auth.mfa.challenge({ factorId });
      const verified = await staffClient.auth.mfa.verify({
        factorId,
        challengeId: challenge.data!.id,
        code: await generate({ secret: totp.secret }),
      });
      expect(verified.error).toBeNull();
      const staffToken = (await staffClient.auth.getSession()).data.session!.access_token;
      const asStaff = (path: string, method: string, body: unknown) =>
        fetch(`${nginx!.url}/api/desk${path}`, {
          method,
          headers: { authorization: `Bearer ${staffToken}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      expect((await asStaff("/staff/me", "PUT", { display_name: "Meera" })).status).toBe(200);

      // The person's request, through nginx.
      const created = await fetch(`${nginx!.url}/api/desk/requests`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: "message",
          name: "Asha Rao",
          email: unique("asha"),
          consent: true,
          locale: "en",
          message: "Please call me about my father's ward.",
        }),
      });
      expect(created.status).toBe(201);
      const { token, reference } = (await created.json()) as { token: string; reference: string };
      const queue = await fetch(`${nginx!.url}/api/desk/staff/requests`, {
        headers: { authorization: `Bearer ${staffToken}` },
      });
      const listed = (await queue.json()) as { requests: { id: string; reference: string }[] };
      const requestId = listed.requests.find((r) => r.reference === reference)!.id;

      // The person's live stream, through nginx.
      const controller = new AbortController();
      const stream = await fetch(`${nginx!.url}/api/desk/private/${token}/events`, {
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get("content-type")).toContain("text/event-stream");
      const seen: SseEvent[] = [];
      let ended = false;
      const reading = readEvents(stream.body!, seen).then(() => (ended = true));
      await waitFor(() => seen.some((e) => e.event === "ready"), "the stream's ready event");
      const streamedBy = await answeredBy(stream.headers.get("x-request-id"));

      // nginx sends requests to each process in turn: look until one lands on the stream's
      // process, so that the next goes to the other. The logs say where the reply went.
      for (let i = 0; i < 4; i++) {
        const probe = await fetch(`${nginx!.url}/healthz`);
        if ((await answeredBy(probe.headers.get("x-request-id"))) === streamedBy) break;
      }
      const body = `We will call you at six (${Date.now().toString(36)}).`;
      const sentAt = performance.now();
      const replied = await asStaff(`/staff/requests/${requestId}/replies`, "POST", { body });
      expect(replied.status).toBe(201);
      const repliedBy = await answeredBy(replied.headers.get("x-request-id"));
      expect(repliedBy).not.toBe(streamedBy);

      // The other process finds the reply in the database (it polls once a second) and writes it
      // to the stream; nginx passes it on unbuffered, with the stream still open. Here it takes 1-2
      // s; 10 s leaves room for 2 cores busy with the browser suites, while an event held back
      // until the stream ends would come after an hour (the stream's life), not within 10 s.
      const arrived = await waitFor(
        () => seen.find((e) => e.event === "message.created" && e.data?.message?.body === body),
        "the reply on the stream",
        10_000,
      );
      expect(arrived.at - sentAt).toBeLessThan(10_000);
      expect(ended).toBe(false);
      controller.abort();
      await reading;
      // The private link's token is in no log line of nginx's.
      expect(nginx!.accessLog()).not.toContain(token);
    }, 60_000);

    it("serves hashed build files itself: a year immutable, the br or gzip twin, security headers", async () => {
      const assetsDir = join(BUILD_CLIENT_DIR, "assets");
      const name = readdirSync(assetsDir).find(
        (f) => f.endsWith(".js") && readdirSync(assetsDir).includes(`${f}.br`),
      )!;
      const path = join(assetsDir, name);
      const assetsAnswered = () =>
        sites.flatMap(logLines).filter((l) => l.msg === "request" && l.group === "assets").length;
      const before = assetsAnswered();
      for (const [encoding, twin] of [
        ["br", ".br"],
        ["gzip", ".gz"],
        ["identity", ""],
      ] as const) {
        const res = await fetch(`${nginx!.url}/assets/${name}`, {
          headers: { "accept-encoding": encoding },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
        expect(res.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
        // Node's fetch decodes br and gzip: the twin decoded is the file.
        expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(path))).toBe(true);
        expect(Number(res.headers.get("content-length") ?? -1)).toBe(
          readFileSync(path + twin).length,
        );
      }
      // None of these reached a process.
      await new Promise((r) => setTimeout(r, 200));
      expect(assetsAnswered()).toBe(before);

      // A name no build has: the site's own 404 page, from a process.
      const gone = await fetch(`${nginx!.url}/assets/no-such-file-0000.js`);
      expect(gone.status).toBe(404);
      expect(gone.headers.get("content-security-policy")).toContain("default-src 'self'");
      await answeredBy(gone.headers.get("x-request-id"));

      // Pages come from the processes: their own policy, revalidated each visit, naming nginx's address.
      const page = await fetch(`${nginx!.url}/`, { headers: { "accept-encoding": "br" } });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-encoding")).toBe("br");
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(page.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await page.text()).toContain(`${nginx!.url}/`);
      const again = await fetch(`${nginx!.url}/`, {
        // With a validator fetch adds `Cache-Control: no-cache` unless one is given (the Fetch
        // standard), which would ask for the whole page again; a browser revalidating sends max-age=0.
        headers: {
          "accept-encoding": "br",
          "if-none-match": page.headers.get("etag")!,
          "cache-control": "max-age=0",
        },
      });
      expect(again.status).toBe(304);
    });
  },
);
