// @vitest-environment node
/**
 * Two `npm start` processes (server/main.ts) on one PostgreSQL behave as one server: a supabase-js
 * client whose requests alternate between them keeps its session, refreshes, passes two-factor and
 * finishes a PKCE sign-in link; each mail is sent once; a kill -9 of one process in the middle of a
 * burst of sign-ups loses no sign-up that was acknowledged, and the other process goes on serving.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (`npm test` starts one).
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { generate } from "otplib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../auth-server/test/child-process.ts";
import { exited, startSite, stopSite, type Site } from "../scripts/site-process.ts";
import { memoryStorage, smtpInbox } from "../test/process-harness.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const ANON = "sb_publishable_saathi-dev-key-not-secret-0000";

/** A fetch that sends each request to the next process in turn, as a round-robin balancer would. */
function roundRobin(urls: string[]) {
  const answeredBy = new Map<string, number>();
  let turn = 0;
  const fetchNext: typeof fetch = (input, init) => {
    const target = new URL(urls[turn++ % urls.length]!);
    const original = new URL(input instanceof Request ? input.url : String(input));
    original.host = target.host;
    answeredBy.set(target.host, (answeredBy.get(target.host) ?? 0) + 1);
    return input instanceof Request
      ? fetch(new Request(original, input), init)
      : fetch(original, init);
  };
  return { fetch: fetchNext, answeredBy };
}

const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const PASSWORD = "two-processes-one-db-1";

