/**
 * Issue 33, item 3: the backup drill, on PGlite (and PostgreSQL when TEST_DATABASE_URL is set). A
 * person signs up over the auth server's HTTP API, sends a desk request, ticks a checklist and asks
 * for an exam reminder; the desk mails its acknowledgements. `npm run backup`'s script copies the
 * database while the server runs (from PGlite, by asking the server that holds the folder), the
 * data is destroyed, `npm run restore`'s script brings it back (refusing a target that is not
 * empty), and on a new server the person signs in with the same password and sees everything,
 * while the outbox sends none of the mail that had gone before.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createAuthServer, DEFAULT_PUBLISHABLE_KEY, type AuthServer } from "@saathi/auth-server";
import { openPg, openPglite } from "../../auth-server/src/storage/db.ts";
import { createDesk, memoryDeskMailer, type Desk, type ReminderExam } from "../src/index.ts";
import { BACKENDS, freshPgDatabase, testConfig, uniqueEmail } from "./helpers.ts";

const SCRIPTS = fileURLToPath(new URL("../../auth-server/scripts/", import.meta.url));
const PASSWORD = "a-long-drill-password-7";
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
// Sixty days ahead: a 7-day reminder is scheduled, not due, so no job mails it during the drill.
const EXAMS: ReminderExam[] = [
  {
    id: "drill-exam",
    start: isoDay(60 * DAY),
    name: { en: "Drill exam", hi: "ड्रिल परीक्षा", bn: "ড্রিল পরীক্ষা", mr: "ड्रिल परीक्षा" },
    when: { en: "in sixty days", hi: "साठ दिन में", bn: "ষাট দিনে", mr: "साठ दिवसांत" },
    site: "https://exam.example.gov.in/",
    path: "/exam-calendar#drill-exam",
  },
];

type Storage = { AUTH_DATA_DIR: string } | { DATABASE_URL: string };
type Running = {
  url: string;
  auth: AuthServer;
  desk: Desk;
  mails: ReturnType<typeof memoryDeskMailer>["sent"];
  close(): Promise<void>;
};

/** The auth server and the desk on one loopback port, as npm start mounts them. */
async function start(storage: Storage): Promise<Running> {
  const pgUrl = "DATABASE_URL" in storage ? storage.DATABASE_URL : undefined;
  const auth = await createAuthServer({
    env: {
      AUTH_DATA_DIR: "AUTH_DATA_DIR" in storage ? storage.AUTH_DATA_DIR : "memory://",
      AUTH_RATE_LIMIT_DISABLED: "true",
      GOTRUE_SITE_URL: "http://127.0.0.1:8080",
    },
    ...(pgUrl ? { db: openPg(pgUrl, { max: 5 }) } : {}),
    mailer: { send: async () => {} },
    log: () => {},
  });
  const mailer = memoryDeskMailer();
  const desk = await createDesk({
    db: auth.db,
    config: testConfig(),
    auth: {
      authUrl: "http://in-process/auth/v1",
      authFetch: (r) => auth.fetch(r),
      serviceRoleKey: auth.serviceRoleKey,
    },
    mailer,
    digest: () => [],
    exams: () => EXAMS,
    sweepDeletedAccounts: true,
    scheduler: false,
    log: () => {},
  });
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      {
        fetch: (req: Request, env: { incoming?: { socket?: { remoteAddress?: string } } }) =>
          new URL(req.url).pathname.startsWith("/auth/v1")
            ? auth.fetch(req, { remoteAddr: env.incoming?.socket?.remoteAddress })
            : desk.fetch(req, env),
        hostname: "127.0.0.1",
        port: 0,
      },
      () => resolve(s),
    );
  });
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    auth,
    desk,
    mails: mailer.sent,
    async close() {
      (http as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((r) => http.close(() => r()));
      await desk.close();
      await auth.close();
    },
  };
}

/**
 * Runs one of the npm scripts as `npm run backup` / `npm run restore` would: in a process of its
 * own, while this one goes on serving (the backup asks this process's server for its copy).
 */
function script(
  name: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(SCRIPTS, `${name}.ts`), ...args],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : null) : 0,
          out: `${stdout}${stderr}`,
        }),
    );
  });
}

