/**
 * A test server: the auth server and the desk on one loopback port (as the site server mounts
 * them), on a PGlite snapshot or a fresh PostgreSQL database, with mail captured in memory and a
 * clock the test moves.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { generate } from "otplib";
import { freshPgDatabase as freshPgDatabaseOn } from "../../auth-server/test/fresh-pg-database.ts";
import { inject } from "vitest";
import { createAuthServer, DEFAULT_PUBLISHABLE_KEY, type AuthServer } from "@saathi/auth-server";
import { openPg, openPglite } from "../../auth-server/src/storage/db.ts";
import {
  createDesk,
  type ChecklistSource,
  memoryDeskMailer,
  type Desk,
  type DeskConfig,
  type DigestSource,
  type ExamSource,
} from "../src/index.ts";

export const ANON = DEFAULT_PUBLISHABLE_KEY;
export const PG_URL = process.env.TEST_DATABASE_URL;
export type Backend = "pglite" | "pg";
export const BACKENDS: Backend[] = PG_URL ? ["pglite", "pg"] : ["pglite"];

export function testConfig(over: Partial<DeskConfig> = {}): DeskConfig {
  return {
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
      bn: ["112 জরুরি পরিষেবা"],
      mr: ["112 आपत्कालीन सेवा"],
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
    ...over,
  };
}

/** A fresh database on the test PostgreSQL server; dropped by the returned cleanup. */
export const freshPgDatabase = () => freshPgDatabaseOn(PG_URL, "desk_test");

export type TestDesk = {
  auth: AuthServer;
  desk: Desk;
  url: string;
  mails: ReturnType<typeof memoryDeskMailer>["sent"];
  /** Every line the desk wrote to its log. */
  logs: string[];
  clock: { offsetMs: number };
  now: () => Date;
  /** fetch against the test server: `path` under the origin. */
  call(
    path: string,
    init?: RequestInit & { json?: unknown; form?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
};

export async function startDesk(
  o: {
    backend?: Backend;
    config?: Partial<DeskConfig>;
    digest?: DigestSource;
    exams?: ExamSource;
    checklists?: ChecklistSource;
    at?: Date;
    /** A live stream's re-authorisation interval and longest life (the desk's defaults: 15 s, 1 h). */
    streamCheckEveryMs?: number;
    streamMaxMs?: number;
    /** More settings for the auth server (GOTRUE_JWT_EXP, ...). */
    authEnv?: Record<string, string>;
    /** Addresses whose mail the test mail server refuses (the send fails; nothing is recorded). */
    refuseMailTo?: string[];
  } = {},
): Promise<TestDesk> {
  const clock = { offsetMs: o.at ? o.at.getTime() - Date.now() : 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  let drop: (() => Promise<void>) | undefined;
  const db =
    o.backend === "pg"
      ? await freshPgDatabase().then((f) => {
          drop = f.drop;
          return openPg(f.url, { max: 5 });
        })
      : await openPglite("memory://", {
          loadDataDir: new Blob([readFileSync(inject("deskSnapshot"))]),
        });
  const auth = await createAuthServer({
    env: {
      AUTH_DATA_DIR: "memory://",
      AUTH_RATE_LIMIT_DISABLED: "true",
      GOTRUE_SITE_URL: "http://127.0.0.1:8080",
      ...o.authEnv,
    },
    db,
    mailer: { send: async () => {} },
    log: () => {},
  });
  const memory = memoryDeskMailer();
  const refused = new Set((o.refuseMailTo ?? []).map((a) => a.toLowerCase()));
  const mailer: typeof memory = {
    sent: memory.sent,
    async send(mail) {
      if (refused.has(mail.to.toLowerCase()))
        throw new Error(`550 mailbox unavailable: ${mail.to}`);
      await memory.send(mail);
    },
  };
  const logs: string[] = [];
  const desk = await createDesk({
    db: auth.db,
    config: testConfig(o.config),
    auth: {
      authUrl: "http://in-process/auth/v1",
      authFetch: (r) => auth.fetch(r),
      serviceRoleKey: auth.serviceRoleKey,
    },
    mailer,
    digest: o.digest ?? (() => []),
    ...(o.exams ? { exams: o.exams } : {}),
    ...(o.checklists ? { checklists: o.checklists } : {}),
    sweepDeletedAccounts: true,
    now,
    pollEveryMs: 100,
    ...(o.streamCheckEveryMs ? { streamCheckEveryMs: o.streamCheckEveryMs } : {}),
    ...(o.streamMaxMs ? { streamMaxMs: o.streamMaxMs } : {}),
    scheduler: false,
    log: (line) => void logs.push(line),
  });
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (req: Request, env: { incoming?: { socket?: { remoteAddress?: string } } }) => {
          const path = new URL(req.url).pathname;
          if (path.startsWith("/auth/v1"))
            return auth.fetch(req, { remoteAddr: env.incoming?.socket?.remoteAddress });
          return desk.fetch(req, env);
        },
        hostname: "127.0.0.1",
        port: 0,
      },
      () => resolve(s),
    );
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    auth,
    desk,
    url,
    mails: mailer.sent,
    logs,
    clock,
    now,
    call(path, init = {}) {
      const headers = new Headers(init.headers);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        headers.set("content-type", "application/json");
      } else if (init.form) {
        body = new URLSearchParams(init.form).toString();
        headers.set("content-type", "application/x-www-form-urlencoded");
      }
      const method = init.method ?? (body !== undefined ? "POST" : "GET");
      return fetch(url + path, { ...init, method, headers, body, redirect: "manual" });
    },
    async close() {
      (http as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((r) => http.close(() => r()));
      await desk.close();
      await auth.close();
      if (drop) await drop();
    },
  };
}

