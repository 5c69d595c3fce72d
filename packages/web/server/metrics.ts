/**
 * GET /metrics for Prometheus (issue 33, item 2): off unless METRICS_TOKEN is set, and then only
 * with `Authorization: Bearer <METRICS_TOKEN>`. Labels are fixed words (route group, status class,
 * kind, result, outbox, status): never a path, an id, an address, a token or a message.
 *
 * There is no loopback-only mode: behind a reverse proxy on the same host (README, nginx) every
 * request comes from 127.0.0.1, so "only local clients" would be everyone.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { AuthOutcomeKind, AuthOutcomeResult, Queryable } from "@saathi/auth-server";
import type { DeliveryResult } from "@saathi/auth-server/outbox-delivery";
import { logWarn } from "@saathi/auth-server/log";

/** The token METRICS_TOKEN names, or undefined (metrics off). */
export function readMetricsToken(env: Record<string, string | undefined>): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  return token ? token : undefined;
}

/** A token shorter than this is a problem for the preflight (preflight.ts). */
export const METRICS_TOKEN_MIN_LENGTH = 32;

export const ROUTE_GROUPS = ["pages", "assets", "auth", "desk", "other"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * Which group a request belongs to: the auth API, the desk's API, a page (a GET or HEAD of a path
 * without a file extension: prerendered pages and their 404), an asset (any other file), or other
 * (the site's own API, /healthz, /metrics, any other method).
 */
export function routeGroup(method: string, path: string): RouteGroup {
  if (under(path, "/auth/v1")) return "auth";
  if (under(path, "/api/desk")) return "desk";
  if (under(path, "/api") || path === "/healthz" || path === "/metrics") return "other";
  if (method !== "GET" && method !== "HEAD") return "other";
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last.includes(".") ? "assets" : "pages";
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

/** The desk's statuses a request waits in (closed ones are not a queue). */
const OPEN_STATUSES = ["new", "in-progress", "waiting"] as const;

type Snapshot = {
  outboxes: { outbox: string; depth: number; oldestSeconds: number }[];
  queue: Map<string, number>;
  possibleRisk: number;
  jobLagSeconds: number;
};

export type SiteMetrics = {
  /** One answered request: its method, path (grouped here, never kept), status and duration. */
  observeRequest(method: string, path: string, status: number, seconds: number): void;
  authOutcome(kind: AuthOutcomeKind, result: AuthOutcomeResult): void;
  mailResult(result: DeliveryResult): void;
  /** The answer to GET /metrics: 401 without the token, else the text exposition. */
  respond(request: Request): Promise<Response>;
  registry: Registry;
};

function sha256(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

function unauthorized(): Response {
  return Response.json(
    { error: "unauthorized", message: "Send Authorization: Bearer <METRICS_TOKEN>." },
    {
      status: 401,
      headers: { "Cache-Control": "no-store", "WWW-Authenticate": 'Bearer realm="metrics"' },
    },
  );
}

export function createSiteMetrics(o: {
  token: string;
  /** The database the gauges read on each scrape (the auth server's handle); undefined while starting. */
  db: () => Queryable | undefined;
  now?: () => Date;
  log?: (line: string) => void;
}): SiteMetrics {
  const now = o.now ?? (() => new Date());
  const log = o.log ?? logWarn;
  const expected = sha256(o.token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "saathi_http_requests_total",
    help: "HTTP requests answered, by route group and status class.",
    labelNames: ["group", "status_class"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "saathi_http_request_duration_seconds",
    help: "Time to the answer's headers, by route group (a live stream counts until it opens).",
    labelNames: ["group"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const auth = new Counter({
    name: "saathi_auth_outcomes_total",
    help: "Sign-ins, sign-ups and token refreshes the auth server decided, by kind and result.",
    labelNames: ["kind", "result"] as const,
    registers: [registry],
  });
  const mail = new Counter({
    name: "saathi_mail_total",
    help: "Mail sending attempts by outbox (auth-server, desk) and result (sent, failed).",
    labelNames: ["outbox", "result"] as const,
    registers: [registry],
  });
  // Every series from the first scrape, so a rate is 0 rather than absent.
  for (const group of ROUTE_GROUPS) {
    duration.zero({ group });
    for (const status_class of ["2xx", "3xx", "4xx", "5xx"])
      requests.inc({ group, status_class }, 0);
  }
  for (const kind of ["sign_in", "sign_up", "token_refresh"] as const)
    for (const result of ["success", "failure", "rate_limited"] as const)
      auth.inc({ kind, result }, 0);
  for (const outbox of ["auth-server", "desk"])
    for (const result of ["sent", "failed"]) mail.inc({ outbox, result }, 0);

  // The gauges read the database once per scrape: respond() starts the reading they all share.
  let current: Promise<Snapshot | undefined> | undefined;
  const snapshot = () => current ?? readSnapshot();
  async function readSnapshot(): Promise<Snapshot | undefined> {
    const db = o.db();
    if (!db) return undefined;
    try {
      const outboxes = await db.query<{ outbox: string; depth: number; oldest: Date | null }>(
        `select 'auth-server' as outbox, count(*)::int as depth, min(created_at) as oldest from auth_server.mail_outbox
         union all
         select 'desk', count(*)::int, min(created_at) from desk.mail_outbox`,
      );
      const rows = await db.query<{ status: string; n: number; risk: number }>(
        `select status, count(*)::int as n, (count(*) filter (where possible_risk))::int as risk
         from desk.requests where status <> 'closed' group by status`,
      );
      const [jobs] = await db.query<{ due: Date | null }>(
        `select min(next_run_at) as due from desk.jobs where next_run_at <= $1`,
        [now()],
      );
      const t = now().getTime();
      const queue = new Map<string, number>();
      for (const row of rows)
        if ((OPEN_STATUSES as readonly string[]).includes(row.status))
          queue.set(row.status, Number(row.n));
      return {
        outboxes: outboxes.map((r) => ({
          outbox: r.outbox,
          depth: Number(r.depth),
          oldestSeconds: r.oldest ? Math.max(0, (t - new Date(r.oldest).getTime()) / 1000) : 0,
        })),
        queue,
        possibleRisk: rows.reduce((sum, row) => sum + Number(row.risk), 0),
        jobLagSeconds: jobs?.due ? Math.max(0, (t - new Date(jobs.due).getTime()) / 1000) : 0,
      };
    } catch (error) {
      log(`[saathi] metrics: reading the queues failed: ${(error as Error).message}`);
      return undefined;
    }
  }

  new Gauge({
    name: "saathi_outbox_depth",
    help: "Mails waiting in an outbox (auth-server, desk), due or retrying.",
    labelNames: ["outbox"] as const,
    registers: [registry],
    async collect() {
      const s = await snapshot();
      this.reset();
      for (const box of s?.outboxes ?? []) this.set({ outbox: box.outbox }, box.depth);
    },
  });
  new Gauge({
    name: "saathi_outbox_oldest_age_seconds",
    help: "Age of the oldest mail waiting in an outbox (0 when it is empty).",
    labelNames: ["outbox"] as const,
    registers: [registry],
    async collect() {
      const s = await snapshot();
      this.reset();
      for (const box of s?.outboxes ?? []) this.set({ outbox: box.outbox }, box.oldestSeconds);
    },
  });
  new Gauge({
    name: "saathi_desk_requests_open",
    help: "The desk's requests not closed, by status (new, in-progress, waiting).",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const s = await snapshot();
      this.reset();
      if (!s) return;
      for (const status of OPEN_STATUSES) this.set({ status }, s.queue.get(status) ?? 0);
    },
  });
  new Gauge({
    name: "saathi_desk_possible_risk_open",
    help: "Requests marked possible risk that are not closed.",
    registers: [registry],
    async collect() {
      const s = await snapshot();
      this.reset();
      if (s) this.set(s.possibleRisk);
    },
  });

  new Gauge({
    name: "saathi_desk_job_lag_seconds",
    help: "How long the most overdue of the desk's scheduled jobs has been due (0 when none is).",
    registers: [registry],
    async collect() {
      const s = await snapshot();
      this.reset();
      if (s) this.set(s.jobLagSeconds);
    },
  });

  return {
    registry,
    observeRequest(method, path, status, seconds) {
      const group = routeGroup(method, path);
      requests.inc({ group, status_class: statusClass(status) });
      duration.observe({ group }, seconds);
    },
    authOutcome(kind, result) {
      auth.inc({ kind, result });
    },
    mailResult({ outbox, result }) {
      // Only the two outboxes this process has: a label is never free text.
      if (outbox === "auth-server" || outbox === "desk") mail.inc({ outbox, result });
    },
    async respond(request) {
      const header = request.headers.get("authorization") ?? "";
      const match = /^Bearer +(\S+)$/i.exec(header);
      // Compared as digests of equal length, in constant time.
      if (!match || !timingSafeEqual(sha256(match[1]!), expected)) return unauthorized();
      current = readSnapshot();
      const body = await registry.metrics().finally(() => (current = undefined));
      return new Response(request.method === "HEAD" ? null : body, {
        status: 200,
        headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
      });
    },
  };
}
