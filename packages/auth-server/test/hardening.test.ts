/**
 * Issue 13 (outside review), the auth-server items: each test failed before its fix.
 * Over real HTTP where the transport matters (header sizes), on PGlite and PostgreSQL where storage does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

type Session = {
  access_token: string;
  refresh_token: string;
  user: { id: string; user_metadata: Record<string, unknown> };
};

async function signUp(
  server: TestServer,
  password = "a-long-passphrase",
): Promise<Session & { email: string }> {
  const email = uniqueEmail("hard");
  const res = await server.call("/signup", { json: { email, password } });
  expect(res.status).toBe(200);
  return { email, ...((await res.json()) as Session) };
}

async function refresh(server: TestServer, token: string) {
  const res = await server.call("/token?grant_type=refresh_token", {
    json: { refresh_token: token },
  });
  const body = (await res.json()) as Session & { code?: string; message?: string };
  return { status: res.status, body };
}

describe.each(BACKENDS)("issue 13 on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  describe("3. metadata is capped, and a user can always shrink it", () => {
    it("PUT /user and /signup refuse user_metadata over 4 KiB with a 422 naming the limit", async () => {
      const s = await signUp(server);
      const res = await server.call("/user", {
        method: "PUT",
        json: { data: { notes: "x".repeat(5000) } },
        headers: { authorization: `Bearer ${s.access_token}` },
      });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe("validation_failed");
      expect(body.message).toMatch(
        /^user_metadata is too large \(\d+ bytes as JSON\); it can hold at most 4096 bytes$/,
      );
      // Many requests of 1 KiB each cannot add up past the cap either.
      let last = 200;
      for (let i = 0; i < 6 && last === 200; i++) {
        const r = await server.call("/user", {
          method: "PUT",
          json: { data: { [`k${i}`]: "y".repeat(1000) } },
          headers: { authorization: `Bearer ${s.access_token}` },
        });
        last = r.status;
      }
      expect(last).toBe(422);
      const signup = await server.call("/signup", {
        json: {
          email: uniqueEmail(),
          password: "a-long-passphrase",
          data: { a: "z".repeat(5000) },
        },
      });
      expect(signup.status).toBe(422);
    });

    it("an account already over the cap (imported) still gets a token that fits, and can shrink", async () => {
      const s = await signUp(server);
      // 64 KiB of metadata written behind the server's back, as an import from elsewhere could.
      await server.auth.db.query(
        `update auth.users set raw_user_meta_data = $2::text::jsonb where id = $1`,
        [s.user.id, JSON.stringify({ blob: "b".repeat(64 * 1024), keep: 1 })],
      );
      const signIn = await server.call("/token?grant_type=password", {
        json: { email: s.email, password: "a-long-passphrase" },
      });
      const session = (await signIn.json()) as Session;
      expect(session.access_token.length).toBeLessThan(4000);
      // Real HTTP (Node's 16 KiB header limit applies): the token works, and GET /user shows the metadata.
      const me = await fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: ANON, authorization: `Bearer ${session.access_token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as Session["user"]).user_metadata.keep).toBe(1);
      const put = (data: Record<string, unknown>) =>
        fetch(`${server.url}/auth/v1/user`, {
          method: "PUT",
          headers: {
            apikey: ANON,
            authorization: `Bearer ${session.access_token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ data }),
        });
      // Growing it further is refused; any change that makes it smaller is accepted.
      expect((await put({ more: "m" })).status).toBe(422);
      const shrunk = await put({ blob: null });
      expect(shrunk.status).toBe(200);
      expect(((await shrunk.json()) as Session["user"]).user_metadata).toMatchObject({ keep: 1 });
    });
  });

  describe("4. refresh-token theft: a detected replay ends the session for everyone", () => {
    it("the thief keeps refreshing; the victim's stale token ends the session, and the thief's newest token dies at once", async () => {
      const victim = await signUp(server);
      // The thief copied the victim's refresh token and rotates it twice.
      const t2 = await refresh(server, victim.refresh_token);
      expect(t2.status).toBe(200);
      const t3 = await refresh(server, t2.body.refresh_token);
      expect(t3.status).toBe(200);
      server.clock.offsetMs = 11_000;
      try {
        // The victim comes back with the original token: two generations old, past the reuse interval.
        const replay = await refresh(server, victim.refresh_token);
        expect(replay.status).toBe(400);
        expect(replay.body.code).toBe("refresh_token_already_used");
        // Inside the reuse window of the thief's newest token, it no longer works, nor does its access token.
        const thief = await refresh(server, t3.body.refresh_token);
        expect(thief.status).toBe(400);
        expect(thief.body.code).toBe("refresh_token_not_found");
        const me = await server.call("/user", {
          headers: { authorization: `Bearer ${t3.body.access_token}` },
        });
        expect(me.status).toBe(403);
        expect(((await me.json()) as { code: string }).code).toBe("session_not_found");
      } finally {
        server.clock.offsetMs = 0;
      }
    });

    it("replay and the thief's refresh racing: afterwards no token of the session works", async () => {
      const victim = await signUp(server);
      const t2 = await refresh(server, victim.refresh_token);
      const t3 = await refresh(server, t2.body.refresh_token);
      server.clock.offsetMs = 11_000;
      try {
        const [replay, thief] = await Promise.all([
          refresh(server, victim.refresh_token),
          refresh(server, t3.body.refresh_token),
        ]);
        expect(replay.status).toBe(400);
        const tokens = [t2.body.refresh_token, t3.body.refresh_token];
        if (thief.status === 200) tokens.push(thief.body.refresh_token);
        for (const t of tokens) expect((await refresh(server, t)).status).toBe(400);
      } finally {
        server.clock.offsetMs = 0;
      }
    });

    it("a legitimate double refresh (lost answer) inside the interval still answers the current token", async () => {
      const s = await signUp(server);
      const [a, b] = await Promise.all([
        refresh(server, s.refresh_token),
        refresh(server, s.refresh_token),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body.refresh_token).toBe(b.body.refresh_token);
      expect((await refresh(server, a.body.refresh_token)).status).toBe(200);
    });
  });

  describe("5. AUTH_SIGNUP_CONCEAL_EXISTING: sign-up does not tell whether an address has an account", () => {
    let concealing: TestServer;
    beforeAll(async () => {
      concealing = await startServer({ backend, env: { AUTH_SIGNUP_CONCEAL_EXISTING: "true" } });
    });
    afterAll(async () => {
      await concealing?.close();
    });

    const shape = (u: Record<string, unknown>) => {
      // Ids and times differ between any two accounts: the rest must not.
      const { id, email, created_at, updated_at, ...rest } = JSON.parse(
        JSON.stringify(u)
          .replaceAll(String(u.id), "<id>")
          .replace(/"identity_id":"[^"]*"/g, '"identity_id":"<id>"')
          .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, "<time>"),
      ) as Record<string, unknown>;
      return {
        idIsUuid: /^[0-9a-f-]{36}$/.test(String(id)),
        hasEmail: typeof email === "string",
        created: typeof created_at,
        updated: typeof updated_at,
        rest,
      };
    };

    it("an existing address (confirmed or not) answers 200 like a new one; the new account can then sign in", async () => {
      const email = uniqueEmail("conceal");
      const fresh = await concealing.call("/signup", {
        json: { email, password: "a-long-passphrase", data: { lang: "hi" } },
      });
      expect(fresh.status).toBe(200);
      const freshBody = (await fresh.json()) as Record<string, unknown>;
      expect(freshBody).not.toHaveProperty("access_token");
      const again = await concealing.call("/signup", {
        json: { email, password: "another-passphrase", data: { lang: "hi" } },
      });
      expect(again.status).toBe(200);
      const againBody = (await again.json()) as Record<string, unknown>;
      expect(Object.keys(againBody)).toEqual(Object.keys(freshBody));
      expect(shape(againBody)).toEqual(shape(freshBody));
      expect(againBody.id).not.toBe(freshBody.id);
      // The first sign-up's password is the account's; the second one changed nothing.
      const signIn = (password: string) =>
        concealing.call("/token?grant_type=password", { json: { email, password } });
      expect((await signIn("a-long-passphrase")).status).toBe(200);
      expect((await signIn("another-passphrase")).status).toBe(400);
    });

    it("without the setting an existing address still answers 422 user_already_exists (GoTrue with autoconfirm)", async () => {
      const s = await signUp(server);
      const res = await server.call("/signup", {
        json: { email: s.email, password: "a-long-passphrase" },
      });
      expect(res.status).toBe(422);
    });
  });
});

describe("issue 13: headers, passwords, buckets, JWTs, content types", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ listen: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("8. every answer carrying tokens or user data is Cache-Control: no-store; the JWKS stays cacheable", async () => {
    const email = uniqueEmail("nostore");
    const signup = await server.call("/signup", { json: { email, password: "a-long-passphrase" } });
    const s = (await signup.json()) as Session;
    const auth = { authorization: `Bearer ${s.access_token}` };
    const answers = [
      signup,
      await server.call("/token?grant_type=password", {
        json: { email, password: "a-long-passphrase" },
      }),
      await server.call("/token?grant_type=refresh_token", {
        json: { refresh_token: s.refresh_token },
      }),
      await server.call("/user", { headers: auth }),
      await server.call("/user", { method: "PUT", json: { data: { a: 1 } }, headers: auth }),
      await server.call("/verify?token=x&type=signup"),
      await server.call("/token?grant_type=password", {
        json: { email, password: "wrong-passphrase" },
      }),
      await server.call("/admin/users", {
        headers: { authorization: `Bearer ${server.auth.serviceRoleKey}` },
      }),
    ];
    for (const res of answers) expect(res.headers.get("cache-control"), res.url).toBe("no-store");
    expect((await server.call("/.well-known/jwks.json")).headers.get("cache-control")).toBe(
      "public, max-age=600",
    );
  });

  it("9. passwords: GoTrue's rules, and whitespace-only and common leaked passwords refused (weak_password)", async () => {
    const signup = async (password: string) => {
      const res = await server.call("/signup", { json: { email: uniqueEmail(), password } });
      return {
        status: res.status,
        body: (await res.json()) as {
          code: string;
          message: string;
          weak_password?: { reasons: string[] };
        },
      };
    };
    const common = await signup("password123");
    expect(common.status).toBe(422);
    expect(common.body).toEqual({
      code: "weak_password",
      message: "Password is known to be weak and easy to guess, please choose a different one.",
      weak_password: { reasons: ["pwned"] },
    });
    for (const pw of ["12345678", "qwertyuiop", "Password1", "iloveyou"])
      expect((await signup(pw)).body.weak_password?.reasons).toEqual(["pwned"]);
    const spaces = await signup("        ");
    expect(spaces.status).toBe(422);
    expect(spaces.body.weak_password?.reasons).toEqual(["characters"]);
    expect((await signup("a calm strong passphrase")).status).toBe(200);
    // The same on PUT /user.
    const s = await signUp(server);
    const put = await server.call("/user", {
      method: "PUT",
      json: { password: "letmein" },
      headers: { authorization: `Bearer ${s.access_token}` },
    });
    expect(put.status).toBe(422);
    // GoTrue's own variables still apply, and the extra check can be turned off.
    const strict = await startServer({
      listen: false,
      env: { GOTRUE_PASSWORD_MIN_LENGTH: "12", AUTH_PASSWORD_REFUSE_COMMON: "false" },
    });
    try {
      const short = await strict.call("/signup", {
        json: { email: uniqueEmail(), password: "short-pw" },
      });
      expect(
        ((await short.json()) as { weak_password: { reasons: string[] } }).weak_password.reasons,
      ).toEqual(["length"]);
      expect(
        (await strict.call("/signup", { json: { email: uniqueEmail(), password: "password1234" } }))
          .status,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("12. wrong passwords and refreshes spend separate buckets: 31 failed sign-ins leave refresh working", async () => {
    const limited = await startServer({
      listen: false,
      env: { AUTH_RATE_LIMIT_DISABLED: "false" },
    });
    try {
      const s = await signUp(limited);
      const hit = (path: string, json: unknown) =>
        limited.auth.fetch(
          new Request(`http://auth.test/auth/v1${path}`, {
            method: "POST",
            headers: { apikey: ANON, "content-type": "application/json" },
            body: JSON.stringify(json),
          }),
          { remoteAddr: "203.0.113.7" },
        );
      // Failed sign-ins spend the bucket as wrong passwords do (without bcrypt's 60 ms each).
      for (let i = 0; i < 30; i++) await hit("/token?grant_type=password", {});
      expect(
        (await hit("/token?grant_type=password", { email: s.email, password: "wrong" })).status,
      ).toBe(429);
      const refreshed = await hit("/token?grant_type=refresh_token", {
        refresh_token: s.refresh_token,
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  describe("13. JWTs, audiences and content types", () => {
    it("a signature with '==' (or '=') appended is malformed: 403 bad_jwt", async () => {
      const s = await signUp(server);
      for (const pad of ["=", "==", "%3D"]) {
        const res = await server.call("/user", {
          headers: { authorization: `Bearer ${s.access_token}${pad}` },
        });
        expect(res.status).toBe(403);
        const body = (await res.json()) as { code: string; message: string };
        expect(body.code).toBe("bad_jwt");
        expect(body.message).toBe(
          "invalid JWT: unable to parse or verify signature, token is malformed: could not base64 decode signature",
        );
      }
      expect(
        (await server.call("/user", { headers: { authorization: `Bearer ${s.access_token}` } }))
          .status,
      ).toBe(200);
    });

    it("a validly signed token without exp is refused, for users and admins", async () => {
      const secret = "a-legacy-hs256-secret-of-32-chars!!";
      const hs = await startServer({ listen: false, env: { GOTRUE_JWT_SECRET: secret } });
      try {
        const { SignJWT } = await import("jose");
        const sign = (claims: Record<string, unknown>) =>
          new SignJWT(claims)
            .setProtectedHeader({ alg: "HS256", typ: "JWT" })
            .sign(new TextEncoder().encode(secret));
        const s = await signUp(hs);
        const admin = await sign({ role: "service_role", iat: Math.floor(Date.now() / 1000) });
        const res = await hs.call("/admin/users", {
          headers: { authorization: `Bearer ${admin}` },
        });
        expect(res.status).toBe(403);
        expect(((await res.json()) as { message: string }).message).toBe(
          "invalid JWT: unable to parse or verify signature, token has invalid claims: token is missing required claim: exp claim is required",
        );
        const user = await sign({ sub: s.user.id, role: "authenticated", aud: "authenticated" });
        expect(
          (await hs.call("/user", { headers: { authorization: `Bearer ${user}` } })).status,
        ).toBe(403);
        const withExp = await sign({
          role: "service_role",
          exp: Math.floor(Date.now() / 1000) + 60,
        });
        expect(
          (await hs.call("/admin/users", { headers: { authorization: `Bearer ${withExp}` } }))
            .status,
        ).toBe(200);
      } finally {
        await hs.close();
      }
    });

    it("X-JWT-AUD cannot pick the audience of a new user", async () => {
      const res = await server.call("/signup", {
        json: { email: uniqueEmail(), password: "a-long-passphrase" },
        headers: { "x-jwt-aud": "billing-service" },
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("validation_failed");
      const same = await server.call("/signup", {
        json: { email: uniqueEmail(), password: "a-long-passphrase" },
        headers: { "x-jwt-aud": "authenticated" },
      });
      expect(same.status).toBe(200);
    });

    it("/signup and /token refuse text/plain and form bodies even when they hold JSON (no preflight-free posts)", async () => {
      const s = await signUp(server);
      const json = JSON.stringify({ email: s.email, password: "a-long-passphrase" });
      for (const type of [
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
      ]) {
        for (const path of ["/signup", "/token?grant_type=password"]) {
          const res = await server.call(path, {
            method: "POST",
            body:
              path === "/signup"
                ? JSON.stringify({ email: uniqueEmail(), password: "a-long-passphrase" })
                : json,
            headers: { "content-type": type },
          });
          expect(res.status, `${type} ${path}`).toBe(400);
          expect(((await res.json()) as { message: string }).message).toBe(
            "Could not parse request body as JSON: Content-Type must be application/json",
          );
        }
      }
      const ok = await server.call("/token?grant_type=password", {
        method: "POST",
        body: json,
        headers: { "content-type": "application/json; charset=utf-8" },
      });
      expect(ok.status).toBe(200);
    });
  });
});
