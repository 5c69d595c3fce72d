/** Data survives a clean restart and a kill -9 in the middle of a burst of sign-ups (PGlite on disk). */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAuthServer } from "../src/server.ts";
import { freePort, startChild } from "./child-process.ts";
import { ANON, BASE_ENV, PG_URL, freshPgDatabase, uniqueEmail } from "./helpers.ts";

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(join(tmpdir(), "auth-persist-"));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const json = {
  "content-type": "application/json",
  apikey: ANON,
  "x-supabase-api-version": "2024-01-01",
};

describe("persistence", () => {
  it("sign up, stop, start again on the same data dir, sign in (keys kept too)", async () => {
    const env = { ...BASE_ENV, AUTH_DATA_DIR: tempDir() };
    const email = uniqueEmail();
    const first = await createAuthServer({ env, log: () => {} });
    const res = await first.fetch(
      new Request("http://x/auth/v1/signup", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email, password: "secret-pass-1" }),
      }),
    );
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const jwks1 = await (
      await first.fetch(new Request("http://x/auth/v1/.well-known/jwks.json"))
    ).text();
    const serviceKey = first.serviceRoleKey;
    await first.close();
    expect(readFileSync(join(env.AUTH_DATA_DIR, "auth", "service-role-key"), "utf8").trim()).toBe(
      serviceKey,
    );

    const second = await createAuthServer({ env, log: () => {} });
    try {
      // A second open of the same folder is refused while it is in use.
      await expect(createAuthServer({ env, log: () => {} })).rejects.toThrow(/in use by process/);
      expect(
        await (await second.fetch(new Request("http://x/auth/v1/.well-known/jwks.json"))).text(),
      ).toBe(jwks1);
      expect(second.serviceRoleKey).toBe(serviceKey);
      const me = await second.fetch(
        new Request("http://x/auth/v1/user", {
          headers: { ...json, authorization: `Bearer ${access_token}` },
        }),
      );
      expect(me.status).toBe(200);
      const login = await second.fetch(
        new Request("http://x/auth/v1/token?grant_type=password", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ email, password: "secret-pass-1" }),
        }),
      );
      expect(login.status).toBe(200);
    } finally {
      await second.close();
    }
  }, 90_000); // three PGlite opens, the first with initdb: ~17 s alone, far more when the suite's other files run beside it

  const targets: {
    name: string;
    env: () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> }>;
  }[] = [{ name: "PGlite", env: async () => ({ env: { AUTH_DATA_DIR: tempDir() } }) }];
  if (PG_URL) {
    targets.push({
      name: "PostgreSQL",
      env: async () => {
        const db = await freshPgDatabase();
        return { env: { DATABASE_URL: db.url }, drop: db.drop };
      },
    });
  }

  it.each(targets)(
    "kill -9 during a burst of sign-ups loses no acknowledged sign-up ($name)",
    async (target) => {
      const { env: extra, drop } = await target.env();
      const port = await freePort();
      const env = {
        ...process.env,
        ...BASE_ENV,
        ...extra,
        PORT: String(port),
        AUTH_RATE_LIMIT_DISABLED: "true",
      };
      const base = `http://127.0.0.1:${port}/auth/v1`;
      try {
        let child = await startChild(env);
        if (extra.AUTH_DATA_DIR) {
          // Another process on the same PGlite folder would corrupt it: refused.
          await expect(
            createAuthServer({ env: { ...BASE_ENV, ...extra }, log: () => {} }),
          ).rejects.toThrow(/in use by process/);
        }
        const acknowledged: string[] = [];
        let stop = false;
        let attempted = 0;
        const worker = async () => {
          while (!stop) {
            const email = uniqueEmail("burst");
            attempted++;
            try {
              const r = await fetch(`${base}/signup`, {
                method: "POST",
                headers: json,
                body: JSON.stringify({ email, password: "secret-pass-1" }),
              });
              if (r.status === 200) acknowledged.push(email);
            } catch {
              // connection reset by the kill: not acknowledged
            }
          }
        };
        const workers = Array.from({ length: 8 }, worker);
        while (acknowledged.length < 25) await new Promise((r) => setTimeout(r, 10));
        child.kill("SIGKILL");
        await new Promise((r) => child.once("exit", r));
        stop = true;
        await Promise.all(workers);
        expect(attempted).toBeGreaterThan(acknowledged.length);

        child = await startChild(env);
        try {
          for (const email of acknowledged) {
            const r = await fetch(`${base}/token?grant_type=password`, {
              method: "POST",
              headers: json,
              body: JSON.stringify({ email, password: "secret-pass-1" }),
            });
            expect(r.status, email).toBe(200);
          }
        } finally {
          child.kill("SIGTERM");
          await new Promise((r) => child.once("exit", r));
        }
      } finally {
        await drop?.();
      }
    },
    120_000,
  );
});
