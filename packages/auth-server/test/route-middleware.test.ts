/**
 * The route requirements phase 2 builds on: requireAdmin (no admin route exists yet, so a probe
 * route is mounted with the server's real deps), per-route rate-limit buckets kept apart, and the
 * API-key gate leaving browser links alone.
 */
import { SignJWT } from "jose";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorResponse } from "../src/errors.ts";
import type { Env } from "../src/http/context.ts";
import { adminOf } from "../src/http/context.ts";
import { requireAdmin } from "../src/http/middleware/auth.ts";
import { createKeySet } from "../src/crypto/jwt.ts";
import { createMailService } from "../src/services/mail.ts";
import { createSmsService } from "../src/services/sms.ts";
import { memoryMailer } from "../src/mailer/memory-mailer.ts";
import type { Deps } from "../src/services/deps.ts";
import { startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const SECRET = "legacy-hs256-secret-for-tests-0123456789";
// Every token this server accepts carries exp (issue 13, item 13); the tests' tokens do too.
const hs256 = (claims: Record<string, unknown>) =>
  new SignJWT({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(SECRET));

describe("requireAdmin (GoTrue requireAdminCredentials)", () => {
  let server: TestServer;
  let probe: Hono<Env>;
  let deps: Deps;
  beforeAll(async () => {
    server = await startServer({ listen: false, env: { GOTRUE_JWT_SECRET: SECRET } });
    const clock = { now: () => new Date() };
    deps = {
      db: server.auth.db,
      config: server.auth.config,
      keys: await createKeySet({ jwks: [], secret: SECRET }),
      clock,
      mail: createMailService({
        db: server.auth.db,
        config: server.auth.config,
        clock,
        mailer: memoryMailer(),
        log: () => {},
      }),
      sms: createSmsService(server.auth.config, clock, () => {}),
      serviceRoleKey: server.auth.serviceRoleKey,
    };
    probe = new Hono<Env>();
    probe.use("*", async (c, next) => {
      c.set("deps", deps);
      await next();
    });
    probe.get("/admin/probe", requireAdmin, (c) => c.json(adminOf(c)));
    probe.onError((err) => errorResponse(err, "2024-01-01", "test"));
  });
  afterAll(async () => {
    await deps?.mail.close();
    await server?.close();
  });
  const call = (authorization?: string) =>
    probe.request("/admin/probe", { headers: authorization ? { authorization } : {} });

  it("accepts a JWT whose role is service_role or supabase_admin, and the secret service-role key", async () => {
    for (const role of ["service_role", "supabase_admin"]) {
      const res = await call(`Bearer ${await hs256({ role })}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ role, viaServiceRoleKey: false });
    }
    const secret = await call(`Bearer ${server.auth.serviceRoleKey}`);
    expect(secret.status).toBe(200);
    expect(await secret.json()).toMatchObject({ role: "service_role", viaServiceRoleKey: true });
  });

  it("an admin token naming a session is refused once that session is gone (GoTrue checks it)", async () => {
    const signup = await server.call("/signup", {
      json: { email: uniqueEmail(), password: "secret-pass-1" },
    });
    const { access_token, user } = (await signup.json()) as {
      access_token: string;
      user: { id: string };
    };
    const claims = JSON.parse(
      Buffer.from(access_token.split(".")[1]!, "base64url").toString(),
    ) as Record<string, unknown>;
    const admin = await hs256({ ...claims, role: "service_role" });
    expect((await call(`Bearer ${admin}`)).status).toBe(200);
    await server.call("/logout", {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}` },
    });
    const after = await call(`Bearer ${admin}`);
    expect(after.status).toBe(403);
    expect(after.headers.get("x-sb-error-code")).toBe("session_not_found");
    expect(user.id).toBe(claims.sub);
  });

  it("refuses a user's token (403 not_admin), no token (401), and a forged one (403 bad_jwt)", async () => {
    const user = await call(
      `Bearer ${await hs256({ role: "authenticated", sub: crypto.randomUUID() })}`,
    );
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ code: "not_admin", message: "User not allowed" });
    expect((await call()).status).toBe(401);
    const forged = await new SignJWT({ role: "service_role" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("x".repeat(40)));
    const bad = await call(`Bearer ${forged}`);
    expect(bad.status).toBe(403);
    expect(bad.headers.get("x-sb-error-code")).toBe("bad_jwt");
  });
});

describe("rate-limit buckets and the API-key gate", () => {
  it("each route spends its own bucket: an exhausted /token bucket leaves /signup alone", async () => {
    const server = await startServer({ listen: false, env: { AUTH_RATE_LIMIT_DISABLED: "false" } });
    try {
      const hit = (path: string, json: unknown) =>
        server.auth.fetch(
          new Request(`http://auth.test/auth/v1${path}`, {
            method: "POST",
            headers: {
              apikey: server.auth.config.apiKeys.anon[0]!,
              "content-type": "application/json",
            },
            body: JSON.stringify(json),
          }),
          { remoteAddr: "198.51.100.9" },
        );
      for (let i = 0; i < 30; i++) await hit("/token?grant_type=password", {});
      expect((await hit("/token?grant_type=password", {})).status).toBe(429);
      expect(
        (await hit("/signup", { email: uniqueEmail(), password: "secret-pass-1" })).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("links a browser follows are never gated: GET /verify without a key is not a 401", async () => {
    const server = await startServer({ listen: false });
    try {
      const res = await server.call("/verify?token=x&type=signup", { headers: { apikey: "" } });
      // The link is followed without a key: a redirect carrying GoTrue's error, not the key gate's 401.
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(
        "http://127.0.0.1:8080#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=",
      );
      const post = await server.call("/verify", {
        method: "POST",
        json: {},
        headers: { apikey: "" },
      });
      expect(post.status).toBe(401);
    } finally {
      await server.close();
    }
  });
});