export function uniqueEmail(tag = "person") {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const PASSWORD = "a-long-test-password-1";

async function authCall(
  t: TestDesk,
  path: string,
  init: { method?: string; json?: unknown; token?: string } = {},
) {
  const headers: Record<string, string> = { apikey: ANON, "content-type": "application/json" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await fetch(`${t.url}/auth/v1${path}`, {
    method: init.method ?? (init.json ? "POST" : "GET"),
    headers,
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export type TestUser = { id: string; email: string; token: string; totpSecret?: string };

/** An account (confirmed) signed in with its password: an aal1 token. */
export async function signUpUser(
  t: TestDesk,
  o: { email?: string; name?: string; staff?: boolean } = {},
): Promise<TestUser> {
  const email = o.email ?? uniqueEmail("user");
  const admin = {
    Authorization: `Bearer ${t.auth.serviceRoleKey}`,
    apikey: t.auth.serviceRoleKey,
    "content-type": "application/json",
  };
  const res = await fetch(`${t.url}/auth/v1/admin/users`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: o.name ? { display_name: o.name } : {},
      app_metadata: o.staff ? { role: "staff" } : {},
    }),
  });
  const user = (await res.json()) as { id: string };
  if (!res.ok) throw new Error(`create user: ${JSON.stringify(user)}`);
  const session = await authCall(t, "/token?grant_type=password", {
    json: { email, password: PASSWORD },
  });
  return { id: user.id, email, token: session.access_token as string };
}

/** Adds a verified TOTP factor and returns an aal2 token. */
export async function withTwoFactor(t: TestDesk, u: TestUser): Promise<TestUser> {
  const factor = await authCall(t, "/factors", {
    token: u.token,
    json: { factor_type: "totp", friendly_name: "phone" },
  });
  const secret = (factor.totp as { secret: string }).secret;
  const challenge = await authCall(t, `/factors/${factor.id as string}/challenge`, {
    token: u.token,
    json: {},
  });
  const code = await generate({ secret });
  const verified = await authCall(t, `/factors/${factor.id as string}/verify`, {
    token: u.token,
    json: { challenge_id: challenge.id, code },
  });
  return { ...u, token: verified.access_token as string, totpSecret: secret };
}

export async function waitFor<T>(
  fn: () => T | undefined | Promise<T | undefined>,
  what: string,
  ms = 5000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function tokenFromLocation(location: string | null): string {
  return new URL(location ?? "", "http://x").searchParams.get("t") ?? "";
}

/** A Tuesday, 10:00 IST: in the desk's support hours (tests that need the desk open start here). */
export const TUESDAY_10_IST = new Date("2026-03-03T10:00:00+05:30");

export type SseEvent = { event: string; data: any; id?: string };

/** Reads a server-sent event stream into `seen`, each event as it arrives, until it ends. */
export async function readEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  seen: SseEvent[],
): Promise<void> {
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
      if (event) seen.push({ event, data: JSON.parse(get("data") ?? "null"), id: get("id") });
    }
  }
}

/**
 * Sets the desk's display name of a staff member (PUT /api/desk/staff/me, issue 32): a staff
 * member's replies are refused until it is set. Returns the user.
 */
export async function withDisplayName(t: TestDesk, u: TestUser, name: string): Promise<TestUser> {
  const res = await t.call("/api/desk/staff/me", {
    method: "PUT",
    headers: { Authorization: `Bearer ${u.token}` },
    json: { display_name: name },
  });
  if (res.status !== 200) throw new Error(`display name: ${res.status} ${await res.text()}`);
  return u;
}
