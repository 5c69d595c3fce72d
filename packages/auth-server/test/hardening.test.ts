/**
 * Issue 13 (outside review), the auth-server items: each test failed before its fix.
 * Over real HTTP where the transport matters (header sizes), on PGlite and PostgreSQL where storage does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

type Session = { access_token: string; refresh_token: string; user: { id: string; user_metadata: Record<string, unknown> } };

async function signUp(server: TestServer, password = "a-long-passphrase"): Promise<Session & { email: string }> {
  const email = uniqueEmail("hard");
  const res = await server.call("/signup", { json: { email, password } });
  expect(res.status).toBe(200);
  return { email, ...((await res.json()) as Session) };
}

async function refresh(server: TestServer, token: string) {
  const res = await server.call("/token?grant_type=refresh_token", { json: { refresh_token: token } });
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
      expect(body.message).toMatch(/^user_metadata is too large \(\d+ bytes as JSON\); it can hold at most 4096 bytes$/);
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
      const signup = await server.call("/signup", { json: { email: uniqueEmail(), password: "a-long-passphrase", data: { a: "z".repeat(5000) } } });
      expect(signup.status).toBe(422);
    });

    it("an account already over the cap (imported) still gets a token that fits, and can shrink", async () => {
      const s = await signUp(server);
      // 64 KiB of metadata written behind the server's back, as an import from elsewhere could.
      await server.auth.db.query(`update auth.users set raw_user_meta_data = $2::text::jsonb where id = $1`, [
        s.user.id,
        JSON.stringify({ blob: "b".repeat(64 * 1024), keep: 1 }),
      ]);
      const signIn = await server.call("/token?grant_type=password", { json: { email: s.email, password: "a-long-passphrase" } });
      const session = (await signIn.json()) as Session;
      expect(session.access_token.length).toBeLessThan(4000);
      // Real HTTP (Node's 16 KiB header limit applies): the token works, and GET /user shows the metadata.
      const me = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: ANON, authorization: `Bearer ${session.access_token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as Session["user"]).user_metadata.keep).toBe(1);
      const put = (data: Record<string, unknown>) =>
        fetch(`${server.url}/auth/v1/user`, {
          method: "PUT",
          headers: { apikey: ANON, authorization: `Bearer ${session.access_token}`, "content-type": "application/json" },
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
        const me = await server.call("/user", { headers: { authorization: `Bearer ${t3.body.access_token}` } });
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
        const [replay, thief] = await Promise.all([refresh(server, victim.refresh_token), refresh(server, t3.body.refresh_token)]);
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
      const [a, b] = await Promise.all([refresh(server, s.refresh_token), refresh(server, s.refresh_token)]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body.refresh_token).toBe(b.body.refresh_token);
      expect((await refresh(server, a.body.refresh_token)).status).toBe(200);
    });
  });
});
