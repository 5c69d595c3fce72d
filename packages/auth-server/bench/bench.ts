/**
 * Loopback HTTP benchmark: sign-ins/s, refreshes/s and GET /user per second with p50/p99, for N
 * concurrent clients, against `node src/main.ts` in a child process on PGlite (temp data dir) and,
 * when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a fresh database, dropped after).
 * Bounded: each phase stops after BENCH_SECONDS (default 5) or BENCH_MAX_REQUESTS (default 20000).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { DEFAULT_PUBLISHABLE_KEY } from "../src/config.ts";
import { freePort, startChild } from "../test/child-process.ts";

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 20_000);
const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const headers = {
  "content-type": "application/json",
  apikey: DEFAULT_PUBLISHABLE_KEY,
  "x-supabase-api-version": "2024-01-01",
};

type Client = { email: string; password: string; access: string; refresh: string };

async function main() {
  console.log(
    `auth-server benchmark: ${CONCURRENCY} concurrent clients, ${SECONDS}s per phase (max ${MAX_REQUESTS} requests), loopback HTTP`,
  );
  const tmp = mkdtempSync(join(tmpdir(), "auth-bench-"));
  try {
    await runBackend("PGlite", { AUTH_DATA_DIR: tmp });
    if (PG_URL) {
      const { url, drop } = await freshDatabase(PG_URL);
      try {
        await runBackend("PostgreSQL", { DATABASE_URL: url });
      } finally {
        await drop();
      }
    } else {
      console.log("\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)");
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function runBackend(name: string, env: Record<string, string>) {
  const port = await freePort();
  const child = await startChild({
    ...process.env,
    ...env,
    PORT: String(port),
    AUTH_RATE_LIMIT_DISABLED: "true",
  });
  const base = `http://127.0.0.1:${port}/auth/v1`;
  try {
    console.log(`\n${name}`);
    const clients: Client[] = await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, i) => {
        const email = `bench-${i}-${Date.now()}@example.com`;
        const s = await post(`${base}/signup`, { email, password: "bench-password" });
        return {
          email,
          password: "bench-password",
          access: s.access_token,
          refresh: s.refresh_token,
        };
      }),
    );
    await phase("sign-ins (password grant)", clients, async (c) => {
      const s = await post(`${base}/token?grant_type=password`, {
        email: c.email,
        password: c.password,
      });
      c.access = s.access_token;
      c.refresh = s.refresh_token;
    });
    await phase("refreshes (refresh_token grant)", clients, async (c) => {
      const s = await post(`${base}/token?grant_type=refresh_token`, { refresh_token: c.refresh });
      c.access = s.access_token;
      c.refresh = s.refresh_token;
    });
    await phase("GET /user", clients, async (c) => {
      const r = await fetch(`${base}/user`, {
        headers: { ...headers, authorization: `Bearer ${c.access}` },
      });
      if (r.status !== 200) throw new Error(`GET /user ${r.status}: ${await r.text()}`);
      await r.arrayBuffer();
    });
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

async function phase(label: string, clients: Client[], op: (c: Client) => Promise<void>) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let started = 0;
  let errors = 0;
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < deadline && started < MAX_REQUESTS) {
        started++;
        const s = performance.now();
        try {
          await op(c);
          latencies.push(performance.now() - s);
        } catch (err) {
          if (errors++ < 3) console.error(`  error: ${(err as Error).message}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.log(
    `  ${label.padEnd(34)} ${(latencies.length / elapsed).toFixed(0).padStart(6)}/s   p50 ${pct(50).toFixed(1).padStart(6)} ms   p99 ${pct(
      99,
    )
      .toFixed(1)
      .padStart(6)} ms   (${latencies.length} ok, ${errors} errors, ${elapsed.toFixed(1)} s)`,
  );
}

async function post(url: string, body: unknown) {
  const r = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  const json = (await r.json()) as { access_token: string; refresh_token: string };
  if (r.status !== 200) throw new Error(`${url} ${r.status}: ${JSON.stringify(json)}`);
  return json;
}

async function freshDatabase(url: string) {
  const name = `auth_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

await main();
