/** Test servers: PGlite from the shared snapshot, or a fresh database on TEST_DATABASE_URL. */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { freshPgDatabase as freshPgDatabaseOn } from "./fresh-pg-database.ts";
import { inject } from "vitest";
import { DEFAULT_PUBLISHABLE_KEY, createAuthServer, type AuthServer } from "../src/server.ts";
import type { Mailer } from "../src/mailer/mailer.ts";
import { memoryMailer } from "../src/mailer/memory-mailer.ts";
import type { SmsService } from "../src/services/sms.ts";
import { openPg, openPglite, type Db } from "../src/storage/db.ts";

export const ANON = DEFAULT_PUBLISHABLE_KEY;
export const PG_URL = process.env.TEST_DATABASE_URL;
export type Backend = "pglite" | "pg";
/** The backends the integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: Backend[] = PG_URL ? ["pglite", "pg"] : ["pglite"];

export const BASE_ENV: Record<string, string> = {
  AUTH_DATA_DIR: "memory://",
  AUTH_RATE_LIMIT_DISABLED: "true",
  GOTRUE_SITE_URL: "http://127.0.0.1:8080",
};

export async function snapshotDb(): Promise<Db> {
  const blob = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  return openPglite("memory://", { loadDataDir: blob });
}

/** A fresh database on the test PostgreSQL server; dropped by the returned cleanup. */
export const freshPgDatabase = () => freshPgDatabaseOn(PG_URL, "auth_test");

export type TestServer = {
  auth: AuthServer;
  url: string;
  /** Every mail the server sent (unless a `mailer` was passed in). */
  mailer: ReturnType<typeof memoryMailer>;
  clock: { offsetMs: number };
  /**
   * In-process request to /auth/v1<path>, with the apikey and 2024-01-01 API version headers by
   * default. The server answers before its mail is sent; `call` then waits for that mail (so a test
   * can read `mailer.sent` next) unless `settle: false` (timing tests).
   */
  call(path: string, init?: RequestInit & { json?: unknown; settle?: boolean }): Promise<Response>;
  close(): Promise<void>;
};

export async function startServer(
  opts: {
    backend?: Backend;
    env?: Record<string, string>;
    listen?: boolean;
    port?: number;
    mailer?: Mailer;
    smtp?: boolean;
    sms?: SmsService;
  } = {},
): Promise<TestServer> {
  const backend = opts.backend ?? "pglite";
  const mailer = memoryMailer();
  const clock = { offsetMs: 0 };
  let drop: (() => Promise<void>) | undefined;
  let db: Db;
  if (backend === "pg") {
    const fresh = await freshPgDatabase();
    drop = fresh.drop;
    db = openPg(fresh.url, { max: 5 });
  } else {
    db = await snapshotDb();
  }
  const auth = await createAuthServer({
    env: { ...BASE_ENV, ...opts.env },
    db,
    // smtp: the server's own mailer from its env (GOTRUE_SMTP_HOST), as in production.
    mailer: opts.smtp ? undefined : (opts.mailer ?? mailer),
    ...(opts.sms ? { sms: opts.sms } : {}),
    clock: { now: () => new Date(Date.now() + clock.offsetMs) },
    log: () => {},
  });
  let url = "";
  let http: ReturnType<typeof serve> | undefined;
  if (opts.listen !== false) {
    http = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve(
        {
          fetch: (req, env: { incoming?: { socket?: { remoteAddress?: string } } }) =>
            auth.fetch(req, { remoteAddr: env.incoming?.socket?.remoteAddress }),
          hostname: "127.0.0.1",
          port: opts.port ?? 0,
        },
        () => resolve(s),
      );
    });
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }
  return {
    auth,
    url,
    mailer,
    clock,
    async call(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("apikey")) headers.set("apikey", ANON);
      if (!headers.has("x-supabase-api-version"))
        headers.set("x-supabase-api-version", "2024-01-01");
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!headers.has("content-type")) headers.set("content-type", "application/json");
      }
      const method = init.method ?? (body !== undefined ? "POST" : "GET");
      const { settle = true, json: _json, ...rest } = init;
      const res = await auth.fetch(
        new Request(`http://auth.test/auth/v1${path}`, { ...rest, method, headers, body }),
        { remoteAddr: "127.0.0.1" },
      );
      if (settle) await auth.mailSettled();
      return res;
    },
    async close() {
      if (http) await new Promise<void>((r) => http.close(() => r()));
      await auth.close();
      if (drop) await drop();
    },
  };
}

export function uniqueEmail(tag = "user") {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