describe.skipIf(!PG_URL)("two npm start processes on one PostgreSQL", () => {
  const inbox = smtpInbox();
  const dirs: string[] = [];
  let dbName = "";
  let a: Site;
  let b: Site;
  let balancer: ReturnType<typeof roundRobin>;
  let client: SupabaseClient;

  beforeAll(async () => {
    dbName = `multi_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const dbUrl = new URL(PG_URL!);
    dbUrl.pathname = `/${dbName}`;

    await new Promise<void>((resolve) => inbox.server.listen(0, "127.0.0.1", resolve));
    const smtpPort = (inbox.server.server.address() as AddressInfo).port;
    const [portA, portB] = [await freePort(), await freePort()];
    // Both processes stand behind one public address (A's here): links and token issuers name it.
    const publicUrl = `http://127.0.0.1:${portA}`;
    const env = (): Record<string, string> => {
      const dir = mkdtempSync(join(tmpdir(), "saathi-multi-"));
      dirs.push(dir);
      return {
        DATABASE_URL: dbUrl.toString(),
        AUTH_DATA_DIR: dir,
        API_EXTERNAL_URL: `${publicUrl}/auth/v1`,
        GOTRUE_SITE_URL: publicUrl,
        GOTRUE_URI_ALLOW_LIST: `${publicUrl}/**`,
        GOTRUE_SMTP_HOST: "127.0.0.1",
        GOTRUE_SMTP_PORT: String(smtpPort),
        GOTRUE_SMTP_ADMIN_EMAIL: "no-reply@saathi.example",
        GOTRUE_SMTP_MAX_FREQUENCY: "1s",
        GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: "0",
        AUTH_RATE_LIMIT_DISABLED: "true",
      };
    };
    // Started together on an empty database: both run the migrations and make the keys at once.
    [a, b] = await Promise.all([startSite(env(), portA), startSite(env(), portB)]);
    balancer = roundRobin([a.url, b.url]);
    client = createClient(publicUrl, ANON, {
      auth: {
        storage: memoryStorage(),
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: "pkce",
      },
      global: { fetch: balancer.fetch },
    });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].map((site) => stopSite(site)));
    await new Promise<void>((resolve) => inbox.server.close(() => resolve()));
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it("one signing key set and one service: both processes publish the same JWKS", async () => {
    const [jwksA, jwksB] = await Promise.all(
      [a, b].map((s) => fetch(`${s.url}/auth/v1/.well-known/jwks.json`).then((r) => r.text())),
    );
    expect(jwksA).toBe(jwksB);
  });

  it("a session, its refreshes and reuse detection work whichever process answers", async () => {
    const email = unique("session");
    const signUp = await client.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    const first = signUp.data.session!;
    for (let i = 0; i < 4; i++) {
      const user = await client.auth.getUser();
      expect(user.data.user?.email).toBe(email);
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
    }
    // Both processes answered.
    expect([...balancer.answeredBy.values()].every((n) => n > 2)).toBe(true);
    expect(balancer.answeredBy.size).toBe(2);

    // The first refresh token, long rotated away, replayed at each process: refused, and the
    // session ends for everyone (a copied token), whichever process sees the replay.
    const replay = await fetch(`${b.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { apikey: ANON, "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error_code: string }).error_code).toBe(
      "refresh_token_already_used",
    );
    const current = (await client.auth.getSession()).data.session!;
    const afterReplay = await fetch(`${a.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { apikey: ANON, "content-type": "application/json" },
      body: JSON.stringify({ refresh_token: current.refresh_token }),
    });
    expect(afterReplay.status).toBe(400);
  });

  it("two-factor: enrol, challenge and verify on alternating processes", async () => {
    const email = unique("mfa");
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
    expect(enrolled.error).toBeNull();
    const { id: factorId, totp } = enrolled.data as { id: string; totp: { secret: string } };
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: await generate({ secret: totp.secret }),
    });
    expect(verified.error).toBeNull();
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe("aal2");
  });

  it("a PKCE sign-in link asked of one process is verified by the other and exchanged; its mail goes out once", async () => {
    const email = unique("link");
    const other = createClient(a.url, ANON, {
      auth: { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: balancer.fetch },
    });
    expect((await other.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    await other.auth.signOut();

    const asked = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${a.url}/account` },
    });
    expect(asked.error).toBeNull();
    const mail = await inbox.next(email);
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!;
    // Follow the link at process B, wherever it was made.
    const linkAtB = new URL(link);
    linkAtB.host = new URL(b.url).host;
    const verified = await fetch(linkAtB, { redirect: "manual" });
    expect(verified.status).toBe(303);
    const code = new URL(verified.headers.get("location")!).searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await client.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);

    // Ten more links to ten addresses, asked alternately; every one is mailed exactly once.
    const addresses = Array.from({ length: 10 }, () => unique("once"));
    for (const address of addresses) {
      const r = await client.auth.signInWithOtp({ email: address });
      expect(r.error).toBeNull();
    }
    for (const address of addresses) await inbox.next(address);
    // Long enough for either process's retry timer or a duplicate claim to show itself.
    await new Promise((r) => setTimeout(r, 2000));
    for (const address of [email, ...addresses])
      expect(inbox.mails.filter((m) => m.to === address)).toHaveLength(1);
  });

  it("kill -9 of one process during a burst of sign-ups loses no acknowledged sign-up; the other goes on", async () => {
    const acknowledged: string[] = [];
    let acknowledgedByA = 0;
    let killAt: () => void = () => {};
    // A dies once it has acknowledged a few sign-ups, with others still in flight at both.
    const killed = new Promise<void>((resolve) => (killAt = resolve)).then(() =>
      a.child.kill("SIGKILL"),
    );
    const burst = Array.from({ length: 40 }, async (_, i) => {
      const email = unique(`burst${i}`);
      const target = i % 2 === 0 ? a.url : b.url;
      const res = await fetch(`${target}/auth/v1/signup`, {
        method: "POST",
        headers: { apikey: ANON, "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      }).catch(() => undefined);
      if (res?.status !== 200) return;
      acknowledged.push(email);
      if (target === a.url && ++acknowledgedByA === 3) killAt();
    });
    await Promise.all(burst);
    killAt();
    await killed;
    await exited(a.child);

    expect(acknowledgedByA).toBeGreaterThanOrEqual(3);
    expect(acknowledgedByA).toBeLessThan(20); // A died with sign-ups still unanswered
    for (const email of acknowledged) {
      const res = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: ANON, "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status, email).toBe(200);
    }
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
  }, 120_000);
});
