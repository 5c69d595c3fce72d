/** In-process requests (auth.fetch(new Request(...))): error shapes, bad input, keys, limits, CORS. */
import { SignJWT, exportJWK, generateKeyPair, calculateJwkThumbprint } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

describe.each(BACKENDS)("in-process requests on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      backend,
      listen: false,
      env: {
        GOTRUE_JWT_SECRET: "legacy-hs256-secret-for-tests-0123456789",
        // Passkeys on, so their endpoints join the bad-input table and the fuzz (off: disabled-features.test.ts).
        GOTRUE_PASSKEY_ENABLED: "true",
        GOTRUE_WEBAUTHN_RP_ID: "localhost",
        GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: "Saathi",
        GOTRUE_WEBAUTHN_RP_ORIGINS: "http://localhost:8080",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUp(s = server, password = "secret-pass-1") {
    const email = uniqueEmail();
    const res = await s.call("/signup", { json: { email, password } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      access_token: string;
      refresh_token: string;
      user: { id: string };
    };
    return { email, password, ...body };
  }

  function claimsOf(token: string) {
    return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as Record<
      string,
      unknown
    >;
  }

  describe("public endpoints", () => {
    it("GET /health and /settings", async () => {
      const h = await server.call("/health");
      expect(h.status).toBe(200);
      expect(await h.json()).toMatchObject({ name: "GoTrue" });
      const s = await server.call("/settings");
      const body = (await s.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        disable_signup: false,
        mailer_autoconfirm: true,
        external: { email: true, phone: false, anonymous_users: false },
      });
    });

    it("GET /.well-known/jwks.json publishes only public keys, cacheable", async () => {
      const res = await server.call("/.well-known/jwks.json", { headers: { apikey: "" } });
      expect(res.headers.get("cache-control")).toBe("public, max-age=600");
      const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({
        kty: "EC",
        crv: "P-256",
        alg: "ES256",
        use: "sig",
        key_ops: ["verify"],
      });
      expect(keys[0]).not.toHaveProperty("d");
    });

    it("unknown routes answer a 404 JSON error", async () => {
      for (const [method, path] of [
        ["GET", "/nope"],
        ["GET", "/signup"],
        ["DELETE", "/user"],
      ] as const) {
        const res = await server.call(path, { method });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ code: "not_found", message: "404 page not found" });
      }
    });
  });

  describe("error format by X-Supabase-Api-Version", () => {
    const badLogin = { email: "nobody@example.com", password: "whatever-1" };
    it("2024-01-01: {code, message} + x-sb-error-code, version header echoed", async () => {
      const res = await server.call("/token?grant_type=password", { json: badLogin });
      expect(res.status).toBe(400);
      expect(res.headers.get("x-sb-error-code")).toBe("invalid_credentials");
      expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
      expect(await res.json()).toEqual({
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    });
    it.each([[""], ["2023-12-31"], ["garbage"]])("legacy body for version %j", async (version) => {
      const headers: Record<string, string> = { "x-supabase-api-version": version };
      const res = await server.call("/token?grant_type=password", { json: badLogin, headers });
      expect(res.status).toBe(400);
      expect(res.headers.get("x-supabase-api-version")).toBeNull();
      expect(await res.json()).toEqual({
        code: 400,
        error_code: "invalid_credentials",
        msg: "Invalid login credentials",
      });
    });
    it("weak_password carries reasons in both formats", async () => {
      // Three characters that are not on the common-password list: only the length reason.
      const res = await server.call("/signup", { json: { email: uniqueEmail(), password: "x9!" } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        code: "weak_password",
        message: "Password should be at least 8 characters.",
        weak_password: { reasons: ["length"] },
      });
      const legacy = await server.call("/signup", {
        json: { email: uniqueEmail(), password: "x9!" },
        headers: { "x-supabase-api-version": "" },
      });
      expect(await legacy.json()).toMatchObject({
        code: 422,
        error_code: "weak_password",
        weak_password: { reasons: ["length"] },
      });
    });
  });

  describe("bad input never gets a 5xx", () => {
    const huge = JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) });
    type Case = [
      name: string,
      method: string,
      path: string,
      body: string | Uint8Array | undefined,
      status: number,
      code: string,
      headers?: Record<string, string>,
    ];
    const cases: Case[] = [
      ["signup malformed JSON", "POST", "/signup", '{"email":', 400, "bad_json"],
      ["signup JSON array", "POST", "/signup", "[1,2]", 400, "bad_json"],
      ["signup JSON string", "POST", "/signup", '"hello"', 400, "bad_json"],
      [
        "signup email is a number",
        "POST",
        "/signup",
        '{"email":123,"password":"secret-pass"}',
        400,
        "bad_json",
      ],
      [
        "signup data is a string",
        "POST",
        "/signup",
        '{"email":"a@b.co","password":"secret-pass","data":"x"}',
        400,
        "bad_json",
      ],
      [
        "signup missing password",
        "POST",
        "/signup",
        '{"email":"a@b.co"}',
        400,
        "validation_failed",
      ],
      [
        "signup invalid email",
        "POST",
        "/signup",
        '{"email":"not-an-email","password":"secret-pass"}',
        400,
        "validation_failed",
      ],
      [
        "signup email too long",
        "POST",
        "/signup",
        JSON.stringify({ email: `${"a".repeat(300)}@b.co`, password: "secret-pass" }),
        400,
        "validation_failed",
      ],
      [
        "signup password > 72",
        "POST",
        "/signup",
        JSON.stringify({ email: "a@b.co", password: "p".repeat(73) }),
        400,
        "validation_failed",
      ],
      [
        "signup password > 72 bytes (19 emoji)",
        "POST",
        "/signup",
        JSON.stringify({ email: "a@b.co", password: "🙂".repeat(19) }),
        400,
        "validation_failed",
      ],
      [
        "signup email and phone",
        "POST",
        "/signup",
        '{"email":"a@b.co","phone":"15551234567","password":"secret-pass"}',
        400,
        "validation_failed",
      ],
      [
        "signup phone provider off",
        "POST",
        "/signup",
        '{"phone":"15551234567","password":"secret-pass"}',
        400,
        "phone_provider_disabled",
      ],
      [
        "signup empty body = anonymous, disabled",
        "POST",
        "/signup",
        "",
        422,
        "anonymous_provider_disabled",
      ],
      ["signup oversized body", "POST", "/signup", huge, 413, "request_entity_too_large"],
      [
        "signup form-encoded body",
        "POST",
        "/signup",
        "email=a%40b.co&password=secret",
        400,
        "bad_json",
        { "content-type": "application/x-www-form-urlencoded" },
      ],
      [
        "signup invalid UTF-8",
        "POST",
        "/signup",
        new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
        400,
        "bad_json",
      ],
      [
        "signup data nested 3000 levels",
        "POST",
        "/signup",
        `{"email":"a@b.co","password":"secret-pass","data":${'{"a":'.repeat(3000)}1${"}".repeat(3000)}}`,
        400,
        "bad_json",
      ],
      [
        "signup NUL in metadata",
        "POST",
        "/signup",
        '{"email":"a@b.co","password":"secret-pass","data":{"k":"a\\u0000b"}}',
        400,
        "bad_json",
      ],
      [
        "signup NUL in metadata key",
        "POST",
        "/signup",
        '{"email":"a@b.co","password":"secret-pass","data":{"a\\u0000":1}}',
        400,
        "bad_json",
      ],
      [
        "signup unpaired surrogate",
        "POST",
        "/signup",
        '{"email":"a@b.co","password":"secret-pass","data":{"k":"\\ud800"}}',
        400,
        "bad_json",
      ],
      [
        "signup X-JWT-AUD too long",
        "POST",
        "/signup",
        '{"email":"a@b.co","password":"secret-pass"}',
        400,
        "validation_failed",
        { "x-jwt-aud": "a".repeat(300) },
      ],
      ["token without grant_type", "POST", "/token", "{}", 400, "invalid_credentials"],
      [
        "token unknown grant_type",
        "POST",
        "/token?grant_type=magic",
        "{}",
        400,
        "invalid_credentials",
      ],
      ["password grant malformed", "POST", "/token?grant_type=password", "{", 400, "bad_json"],
      [
        "password grant neither",
        "POST",
        "/token?grant_type=password",
        '{"password":"x"}',
        400,
        "validation_failed",
      ],
      [
        "password grant both",
        "POST",
        "/token?grant_type=password",
        '{"email":"a@b.co","phone":"155512345","password":"x"}',
        400,
        "validation_failed",
      ],
      [
        "password grant password is an object",
        "POST",
        "/token?grant_type=password",
        '{"email":"a@b.co","password":{}}',
        400,
        "bad_json",
      ],
      [
        "refresh grant missing token",
        "POST",
        "/token?grant_type=refresh_token",
        "{}",
        400,
        "validation_failed",
      ],
      [
        "refresh grant short token",
        "POST",
        "/token?grant_type=refresh_token",
        '{"refresh_token":"abc"}',
        400,
        "validation_failed",
      ],
      [
        "refresh grant unknown token",
        "POST",
        "/token?grant_type=refresh_token",
        '{"refresh_token":"abcdefghijkl"}',
        400,
        "refresh_token_not_found",
      ],
      [
        "refresh grant token is a number",
        "POST",
        "/token?grant_type=refresh_token",
        '{"refresh_token":123456789012}',
        400,
        "bad_json",
      ],
      ["logout without token", "POST", "/logout", undefined, 401, "no_authorization"],
      [
        "refresh grant token with bad characters",
        "POST",
        "/token?grant_type=refresh_token",
        '{"refresh_token":"ABCDEFGHIJKL"}',
        400,
        "validation_failed",
      ],
      ["user without token", "GET", "/user", undefined, 401, "no_authorization"],
      [
        "user with 'Bearer' only",
        "GET",
        "/user",
        undefined,
        401,
        "no_authorization",
        { authorization: "Bearer" },
      ],
      [
        "user with basic auth",
        "GET",
        "/user",
        undefined,
        401,
        "no_authorization",
        { authorization: "Basic YTpi" },
      ],
      [
        "user with garbage token",
        "GET",
        "/user",
        undefined,
        403,
        "bad_jwt",
        { authorization: "Bearer not.a.jwt" },
      ],
      [
        "user with alg none",
        "GET",
        "/user",
        undefined,
        403,
        "bad_jwt",
        {
          authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"sub":"x"}').toString("base64url")}.`,
        },
      ],
      ["put user without token", "PUT", "/user", "{}", 401, "no_authorization"],
      ["admin list without token", "GET", "/admin/users", undefined, 401, "no_authorization"],
      [
        "admin list with a forged token",
        "GET",
        "/admin/users",
        undefined,
        403,
        "bad_jwt",
        { authorization: "Bearer a.b.c" },
      ],
      [
        "admin list per_page not a number",
        "GET",
        "/admin/users?per_page=abc",
        undefined,
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin list page 0",
        "GET",
        "/admin/users?page=0",
        undefined,
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin user id not a uuid",
        "GET",
        "/admin/users/nope",
        undefined,
        404,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin unknown user",
        "DELETE",
        `/admin/users/${crypto.randomUUID()}`,
        "{}",
        404,
        "user_not_found",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin create bad ban_duration",
        "POST",
        "/admin/users",
        '{"email":"ban@b.co","ban_duration":"1y"}',
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin create email_confirm a string",
        "POST",
        "/admin/users",
        '{"email":"c@b.co","email_confirm":"yes"}',
        400,
        "bad_json",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin create nil id",
        "POST",
        "/admin/users",
        '{"email":"n@b.co","id":"00000000-0000-0000-0000-000000000000"}',
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin create non-bcrypt hash",
        "POST",
        "/admin/users",
        '{"email":"h@b.co","password_hash":"$argon2id$v=19$x"}',
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin audit bad query",
        "GET",
        "/admin/audit?query=who:me",
        undefined,
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin audit NUL in query",
        "GET",
        "/admin/audit?query=author:%00",
        undefined,
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin list NUL in filter",
        "GET",
        "/admin/users?filter=a%00b",
        undefined,
        400,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      ["no apikey", "GET", "/settings", undefined, 401, "no_authorization", { apikey: "" }],
      [
        "wrong apikey",
        "GET",
        "/settings",
        undefined,
        401,
        "no_authorization",
        { apikey: "sb_publishable_wrong" },
      ],
      // one-time codes and links, PKCE, admin links (issue 10, flows)
      ["otp malformed JSON", "POST", "/otp", '{"email":', 400, "bad_json"],
      ["otp neither email nor phone", "POST", "/otp", "{}", 400, "validation_failed"],
      [
        "otp both",
        "POST",
        "/otp",
        '{"email":"a@b.co","phone":"15551234567"}',
        400,
        "validation_failed",
      ],
      [
        "otp email with channel",
        "POST",
        "/otp",
        '{"email":"a@b.co","channel":"sms"}',
        400,
        "validation_failed",
      ],
      [
        "otp create_user is a string",
        "POST",
        "/otp",
        '{"email":"a@b.co","create_user":"no"}',
        400,
        "bad_json",
      ],
      ["otp invalid email", "POST", "/otp", '{"email":"nope"}', 400, "validation_failed"],
      [
        "otp phone provider off",
        "POST",
        "/otp",
        '{"phone":"15551234567"}',
        400,
        "phone_provider_disabled",
      ],
      [
        "otp half a PKCE pair",
        "POST",
        "/otp",
        '{"email":"a@b.co","code_challenge":"x"}',
        400,
        "validation_failed",
      ],
      [
        "otp short code challenge",
        "POST",
        "/otp",
        '{"email":"a@b.co","code_challenge":"abc","code_challenge_method":"s256"}',
        400,
        "validation_failed",
      ],
      [
        "otp bad challenge method",
        "POST",
        "/otp",
        JSON.stringify({
          email: "a@b.co",
          code_challenge: "a".repeat(43),
          code_challenge_method: "md5",
        }),
        400,
        "validation_failed",
      ],
      [
        "otp unknown address, create_user false",
        "POST",
        "/otp",
        '{"email":"nobody-here@b.co","create_user":false}',
        422,
        "otp_disabled",
      ],
      ["magiclink without email", "POST", "/magiclink", "{}", 422, "validation_failed"],
      [
        "verify without type",
        "POST",
        "/verify",
        '{"token":"123456","email":"a@b.co"}',
        400,
        "validation_failed",
      ],
      [
        "verify token and token_hash",
        "POST",
        "/verify",
        '{"type":"email","token":"1","token_hash":"h"}',
        400,
        "validation_failed",
      ],
      [
        "verify code without address",
        "POST",
        "/verify",
        '{"type":"email","token":"123456"}',
        400,
        "validation_failed",
      ],
      [
        "verify code with bad email",
        "POST",
        "/verify",
        '{"type":"email","token":"123456","email":"nope"}',
        422,
        "validation_failed",
      ],
      [
        "verify code with bad phone",
        "POST",
        "/verify",
        '{"type":"sms","token":"123456","phone":"abc"}',
        400,
        "validation_failed",
      ],
      [
        "verify token_hash with email",
        "POST",
        "/verify",
        '{"type":"signup","token_hash":"h","email":"a@b.co"}',
        400,
        "validation_failed",
      ],
      [
        "verify unknown type by hash",
        "POST",
        "/verify",
        '{"type":"bogus","token_hash":"h"}',
        400,
        "validation_failed",
      ],
      [
        "verify unknown hash",
        "POST",
        "/verify",
        '{"type":"signup","token_hash":"0123"}',
        403,
        "otp_expired",
      ],
      [
        "verify unknown code",
        "POST",
        "/verify",
        '{"type":"email","token":"123456","email":"nobody-here@b.co"}',
        403,
        "otp_expired",
      ],
      [
        "verify token is a number",
        "POST",
        "/verify",
        '{"type":"email","token":123456,"email":"a@b.co"}',
        400,
        "bad_json",
      ],
      [
        "verify GET without token",
        "GET",
        "/verify?type=signup",
        undefined,
        400,
        "validation_failed",
      ],
      ["verify GET without type", "GET", "/verify?token=abc", undefined, 400, "validation_failed"],
      [
        "verify GET pkce token with bad type",
        "GET",
        "/verify?token=pkce_abc&type=sms",
        undefined,
        400,
        "validation_failed",
      ],
      ["recover without email", "POST", "/recover", "{}", 400, "validation_failed"],
      ["recover invalid email", "POST", "/recover", '{"email":"nope"}', 400, "validation_failed"],
      ["recover email is an array", "POST", "/recover", '{"email":["a@b.co"]}', 400, "bad_json"],
      ["resend without type", "POST", "/resend", '{"email":"a@b.co"}', 400, "validation_failed"],
      [
        "resend unknown type",
        "POST",
        "/resend",
        '{"type":"magiclink","email":"a@b.co"}',
        400,
        "validation_failed",
      ],
      [
        "resend signup without email",
        "POST",
        "/resend",
        '{"type":"signup"}',
        400,
        "validation_failed",
      ],
      [
        "resend both",
        "POST",
        "/resend",
        '{"type":"email_change","email":"a@b.co","phone":"15551234567"}',
        400,
        "validation_failed",
      ],
      [
        "resend phone provider off",
        "POST",
        "/resend",
        '{"type":"sms","phone":"15551234567"}',
        400,
        "phone_provider_disabled",
      ],
      [
        "reauthenticate without token",
        "GET",
        "/reauthenticate",
        undefined,
        401,
        "no_authorization",
      ],
      ["pkce grant empty", "POST", "/token?grant_type=pkce", "{}", 400, "validation_failed"],
      [
        "pkce grant unknown code",
        "POST",
        "/token?grant_type=pkce",
        '{"auth_code":"x","code_verifier":"y"}',
        404,
        "flow_state_not_found",
      ],
      [
        "pkce grant code is a number",
        "POST",
        "/token?grant_type=pkce",
        '{"auth_code":1,"code_verifier":"y"}',
        400,
        "bad_json",
      ],
      ["web3 grant", "POST", "/token?grant_type=web3", "{}", 422, "web3_provider_disabled"],
      [
        "id_token grant for google",
        "POST",
        "/token?grant_type=id_token",
        '{"id_token":"x","provider":"google"}',
        400,
        "provider_disabled",
      ],
      [
        "id_token grant for keycloak (not configured)",
        "POST",
        "/token?grant_type=id_token",
        '{"id_token":"x","provider":"keycloak"}',
        400,
        "provider_disabled",
      ],
      [
        "id_token grant link_identity is a string",
        "POST",
        "/token?grant_type=id_token",
        '{"id_token":"x","provider":"keycloak","link_identity":"yes"}',
        400,
        "bad_json",
      ],
      [
        "authorize with a bad PKCE pair",
        "GET",
        "/authorize?provider=google&code_challenge=x",
        undefined,
        400,
        "validation_failed",
      ],
      [
        "id_token grant unknown provider",
        "POST",
        "/token?grant_type=id_token",
        '{"id_token":"x","provider":"myidp"}',
        400,
        "validation_failed",
      ],
      [
        "generate_link without token",
        "POST",
        "/admin/generate_link",
        '{"type":"signup","email":"a@b.co"}',
        401,
        "no_authorization",
      ],
      ["invite without token", "POST", "/invite", '{"email":"a@b.co"}', 401, "no_authorization"],
      [
        "invite with a garbage token",
        "POST",
        "/invite",
        '{"email":"a@b.co"}',
        403,
        "bad_jwt",
        { authorization: "Bearer x.y.z" },
      ],
      // MFA factors and the features answered as off (issue 11)
      [
        "enroll factor without token",
        "POST",
        "/factors",
        '{"factor_type":"totp"}',
        401,
        "no_authorization",
      ],
      [
        "challenge without token",
        "POST",
        `/factors/${crypto.randomUUID()}/challenge`,
        "{}",
        401,
        "no_authorization",
      ],
      [
        "verify without token",
        "POST",
        `/factors/${crypto.randomUUID()}/verify`,
        "{}",
        401,
        "no_authorization",
      ],
      [
        "unenroll without token",
        "DELETE",
        `/factors/${crypto.randomUUID()}`,
        undefined,
        401,
        "no_authorization",
      ],
      [
        "admin factors without token",
        "GET",
        `/admin/users/${crypto.randomUUID()}/factors`,
        undefined,
        401,
        "no_authorization",
      ],
      ["sso is off", "POST", "/sso", '{"domain":', 404, "saml_provider_disabled"],
      [
        "passkey sign-in options, body not an object",
        "POST",
        "/passkeys/authentication/options",
        "[",
        400,
        "bad_json",
      ],
      [
        "passkey sign-in without challenge",
        "POST",
        "/passkeys/authentication/verify",
        '{"credential":{}}',
        400,
        "validation_failed",
      ],
      [
        "passkey sign-in, challenge not a UUID",
        "POST",
        "/passkeys/authentication/verify",
        '{"challenge_id":"x","credential":{}}',
        400,
        "validation_failed",
      ],
      [
        "passkey sign-in, unknown challenge",
        "POST",
        "/passkeys/authentication/verify",
        `{"challenge_id":"${crypto.randomUUID()}","credential":{}}`,
        400,
        "webauthn_challenge_not_found",
      ],
      [
        "passkey sign-in, credential a string",
        "POST",
        "/passkeys/authentication/verify",
        `{"challenge_id":"${crypto.randomUUID()}","credential":"x"}`,
        400,
        "webauthn_challenge_not_found",
      ],
      [
        "passkey registration without token",
        "POST",
        "/passkeys/registration/options",
        "{}",
        401,
        "no_authorization",
      ],
      ["passkey list without token", "GET", "/passkeys", undefined, 401, "no_authorization"],
      [
        "passkey rename without token",
        "PATCH",
        "/passkeys/not-a-uuid",
        '{"friendly_name":"x"}',
        401,
        "no_authorization",
      ],
      [
        "passkey delete without token",
        "DELETE",
        `/passkeys/${crypto.randomUUID()}`,
        undefined,
        401,
        "no_authorization",
      ],
      [
        "admin passkeys, user not a UUID",
        "GET",
        "/admin/users/nope/passkeys",
        undefined,
        404,
        "validation_failed",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "admin passkey delete, passkey not a UUID",
        "DELETE",
        `/admin/users/${crypto.randomUUID()}/passkeys/nope`,
        undefined,
        404,
        "user_not_found",
        { authorization: "Bearer $SERVICE" },
      ],
      [
        "authorize with a strange provider",
        "GET",
        "/authorize?provider=%E0%A4%A&provider=x",
        undefined,
        400,
        "validation_failed",
      ],
      [
        "authorize with a very long provider",
        "GET",
        `/authorize?provider=${"g".repeat(5000)}`,
        undefined,
        400,
        "validation_failed",
      ],
      [
        "unlink identity without token",
        "DELETE",
        "/user/identities/not-a-uuid",
        undefined,
        401,
        "no_authorization",
      ],
    ];

    it.each(cases)("%s", async (_name, method, path, body, status, code, headers) => {
      const h: Record<string, string> = { "content-type": "application/json", ...headers };
      if (h.authorization)
        h.authorization = h.authorization.replace("$SERVICE", server.auth.serviceRoleKey);
      const res = await server.call(path, {
        method,
        body: body as RequestInit["body"],
        headers: h,
      });
      expect(res.status).toBe(status);
      expect(res.headers.get("x-sb-error-code")).toBe(code);
      const json = (await res.json()) as { code: string; message: string };
      expect(json.code).toBe(code);
      expect(typeof json.message).toBe("string");
      expect((await server.call("/health")).status).toBe(200);
    });

    it("random bodies on every endpoint: never a 5xx (seeded fuzz)", async () => {
      const s = await signUp();
      let seed = 42;
      const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
      const values = [
        null,
        true,
        0,
        -1,
        1e308,
        "",
        "x",
        "a@b.co",
        "é🙂",
        "x".repeat(5000),
        [],
        [1, "a"],
        {},
        { a: { b: null } },
        "15551234567",
        "abcdefghijkl",
      ];
      const fields = [
        "email",
        "phone",
        "password",
        "data",
        "refresh_token",
        "app_metadata",
        "code_challenge",
        "channel",
        "EMAIL",
        "type",
        "token",
        "token_hash",
        "create_user",
        "code_challenge_method",
        "auth_code",
        "code_verifier",
        "new_email",
        "nonce",
        "id_token",
        "provider",
        "user_metadata",
        "ban_duration",
        "email_confirm",
        "phone_confirm",
        "role",
        "should_soft_delete",
        "id",
        "password_hash",
        "aud",
        "factor_type",
        "friendly_name",
        "issuer",
        "challenge_id",
        "code",
        "credential",
      ];
      // MFA routes get their own user, whose session the fuzzed /logout calls do not end.
      const m = await signUp();
      const enrolled = await server.call("/factors", {
        json: { factor_type: "totp", friendly_name: "fuzz" },
        headers: { authorization: `Bearer ${m.access_token}` },
      });
      const factorId = ((await enrolled.json()) as { id: string }).id;
      const routes = [
        ["POST", "/signup"],
        ["POST", "/token?grant_type=password"],
        ["POST", "/token?grant_type=refresh_token"],
        ["POST", "/token?grant_type=pkce"],
        ["PUT", "/user"],
        ["POST", "/logout?scope=local"],
        ["POST", "/otp"],
        ["POST", "/magiclink"],
        ["POST", "/verify"],
        ["POST", "/recover"],
        ["POST", "/resend"],
        ["POST", "/token?grant_type=id_token"],
        ["POST", "/admin/generate_link"],
        ["POST", "/invite"],
        ["GET", "/admin/users?page=2&per_page=1"],
        ["POST", "/admin/users"],
        ["GET", `/admin/users/${s.user.id}`],
        ["PUT", `/admin/users/${s.user.id}`],
        ["DELETE", `/admin/users/${s.user.id}`],
        ["GET", "/admin/audit?query=action:login"],
        ["POST", "/factors"],
        ["POST", `/factors/${factorId}/challenge`],
        ["POST", `/factors/${factorId}/verify`],
        ["POST", "/factors/not-a-uuid/verify"],
        ["DELETE", `/factors/${crypto.randomUUID()}`],
        ["GET", "/authorize?provider=keycloak&code_challenge=x"],
        ["GET", `/callback?state=${crypto.randomUUID()}&code=x`],
        ["POST", "/callback"],
        ["GET", "/user/identities/authorize?provider=google"],
        ["DELETE", `/user/identities/${crypto.randomUUID()}`],
        ["POST", "/passkeys/registration/options"],
        ["POST", "/passkeys/registration/verify"],
        ["POST", "/passkeys/authentication/options"],
        ["POST", "/passkeys/authentication/verify"],
        ["GET", "/passkeys"],
        ["PATCH", `/passkeys/${crypto.randomUUID()}`],
        ["PATCH", "/passkeys/not-a-uuid"],
        ["DELETE", `/passkeys/${crypto.randomUUID()}`],
        ["GET", `/admin/users/${s.user.id}/passkeys`],
        ["DELETE", `/admin/users/${s.user.id}/passkeys/${crypto.randomUUID()}`],
      ] as const;
      for (let i = 0; i < 300; i++) {
        const body: Record<string, unknown> = {};
        for (let j = 0; j < 1 + Math.floor(rnd() * 3); j++) body[pick(fields)] = pick(values);
        const [method, path] = pick(routes);
        const text =
          rnd() < 0.15
            ? JSON.stringify(body).slice(0, -1 - Math.floor(rnd() * 5))
            : JSON.stringify(body);
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (method === "PUT") headers.authorization = `Bearer ${s.access_token}`;
        if (
          path.startsWith("/factors") ||
          path.startsWith("/passkeys") ||
          path.startsWith("/user/identities")
        )
          headers.authorization = `Bearer ${m.access_token}`;
        if (path === "/invite") headers.authorization = `Bearer ${server.auth.serviceRoleKey}`;
        // Admin routes: half the time a user's token (403 not_admin), else the service-role key.
        const asUser = rnd() < 0.5;
        if (path.startsWith("/admin"))
          headers.authorization = `Bearer ${asUser ? s.access_token : server.auth.serviceRoleKey}`;
        const res = await server.call(path, {
          method,
          body: method === "GET" ? undefined : text,
          headers,
        });
        expect(res.status, `${method} ${path} ${text.slice(0, 200)}`).toBeLessThan(500);
        if (path.startsWith("/admin") && asUser)
          expect(res.status, `${method} ${path} as a user`).toBe(403);
      }
    }, 60_000);

    it("admin link endpoints refuse bad bodies with 4xx, and a user's token with 403", async () => {
      const admin = { authorization: `Bearer ${server.auth.serviceRoleKey}` };
      for (const [path, json, status, code] of [
        ["/admin/generate_link", { type: "bogus", email: "a@b.co" }, 400, "validation_failed"],
        ["/admin/generate_link", { type: "signup" }, 400, "validation_failed"],
        [
          "/admin/generate_link",
          { type: "recovery", email: "nobody-here@b.co" },
          404,
          "user_not_found",
        ],
        [
          "/admin/generate_link",
          { type: "signup", email: "short-pass@b.co", password: "1" },
          422,
          "weak_password",
        ],
        ["/invite", { email: "nope" }, 400, "validation_failed"],
        ["/invite", {}, 400, "validation_failed"],
      ] as const) {
        const res = await server.call(path, { json, headers: admin });
        expect(res.status, `${path} ${JSON.stringify(json)}`).toBe(status);
        expect(((await res.json()) as { code: string }).code).toBe(code);
      }
      const s = await signUp();
      const denied = await server.call("/admin/generate_link", {
        json: { type: "signup", email: "a@b.co" },
        headers: { authorization: `Bearer ${s.access_token}` },
      });
      expect(denied.status).toBe(403);
      expect(((await denied.json()) as { code: string }).code).toBe("not_admin");
    });

    it("authenticated endpoints refuse bad bodies and parameters with 4xx", async () => {
      const s = await signUp();
      for (const scope of ["everything", "Local", "%00", "%E0%A4%A", "%"]) {
        const r = await server.call(`/logout?scope=${scope}`, {
          method: "POST",
          headers: { authorization: `Bearer ${s.access_token}` },
        });
        expect(r.status).toBe(400);
        expect(((await r.json()) as { code: string }).code).toBe("validation_failed");
      }
      const auth = {
        authorization: `Bearer ${s.access_token}`,
        "content-type": "application/json",
      };
      const put = (body: string) => server.call("/user", { method: "PUT", body, headers: auth });
      for (const [body, status, code] of [
        ["{", 400, "bad_json"],
        ['{"data":[1]}', 400, "bad_json"],
        ['{"email":"nope"}', 400, "validation_failed"],
        ['{"password":"1"}', 422, "weak_password"],
        ['{"app_metadata":{"role":"admin"}}', 403, "not_admin"],
      ] as const) {
        const res = await put(body);
        expect(res.status).toBe(status);
        expect(((await res.json()) as { code: string }).code).toBe(code);
      }
    });
  });

  describe("access tokens", () => {
    it("carry GoTrue's claims", async () => {
      const s = await signUp();
      const c = claimsOf(s.access_token);
      expect(Object.keys(c)).toEqual([
        "iss",
        "sub",
        "aud",
        "exp",
        "iat",
        "email",
        "phone",
        "app_metadata",
        "user_metadata",
        "role",
        "aal",
        "amr",
        "session_id",
        "is_anonymous",
      ]);
      expect(c.exp).toBe((c.iat as number) + 3600);
    });

    it("expired, forged, and foreign-key tokens are refused with bad_jwt", async () => {
      const s = await signUp();
      // expired: issued two hours "ago"
      server.clock.offsetMs = -2 * 3600_000;
      const old = await server.call("/token?grant_type=password", {
        json: { email: s.email, password: s.password },
      });
      server.clock.offsetMs = 0;
      const oldToken = ((await old.json()) as { access_token: string }).access_token;
      const expired = await server.call("/user", {
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as { message: string }).message).toMatch(
        /^invalid JWT: unable to parse or verify signature, .*expired/,
      );

      // forged: same header and kid, payload changed
      const [h, , sig] = s.access_token.split(".");
      const payload = Buffer.from(
        JSON.stringify({ ...claimsOf(s.access_token), role: "service_role" }),
      ).toString("base64url");
      const forged = await server.call("/user", {
        headers: { authorization: `Bearer ${h}.${payload}.${sig}` },
      });
      expect(forged.status).toBe(403);
      expect(forged.headers.get("x-sb-error-code")).toBe("bad_jwt");

      // signed by someone else's key that claims our kid
      const { privateKey } = await generateKeyPair("ES256");
      const kid = (JSON.parse(Buffer.from(h!, "base64url").toString()) as { kid: string }).kid;
      const foreign = await new SignJWT(claimsOf(s.access_token))
        .setProtectedHeader({ alg: "ES256", kid })
        .sign(privateKey);
      const res = await server.call("/user", { headers: { authorization: `Bearer ${foreign}` } });
      expect(res.status).toBe(403);
      expect(res.headers.get("x-sb-error-code")).toBe("bad_jwt");
    });

    it("legacy HS256 tokens verify with GOTRUE_JWT_SECRET; sub rules as GoTrue", async () => {
      const s = await signUp();
      const secret = new TextEncoder().encode("legacy-hs256-secret-for-tests-0123456789");
      const base = claimsOf(s.access_token);
      const hs = (claims: Record<string, unknown>) =>
        new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secret);
      const ok = await server.call("/user", {
        headers: { authorization: `Bearer ${await hs(base)}` },
      });
      expect(ok.status).toBe(200);
      const { sub: _sub, ...noSub } = base;
      const missing = await server.call("/user", {
        headers: { authorization: `Bearer ${await hs(noSub)}` },
      });
      expect(missing.status).toBe(403);
      expect(((await missing.json()) as { message: string }).message).toBe(
        "invalid claim: missing sub claim",
      );
      const notUuid = await server.call("/user", {
        headers: { authorization: `Bearer ${await hs({ ...base, sub: "abc" })}` },
      });
      expect(notUuid.status).toBe(400);
      const ghost = await server.call("/user", {
        headers: {
          authorization: `Bearer ${await hs({ ...base, sub: crypto.randomUUID(), session_id: undefined })}`,
        },
      });
      expect(ghost.status).toBe(403);
      expect(ghost.headers.get("x-sb-error-code")).toBe("user_not_found");
    });

    it("GOTRUE_JWT_KEYS: several keys, one signing; tokens from a verify-only key still verify", async () => {
      const mk = async (alg: "ES256" | "RS256", sign: boolean) => {
        const { privateKey } = await generateKeyPair(alg, { extractable: true });
        const jwk = await exportJWK(privateKey);
        return {
          ...jwk,
          alg,
          kid: await calculateJwkThumbprint(jwk),
          key_ops: sign ? ["sign", "verify"] : ["verify"],
          privateKey,
        };
      };
      const signing = await mk("RS256", true);
      const old = await mk("ES256", false);
      const strip = ({ privateKey: _p, ...j }: typeof signing) => j;
      const s2 = await startServer({
        backend,
        listen: false,
        env: { GOTRUE_JWT_KEYS: JSON.stringify([strip(signing), strip(old)]) },
      });
      try {
        const jwks = (await (await s2.call("/.well-known/jwks.json")).json()) as {
          keys: { kid: string }[];
        };
        expect(jwks.keys.map((k) => k.kid).sort()).toEqual([signing.kid, old.kid].sort());
        const s = await signUp(s2);
        const header = JSON.parse(
          Buffer.from(s.access_token.split(".")[0]!, "base64url").toString(),
        ) as { alg: string; kid: string };
        expect(header).toMatchObject({ alg: "RS256", kid: signing.kid });
        const byOld = await new SignJWT(claimsOf(s.access_token))
          .setProtectedHeader({ alg: "ES256", kid: old.kid })
          .sign(old.privateKey);
        expect(
          (await s2.call("/user", { headers: { authorization: `Bearer ${byOld}` } })).status,
        ).toBe(200);
      } finally {
        await s2.close();
      }
    });
  });

  describe("sessions and audit", () => {
    it("logout kills the session for user endpoints (403 session_not_found) and for refresh", async () => {
      const s = await signUp();
      const out = await server.call("/logout?scope=local", {
        method: "POST",
        headers: { authorization: `Bearer ${s.access_token}` },
      });
      expect(out.status).toBe(204);
      expect(await out.text()).toBe("");
      const me = await server.call("/user", {
        headers: { authorization: `Bearer ${s.access_token}` },
      });
      expect(me.status).toBe(403);
      expect(await me.json()).toEqual({
        code: "session_not_found",
        message: "Session from session_id claim in JWT does not exist",
      });
      const r = await server.call("/token?grant_type=refresh_token", {
        json: { refresh_token: s.refresh_token },
      });
      expect(((await r.json()) as { code: string }).code).toBe("refresh_token_not_found");
    });

    it("writes audit entries for sign-up, sign-in, refresh, user change and logout", async () => {
      const s = await signUp();
      await server.call("/token?grant_type=password", {
        json: { email: s.email, password: s.password },
      });
      await server.call("/token?grant_type=refresh_token", {
        json: { refresh_token: s.refresh_token },
      });
      await server.call("/user", {
        method: "PUT",
        json: { data: { x: 1 } },
        headers: { authorization: `Bearer ${s.access_token}` },
      });
      await server.call("/logout", {
        method: "POST",
        headers: { authorization: `Bearer ${s.access_token}` },
      });
      const rows = await server.auth.db.query<{ action: string }>(
        `select payload->>'action' as action from auth.audit_log_entries where payload->>'actor_id' = $1 order by created_at`,
        [s.user.id],
      );
      expect(rows.map((r) => r.action)).toEqual([
        "user_signedup",
        "login",
        "login",
        "token_refreshed",
        "user_modified",
        "logout",
      ]);
    });

    it("stores GoTrue-compatible bcrypt hashes", async () => {
      const s = await signUp();
      const [row] = await server.auth.db.query<{ encrypted_password: string }>(
        `select encrypted_password from auth.users where id = $1`,
        [s.user.id],
      );
      expect(row!.encrypted_password).toMatch(/^\$2b\$10\$/);
    });
  });

  describe("concurrency", () => {
    it("the same refresh token used 8 times at once: all succeed with one new token, no 5xx", async () => {
      const s = await signUp();
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          server.call("/token?grant_type=refresh_token", {
            json: { refresh_token: s.refresh_token },
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      const tokens = new Set(
        await Promise.all(
          results.map(async (r) => ((await r.json()) as { refresh_token: string }).refresh_token),
        ),
      );
      expect(tokens.size).toBe(1);
    });

    it("one email signed up 8 times at once: one account, the rest 422 user_already_exists", async () => {
      const email = uniqueEmail("race");
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          server.call("/signup", { json: { email, password: "secret-pass-1" } }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, ...Array(7).fill(422)]);
      const [row] = await server.auth.db.query<{ n: number }>(
        `select count(*)::int as n from auth.users where email = $1`,
        [email],
      );
      expect(row!.n).toBe(1);
    });
  });

  describe("protection", () => {
    it("rate-limits /token per client IP (burst 30) and answers 429 over_request_rate_limit", async () => {
      // 1 per 5 minutes refills too slowly to matter on a slow machine; the burst of 30 is GoTrue's.
      const s2 = await startServer({
        backend,
        listen: false,
        env: {
          AUTH_RATE_LIMIT_DISABLED: "false",
          GOTRUE_RATE_LIMIT_HEADER: "X-Forwarded-For",
          GOTRUE_RATE_LIMIT_TOKEN_REFRESH: "1",
        },
      });
      try {
        const hit = (ip: string) =>
          s2.call("/token?grant_type=refresh_token", {
            json: { refresh_token: "abcdefghijkl" },
            headers: { "x-forwarded-for": ip },
          });
        for (let i = 0; i < 30; i++) expect((await hit("203.0.113.7")).status).toBe(400);
        const limited = await hit("203.0.113.7");
        expect(limited.status).toBe(429);
        expect(await limited.json()).toEqual({
          code: "over_request_rate_limit",
          message: "Request rate limit reached",
        });
        expect((await hit("203.0.113.8")).status).toBe(400);
      } finally {
        await s2.close();
      }
    });

    it("CORS: preflight and headers for browser clients on other origins", async () => {
      const pre = await server.call("/token?grant_type=password", {
        method: "OPTIONS",
        headers: {
          origin: "https://site.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "apikey, content-type, x-client-info",
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get("access-control-allow-origin")).toBe("https://site.example");
      expect(pre.headers.get("access-control-allow-headers")).toContain("apikey");
      const res = await server.call("/token?grant_type=password", {
        json: {},
        headers: { origin: "https://site.example" },
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("https://site.example");
      expect(res.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
    });

    it("accepts the service-role key as apikey", async () => {
      const res = await server.call("/settings", {
        headers: { apikey: server.auth.serviceRoleKey },
      });
      expect(res.status).toBe(200);
      expect(server.auth.serviceRoleKey).toMatch(/^sb_secret_/);
      expect(server.auth.serviceRoleKey).not.toBe(ANON);
    });
  });
});