async function call(
  s: Running,
  path: string,
  init: { token?: string; json?: unknown; method?: string } = {},
) {
  const headers: Record<string, string> = { apikey: DEFAULT_PUBLISHABLE_KEY };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(s.url + path, {
    method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, any> };
}

describe.each(BACKENDS)("backup drill on %s", (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  it("backs up while serving, restores into an empty target only, and loses nothing nor mails twice", async () => {
    const work = mkdtempSync(join(tmpdir(), "saathi-drill-"));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const backupDir = join(work, "backups");
    let storage: Storage;
    let dropDb: (() => Promise<void>) | undefined;
    if (backend === "pg") {
      const db = await freshPgDatabase();
      dropDb = db.drop;
      cleanups.push(() => dropDb?.());
      storage = { DATABASE_URL: db.url };
    } else {
      storage = { AUTH_DATA_DIR: join(work, "data") };
      // A data folder on disk, started from the migrated snapshot (global-setup.ts), not initdb.
      const seed = await openPglite(join(work, "data", "auth", "pglite"), {
        loadDataDir: new Blob([readFileSync(inject("deskSnapshot"))]),
      });
      await seed.close();
    }

    // ---- a person and what they keep with us ----
    let s = await start(storage);
    let closed = false;
    cleanups.push(() => (closed ? undefined : s.close()));
    const email = uniqueEmail("drill");
    const signUp = await call(s, "/auth/v1/signup", { json: { email, password: PASSWORD } });
    expect(signUp.status).toBe(200);
    const token = signUp.body.access_token as string;
    expect(token).toBeTruthy();
    const request = await call(s, "/api/desk/requests", {
      token,
      json: {
        kind: "message",
        name: "Asha Rao",
        email,
        phone: "98765 43210",
        best_time: "evening",
        consent: "yes",
        source: "/services",
        locale: "en",
        website: "",
        message: "I need to talk to someone about my exams.",
      },
    });
    expect(request.status).toBe(201);
    const ticks = [
      { checklist: "icu-bag", item: "0", ticked: true, updated_at: new Date().toISOString() },
      { checklist: "icu-bag", item: "2", ticked: true, updated_at: new Date().toISOString() },
    ];
    expect(
      (await call(s, "/api/desk/me/checklists", { token, method: "PUT", json: { ticks } })).status,
    ).toBe(200);
    expect(
      (
        await call(s, "/api/desk/me/reminders", {
          token,
          json: { exam_id: "drill-exam", days_before: 7 },
        })
      ).status,
    ).toBe(201);
    await s.desk.runDueJobs();
    await s.desk.deliverMail();
    const sentBefore = s.mails.map((m) => `${m.to} ${m.subject}`);
    expect(sentBefore.some((m) => m.startsWith(email))).toBe(true);
    const before = {
      requests: (await call(s, "/api/desk/me/requests", { token })).body,
      checklists: (await call(s, "/api/desk/me/checklists", { token })).body,
      reminders: (await call(s, "/api/desk/me/reminders", { token })).body,
    };
    expect(before.requests.requests).toHaveLength(1);
    expect(before.checklists.ticks).toHaveLength(2);
    expect(before.reminders.reminders).toHaveLength(1);

    // The server's copy is for its administrator on this machine only.
    const backupPath = "/auth/v1/admin/backup";
    const anon = await fetch(s.url + backupPath, {
      method: "POST",
      headers: { apikey: DEFAULT_PUBLISHABLE_KEY },
    });
    expect(anon.status).toBe(401);
    const key = s.auth.serviceRoleKey;
    const proxied = await fetch(s.url + backupPath, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, apikey: key, "X-Forwarded-For": "203.0.113.9" },
    });
    expect(proxied.status).toBe(404);

    // ---- back up while the server runs ----
    const env = { ...storage, BACKUP_DIR: backupDir, BACKUP_SERVER_URL: s.url };
    const made = await script("backup", [], env);
    expect(made.out).toContain("[backup] wrote");
    expect(made.code).toBe(0);
    const [file, ...others] = readdirSync(backupDir);
    expect(others).toEqual([]);
    expect(file).toMatch(
      backend === "pg"
        ? /^saathi-postgres-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.pgdump$/
        : /^saathi-pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );
    const backupFile = join(backupDir, file!);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    // ---- destroy ----
    await s.close();
    closed = true;
    let target: Storage;
    if (backend === "pg") {
      await dropDb!();
      const fresh = await freshPgDatabase();
      dropDb = fresh.drop;
      target = { DATABASE_URL: fresh.url };
    } else {
      rmSync(join(work, "data"), { recursive: true, force: true });
      target = storage;
    }

    // ---- restore, once: a second time finds data and refuses ----
    const restored = await script("restore", [backupFile], target);
    expect(restored.out).toContain("[restore] Restored");
    expect(restored.code).toBe(0);
    const again = await script("restore", [backupFile], target);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/Not restoring: .*(already holds|already has)/);
    expect(again.out).toContain("--force");

    // ---- the same person, the same password, everything there, no mail twice ----
    s = await start(target);
    closed = false;
    const signIn = await call(s, "/auth/v1/token?grant_type=password", {
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const token2 = signIn.body.access_token as string;
    expect(signIn.body.user.id).toBe(signUp.body.user.id);
    expect((await call(s, "/api/desk/me/requests", { token: token2 })).body).toEqual(
      before.requests,
    );
    expect((await call(s, "/api/desk/me/checklists", { token: token2 })).body).toEqual(
      before.checklists,
    );
    expect((await call(s, "/api/desk/me/reminders", { token: token2 })).body).toEqual(
      before.reminders,
    );
    await s.desk.runDueJobs();
    await s.desk.deliverMail();
    expect(s.mails.map((m) => `${m.to} ${m.subject}`)).toEqual([]);
    // About 20 s on PostgreSQL and 50 s on PGlite (three PGlite starts, two of them in child
    // processes) on a shared 2-core machine; the margin is for a busier one.
  }, 150_000);
});
