// @vitest-environment node
/**
 * GET /metrics (metrics.ts, issue 33 item 2) over real sockets: the site app through `npm start`'s
 * listener, with the embedded auth server and the service desk on one PGlite in memory, wired as
 * main.ts wires them. Off: a 404 like any unknown path. On: 401 (plain JSON) without the token or
 * with a wrong one, every series with it; a page, sign-ups, sign-ins, a refresh and mail move the
 * counters; the desk's queue and the outboxes are read at scrape; no label holds a path, an id, an
 * address or the token.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAuthServer, DEFAULT_PUBLISHABLE_KEY, type AuthServer } from "@saathi/auth-server";
import { listen, type Listening } from "@saathi/auth-server/node-server";
import { observeDeliveries } from "@saathi/auth-server/outbox-delivery";
import { createDesk, type Desk, type DeskConfig, type DeskMailer } from "@saathi/desk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteMetrics, routeGroup, statusClass, type SiteMetrics } from "./metrics.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { createSiteApp } from "./site-app.ts";
import { loadStaticSite, type StaticSite } from "./static-site.ts";

const TOKEN = "metrics-test-token-0123456789abcdef";
const PASSWORD = "a-long-metrics-password-7";
const EMAIL = `metrics-${Date.now().toString(36)}@example.com`;
const PAGE =
  "<!doctype html><html><head><title>About</title></head><body><p>About.</p></body></html>";

let dir: string;
let site: StaticSite;
let auth: AuthServer;
let desk: Desk;
let metrics: SiteMetrics;
let stopObserving: () => void;
const servers: Listening[] = [];
const deskConfig: DeskConfig = {
  siteUrl: "http://127.0.0.1:8080",
  siteName: "Saathi",
  teamName: "Saathi support team",
  operatorInbox: "operator@saathi.test",
  retentionMonths: 12,
  replyWithinHours: 2,
  hours: {
    days: "Monday to Friday",
    opens: "09:00",
    closes: "18:00",
    timeZone: "Asia/Kolkata",
    openDays: [1, 2, 3, 4, 5],
  },
  urgentLines: {
    en: ["112 Emergency"],
    hi: ["112 इमरजेंसी"],
    bn: ["112 জরুরি"],
    mr: ["112 आपत्कालीन"],
  },
  daysInWords: {
    en: "Monday to Friday",
    hi: "सोमवार से शुक्रवार",
    bn: "সোমবার থেকে শুক্রবার",
    mr: "सोमवार ते शुक्रवार",
  },
  limits: {
    requestsPerIp: 1000,
    requestsPerAddress: 1000,
    repliesPerRequest: 20,
    subscriptionsPerIp: 1000,
  },
  trustProxy: false,
};
const failingSubject = "this one fails";

async function serve(withMetrics: boolean): Promise<string> {
  const app = createSiteApp({
    site,
    auth: (request, info) => auth.fetch(request, info),
    desk: (request, env) => desk.fetch(request, env),
    ...(withMetrics ? { metrics } : {}),
    log: () => {},
  });
  const listening = await listen({
    fetch: (request, env) => app.fetch(request, env),
    hostname: "127.0.0.1",
    port: 0,
    limits: { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnectionsPerIp: 64 },
    errorHeaders: SECURITY_HEADERS,
  });
  servers.push(listening);
  return `http://127.0.0.1:${listening.port}`;
}

let on: string;
let off: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "site-metrics-"));
  const files: Record<string, string> = {
    "index.html": PAGE.replace("About", "Home"),
    "about/index.html": PAGE,
    "404.html": "<!doctype html><title>Not found</title><p>This page does not exist.</p>",
    "assets/app-abc123.js": "console.log(1);",
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  site = await loadStaticSite(dir);
  metrics = createSiteMetrics({ token: TOKEN, db: () => auth?.db, log: () => {} });
  stopObserving = observeDeliveries(metrics.mailResult);
  auth = await createAuthServer({
    env: {
      AUTH_DATA_DIR: "memory://",
      AUTH_RATE_LIMIT_DISABLED: "true",
      GOTRUE_SITE_URL: "http://127.0.0.1:8080",
      GOTRUE_MAILER_AUTOCONFIRM: "true",
    },
    log: () => {},
    onAuthOutcome: metrics.authOutcome,
  });
  const mailer: DeskMailer = {
    async send(mail) {
      if (mail.subject === failingSubject) throw new Error("the mail server is away");
    },
  };
  desk = await createDesk({
    db: auth.db,
    config: deskConfig,
    auth: {
      authUrl: "http://in-process/auth/v1",
      authFetch: (r) => auth.fetch(r),
      serviceRoleKey: auth.serviceRoleKey,
    },
    mailer,
    digest: () => [],
    exams: () => [],
    sweepDeletedAccounts: false,
    scheduler: false,
    log: () => {},
  });
  on = await serve(true);
  off = await serve(false);
}, 60_000);

afterAll(async () => {
  stopObserving?.();
  await Promise.all(servers.map((s) => s.close()));
  await desk?.close();
  await auth?.close();
  rmSync(dir, { recursive: true, force: true });
});

const scrape = (base = on, token = TOKEN) =>
  fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });

/** The value of one series line, e.g. value(text, 'saathi_mail_total{outbox="desk",result="sent"}'). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  if (line === undefined) throw new Error(`no ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

const authCall = (path: string, body: unknown) =>
  fetch(`${on}/auth/v1${path}`, {
    method: "POST",
    headers: { apikey: DEFAULT_PUBLISHABLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("route groups", () => {
  it.each([
    ["GET", "/", "pages"],
    ["GET", "/hi/icu-ward-assistance", "pages"],
    ["HEAD", "/about", "pages"],
    ["GET", "/assets/app-abc123.js", "assets"],
    ["GET", "/sw.js", "assets"],
    ["POST", "/auth/v1/token", "auth"],
    ["GET", "/auth/v1", "auth"],
    ["GET", "/api/desk/requests/0b4c3d2e-1111-2222-3333-444455556666", "desk"],
    ["DELETE", "/api/account", "other"],
    ["GET", "/healthz", "other"],
    ["GET", "/metrics", "other"],
    ["POST", "/about", "other"],
    ["GET", "/auth/v1x", "pages"],
  ])("%s %s is %s", (method, path, group) => {
    expect(routeGroup(method, path)).toBe(group);
  });

  it("status classes", () => {
    expect([200, 308, 404, 503, 99].map(statusClass)).toEqual([
      "2xx",
      "3xx",
      "4xx",
      "5xx",
      "other",
    ]);
  });
});

describe("/metrics", () => {
  it("is a 404 like any unknown path when METRICS_TOKEN is not set", async () => {
    const res = await fetch(`${off}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("This page does not exist.");
  });

  it("refuses a scrape without the token, or with a wrong one, with 401 and plain JSON", async () => {
    const answers = [
      await fetch(`${on}/metrics`),
      await scrape(on, "wrong-token"),
      await scrape(on, `${TOKEN}x`),
      await scrape(on, TOKEN.slice(0, -1)),
      await fetch(`${on}/metrics`, { headers: { Authorization: `Basic ${TOKEN}` } }),
      await fetch(`${on}/metrics`, { headers: { Authorization: "Bearer" } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      const body = await res.json();
      expect(body).toEqual({ error: "unauthorized", message: expect.any(String) });
      expect(JSON.stringify(body)).not.toContain(TOKEN);
    }
  });

  it("answers every series with the token", async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    for (const name of [
      "saathi_http_requests_total",
      "saathi_http_request_duration_seconds_bucket",
      "saathi_auth_outcomes_total",
      "saathi_mail_total",
      "saathi_outbox_depth",
      "saathi_outbox_oldest_age_seconds",
      "saathi_desk_requests_open",
      "saathi_desk_possible_risk_open",
      "saathi_desk_job_lag_seconds",
      "nodejs_eventloop_lag_seconds",
      "process_resident_memory_bytes",
    ])
      expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, "")} `);
  });

  it("serves every series the Grafana dashboard in docs/ asks for", async () => {
    const dashboard = readFileSync(
      new URL("../../../docs/grafana-saathi.json", import.meta.url),
      "utf8",
    );
    const asked = new Set(dashboard.match(/\b(?:saathi|nodejs|process)_[a-z0-9_]+/g));
    expect(asked.size).toBeGreaterThan(8);
    const text = await (await scrape()).text();
    for (const name of asked) expect(text, name).toMatch(new RegExp(`^${name}[{ ]`, "m"));
  });

  it("counts pages, assets and auth outcomes, and reads the queues at scrape", async () => {
    const before = await (await scrape()).text();
    const pages = 'saathi_http_requests_total{group="pages",status_class="2xx"}';
    const missing = 'saathi_http_requests_total{group="pages",status_class="4xx"}';
    const assets = 'saathi_http_requests_total{group="assets",status_class="2xx"}';
    const outcome = (kind: string, result: string) =>
      `saathi_auth_outcomes_total{kind="${kind}",result="${result}"}`;

    expect((await fetch(`${on}/about`)).status).toBe(200);
    expect((await fetch(`${on}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${on}/assets/app-abc123.js`)).status).toBe(200);

    const signup = await authCall("/signup", { email: EMAIL, password: PASSWORD });
    expect(signup.status).toBe(200);
    const signedIn = await authCall("/token?grant_type=password", {
      email: EMAIL,
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { refresh_token: string; user: { id: string } };
    expect(
      (await authCall("/token?grant_type=password", { email: EMAIL, password: "wrong-1234567" }))
        .status,
    ).toBe(400);
    expect(
      (await authCall("/token?grant_type=refresh_token", { refresh_token: session.refresh_token }))
        .status,
    ).toBe(200);
    expect((await authCall("/recover", { email: EMAIL })).status).toBe(200);
    await auth.mailSettled();

    // The desk: two requests waiting (one marked possible risk), one closed; two mails, one fails.
    const request = (status: string, risk: boolean) =>
      auth.db.query(
        `insert into desk.requests (id, reference, kind, status, name, email, language, consent_at,
           token_salt, token_hash, created_at, updated_at, possible_risk)
         values ($1, $2, 'question', $3, 'Asha', $4, 'en', now(), 's', $5, now(), now(), $6)`,
        [randomUUID(), `SA-${randomUUID().slice(0, 8)}`, status, EMAIL, randomUUID(), risk],
      );
    await request("new", true);
    await request("waiting", false);
    await request("closed", true);
    const mail = (subject: string, minutesAgo: number) =>
      auth.db.query(
        `insert into desk.mail_outbox (created_at, to_address, subject, text_body, next_attempt_at)
         values ($1, $2, $3, 'A reply from the desk.', $1)`,
        [new Date(Date.now() - minutesAgo * 60_000), EMAIL, subject],
      );
    await mail("Your request", 1);
    await mail(failingSubject, 10);
    await desk.deliverMail();
    // The scheduler is off here: a job due five minutes ago is five minutes late.
    await auth.db.query(`insert into desk.jobs (name, next_run_at) values ('metrics-test', $1)`, [
      new Date(Date.now() - 300_000),
    ]);

    const after = await (await scrape()).text();
    expect(value(after, pages) - value(before, pages)).toBe(1);
    expect(value(after, missing) - value(before, missing)).toBe(1);
    expect(value(after, assets) - value(before, assets)).toBe(1);
    expect(
      value(after, outcome("sign_up", "success")) - value(before, outcome("sign_up", "success")),
    ).toBe(1);
    expect(
      value(after, outcome("sign_in", "success")) - value(before, outcome("sign_in", "success")),
    ).toBe(1);
    expect(
      value(after, outcome("sign_in", "failure")) - value(before, outcome("sign_in", "failure")),
    ).toBe(1);
    expect(
      value(after, outcome("token_refresh", "success")) -
        value(before, outcome("token_refresh", "success")),
    ).toBe(1);
    // The recovery mail (auth server) and the desk's first mail went out; the desk's second failed
    // and waits in its outbox, ten minutes old.
    for (const [outbox, result, n] of [
      ["auth-server", "sent", 1],
      ["desk", "sent", 1],
      ["desk", "failed", 1],
    ] as const) {
      const series = `saathi_mail_total{outbox="${outbox}",result="${result}"}`;
      expect(value(after, series) - value(before, series)).toBe(n);
    }
    expect(value(after, 'saathi_outbox_depth{outbox="desk"}')).toBe(1);
    expect(value(after, 'saathi_outbox_depth{outbox="auth-server"}')).toBe(0);
    const age = value(after, 'saathi_outbox_oldest_age_seconds{outbox="desk"}');
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(900);
    expect(value(after, 'saathi_desk_requests_open{status="new"}')).toBe(1);
    expect(value(after, 'saathi_desk_requests_open{status="waiting"}')).toBe(1);
    expect(value(after, 'saathi_desk_requests_open{status="in-progress"}')).toBe(0);
    expect(value(after, "saathi_desk_possible_risk_open")).toBe(1);
    const lag = value(after, "saathi_desk_job_lag_seconds");
    expect(lag).toBeGreaterThanOrEqual(300);
    expect(lag).toBeLessThan(600);
    expect(after).toMatch(/saathi_http_request_duration_seconds_count\{group="pages"\} [1-9]/);

    // No label carries a path, an id, an address, a reference or the token.
    for (const secret of [
      EMAIL,
      "@",
      session.user.id,
      session.refresh_token,
      TOKEN,
      "/about",
      "no-such-page",
      "app-abc123",
      "SA-",
      failingSubject,
      "mail server is away",
    ])
      expect(after).not.toContain(secret);
    const labelValues = [...after.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    for (const label of labelValues) expect(label).toMatch(/^[a-z0-9_.+-]*$/i);
  });
});
