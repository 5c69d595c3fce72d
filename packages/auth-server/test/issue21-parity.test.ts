/**
 * Issue 21, items 9-11: X-JWT-AUD on /otp, the metadata cap on /otp, /invite and generate_link,
 * the reauthentication nonce checked before the password, email_verified after confirmation,
 * 8-character passwords by default; GoTrue's answers where auth-js's suite expects them; and a
 * manual-linking flow bound to the browser that started it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

const SITE = "http://127.0.0.1:8080";
const BIG = { blob: "x".repeat(5000) };

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe.each(BACKENDS)("issue 21 items 9-11 on %s", (backend) => {
  let server: TestServer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    server = await startServer({
      backend,
      listen: false,
      env: {
        GOTRUE_MAILER_AUTOCONFIRM: "false",
        GOTRUE_SMTP_MAX_FREQUENCY: "0s",
        GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: "true",
        GOTRUE_EXTERNAL_GITHUB_ENABLED: "true",
        GOTRUE_EXTERNAL_GITHUB_CLIENT_ID: "gh-id",
        GOTRUE_EXTERNAL_GITHUB_SECRET: "gh-secret",
        GOTRUE_EXTERNAL_GITHUB_REDIRECT_URI: "http://127.0.0.1:9999/auth/v1/callback",
        GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: "true",
        GOTRUE_URI_ALLOW_LIST: "http://127.0.0.1:8080/**",
      },
    });
    admin = { authorization: `Bearer ${server.auth.serviceRoleKey}` };
  });
  afterAll(async () => {
    await server?.close();
  });

  async function confirmedUser(password = "a-long-password-1") {
    const email = uniqueEmail("p21");
    const res = await server.call("/admin/users", {
      headers: admin,
      json: { email, password, email_confirm: true },
    });
    expect(res.status).toBe(200);
    const t = await server.call("/token?grant_type=password", { json: { email, password } });
    expect(t.status).toBe(200);
    const session = (await t.json()) as { access_token: string; refresh_token: string };
    return { email, password, ...session };
  }

  describe("9. low", () => {
    it("/otp and /magiclink refuse X-JWT-AUD: service_role (no user is made in that audience)", async () => {
      for (const path of ["/otp", "/magiclink"]) {
        const email = uniqueEmail("aud");
        const res = await server.call(path, {
          json: { email },
          headers: { "x-jwt-aud": "service_role" },
        });
        expect(res.status, path).toBe(403);
        expect((await json(res)).code).toBe("validation_failed");
        const rows = await server.auth.db.query("select 1 from auth.users where email = $1", [
          email,
        ]);
        expect(rows).toEqual([]);
      }
      // The configured audience itself is fine.
      const ok = await server.call("/otp", {
        json: { email: uniqueEmail("aud") },
        headers: { "x-jwt-aud": "authenticated" },
      });
      expect(ok.status).toBe(200);
    });

    it("/otp, /invite and generate_link refuse metadata over 4 KiB (422)", async () => {
      const otp = await server.call("/otp", { json: { email: uniqueEmail("big"), data: BIG } });
      expect(otp.status).toBe(422);
      const invite = await server.call("/invite", {
        headers: admin,
        json: { email: uniqueEmail("big"), data: BIG },
      });
      expect(invite.status).toBe(422);
      for (const type of ["signup", "invite", "magiclink"]) {
        const res = await server.call("/admin/generate_link", {
          headers: admin,
          json: { type, email: uniqueEmail("big"), password: "a-long-password-1", data: BIG },
        });
        expect(res.status, type).toBe(422);
        expect(String((await json(res)).message)).toMatch(/user_metadata is too large/);
      }
    });

    it("reauthentication required and no nonce: the current password and another one answer alike", async () => {
      const u = await confirmedUser();
      server.clock.offsetMs = 25 * 3600_000;
      try {
        const r = await server.call("/token?grant_type=refresh_token", {
          json: { refresh_token: u.refresh_token },
        });
        expect(r.status).toBe(200);
        const access = ((await r.json()) as { access_token: string }).access_token;
        const answers = [];
        for (const password of [u.password, "another-long-password-2"]) {
          const res = await server.call("/user", {
            method: "PUT",
            headers: { authorization: `Bearer ${access}` },
            json: { password },
          });
          answers.push([res.status, (await json(res)).code]);
        }
        expect(answers).toEqual([
          [400, "reauthentication_needed"],
          [400, "reauthentication_needed"],
        ]);
        // A wrong nonce: the same answer for the current password and another one.
        const wrong = [];
        for (const password of [u.password, "another-long-password-2"]) {
          const res = await server.call("/user", {
            method: "PUT",
            headers: { authorization: `Bearer ${access}` },
            json: { password, nonce: "000000" },
          });
          wrong.push([res.status, (await json(res)).code]);
        }
        expect(wrong[0]).toEqual(wrong[1]);
      } finally {
        server.clock.offsetMs = 0;
      }
    });

    it("confirming the address sets user_metadata.email_verified to true, as GoTrue's Confirm", async () => {
      const email = uniqueEmail("ev");
      const up = await server.call("/signup", { json: { email, password: "a-long-password-1" } });
      expect(up.status).toBe(200);
      const mail = server.mailer.sent.filter((m) => m.to === email).at(-1)!;
      const link = new URL(/https?:\/\/\S+\/verify\?\S+/.exec(mail.text)![0]);
      const res = await server.call(
        `/verify?token=${link.searchParams.get("token")}&type=signup&redirect_to=${encodeURIComponent(SITE)}`,
      );
      expect(res.status).toBe(303);
      const access = new URLSearchParams(res.headers.get("location")!.split("#")[1]).get(
        "access_token",
      )!;
      const user = await json(
        await server.call("/user", { headers: { authorization: `Bearer ${access}` } }),
      );
      expect((user.user_metadata as Record<string, unknown>).email_verified).toBe(true);
    });

    it("passwords need 8 characters by default; GOTRUE_PASSWORD_MIN_LENGTH=6 restores GoTrue's", async () => {
      const res = await server.call("/signup", {
        json: { email: uniqueEmail("pw"), password: "qz7!kfw" },
      });
      expect(res.status).toBe(422);
      const body = await json(res);
      expect(body.code).toBe("weak_password");
      expect(body.message).toBe("Password should be at least 8 characters.");
      const six = await startServer({ listen: false, env: { GOTRUE_PASSWORD_MIN_LENGTH: "6" } });
      try {
        const ok = await six.call("/signup", {
          json: { email: uniqueEmail("pw"), password: "qz7!kfw" },
        });
        expect(ok.status).toBe(200);
      } finally {
        await six.close();
      }
    });
  });

  describe("10. GoTrue's answers where auth-js's suite expects them", () => {
    it("an invalid address is reported before a weak password (auth-js: email 'a', password '123456')", async () => {
      const res = await server.call("/signup", { json: { email: "a", password: "123456" } });
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.code).toBe("validation_failed");
      expect(body.message).toBe("Unable to validate email address: invalid format");
    });

    it("signInWithIdToken: a disabled provider is 'not enabled'; an enabled one refuses a token that is no JWT as 'Bad ID token'", async () => {
      const off = await server.call("/token?grant_type=id_token", {
        json: { provider: "google", id_token: "mock-id-token", nonce: "mock-nonce" },
      });
      expect(off.status).toBe(400);
      expect(String((await json(off)).message)).toContain("not enabled");
      const on = await startServer({
        listen: false,
        env: {
          GOTRUE_EXTERNAL_GOOGLE_ENABLED: "true",
          GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID: "g-id",
          GOTRUE_EXTERNAL_GOOGLE_SECRET: "g-secret",
          GOTRUE_EXTERNAL_GOOGLE_REDIRECT_URI: "http://127.0.0.1:9999/auth/v1/callback",
        },
      });
      try {
        const res = await on.call("/token?grant_type=id_token", {
          json: { provider: "google", id_token: "mock-id-token", nonce: "mock-nonce" },
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: "invalid request",
          error_description: "Bad ID token",
        });
      } finally {
        await on.close();
      }
    });

    it("generateLink({type: 'signup'}): user_metadata is the data given, identity_data {sub, email}", async () => {
      const email = uniqueEmail("gl");
      const res = await server.call("/admin/generate_link", {
        headers: admin,
        json: {
          type: "signup",
          email,
          password: "a-long-password-1",
          data: { status: "alpha" },
          redirect_to: `${SITE}/welcome`,
        },
      });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.user_metadata).toEqual({ status: "alpha" });
      const identities = body.identities as { identity_data: Record<string, unknown> }[];
      expect(identities[0]!.identity_data).toEqual({ sub: body.id, email });
      expect(body.redirect_to).toBe(`${SITE}/welcome`);
      for (const k of ["action_link", "email_otp", "hashed_token", "verification_type"])
        expect(body).toHaveProperty(k);
    });
  });

  describe("11. a manual-linking flow is bound to the browser that started it", () => {
    async function startLinking() {
      const u = await confirmedUser();
      const res = await server.call(
        `/user/identities/authorize?provider=github&skip_http_redirect=true&redirect_to=${encodeURIComponent(`${SITE}/account`)}`,
        { headers: { authorization: `Bearer ${u.access_token}` } },
      );
      expect(res.status).toBe(200);
      const state = new URL(((await res.json()) as { url: string }).url).searchParams.get("state")!;
      return { state, setCookie: res.headers.get("set-cookie") ?? "" };
    }

    it("the start sets an HttpOnly, SameSite=Lax cookie naming the flow, scoped to /callback", async () => {
      const { state, setCookie } = await startLinking();
      expect(setCookie).toContain(`sb-link-flow=${state}`);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\/auth\/v1\/callback/);
    });

    it("/callback in another browser (no cookie, or another flow's) goes back with an error; the starter's browser gets on", async () => {
      const { state } = await startLinking();
      const other = await startLinking();
      for (const cookie of [undefined, `sb-link-flow=${other.state}`]) {
        const res = await server.call(`/callback?state=${state}&code=stolen`, {
          headers: cookie ? { cookie } : {},
        });
        expect(res.status).toBe(302);
        const loc = new URL(res.headers.get("location")!);
        expect(loc.origin + loc.pathname).toBe(`${SITE}/account`);
        expect(loc.searchParams.get("error_code")).toBe("bad_oauth_state");
        expect(loc.searchParams.get("error_description")).toMatch(/browser/);
      }
      // The starter's browser: past the binding (the provider's own error is what comes back).
      const mine = await server.call(`/callback?state=${state}&error=access_denied`, {
        headers: { cookie: `sb-link-flow=${state}` },
      });
      const loc = new URL(mine.headers.get("location")!);
      expect(loc.searchParams.get("error")).toBe("access_denied");
      expect(loc.searchParams.get("error_code")).not.toBe("bad_oauth_state");
    });

    it("a sign-in flow (not linking) needs no cookie", async () => {
      const res = await server.call(
        `/authorize?provider=github&redirect_to=${encodeURIComponent(`${SITE}/x`)}`,
      );
      expect(res.headers.get("set-cookie")).toBeNull();
      const state = new URL(res.headers.get("location")!).searchParams.get("state")!;
      const cb = await server.call(`/callback?state=${state}&error=access_denied`);
      expect(new URL(cb.headers.get("location")!).searchParams.get("error")).toBe("access_denied");
    });
  });
});
