/**
 * Passkeys through the unmodified supabase-js over real HTTP, on PGlite and PostgreSQL. Node has no
 * navigator.credentials, so the tests drive the client's two-step API (`auth.passkey.*`), the calls
 * its signInWithPasskey()/registerPasskey() make, with a software authenticator producing real
 * attestations and assertions.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";
import { SoftAuthenticator } from "./soft-authenticator.ts";

const PASSWORD = "secret-pass-1";
const ORIGIN = "http://localhost:8080";
const PASSKEY_ENV = {
  GOTRUE_PASSKEY_ENABLED: "true",
  GOTRUE_WEBAUTHN_RP_ID: "localhost",
  GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: "Saathi",
  GOTRUE_WEBAUTHN_RP_ORIGINS: ORIGIN,
  GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: "true",
};

function client(server: TestServer, key = ANON): SupabaseClient {
  return createClient(server.url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `pk-${Math.random().toString(36).slice(2)}`,
    },
  });
}

/** The HTTP status of a verify error (supabase-js types it as AuthError | WebAuthnError; the server's are AuthErrors). */
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as Record<
    string,
    unknown
  >;
}

type CreationOptions = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
};
type RequestOptions = { challenge: string; rpId: string; allowCredentials?: unknown[] };

/** registerPasskey() without a browser: options, the authenticator's attestation, verify. */
async function register(c: SupabaseClient, authenticator: SoftAuthenticator) {
  const start = await c.auth.passkey.startRegistration();
  expect(start.error).toBeNull();
  const options = start.data!.options as unknown as CreationOptions;
  const credential = authenticator.create(options).toJSON();
  const done = await c.auth.passkey.verifyRegistration({
    challengeId: start.data!.challenge_id,
    credential: credential as never,
  });
  return { start: start.data!, options, done };
}

/** signInWithPasskey() without a browser: options, the authenticator's assertion, verify. */
async function signInWith(
  c: SupabaseClient,
  authenticator: SoftAuthenticator,
  opts: Parameters<SoftAuthenticator["get"]>[1] = {},
) {
  const start = await c.auth.passkey.startAuthentication();
  expect(start.error).toBeNull();
  const options = start.data!.options as unknown as RequestOptions;
  const credential = authenticator.get(options, opts).toJSON();
  return c.auth.passkey.verifyAuthentication({
    challengeId: start.data!.challenge_id,
    credential: credential as never,
  });
}

describe.each(BACKENDS)(
  "passkeys through supabase-js (software authenticator) on %s",
  (backend) => {
    let server: TestServer;
    let admin: SupabaseClient;
    beforeAll(async () => {
      server = await startServer({ backend, env: PASSKEY_ENV });
      admin = client(server, server.auth.serviceRoleKey);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function signedUp() {
      const c = client(server);
      const email = uniqueEmail("passkey");
      const r = await c.auth.signUp({ email, password: PASSWORD });
      expect(r.error).toBeNull();
      return { c, email, userId: r.data.user!.id };
    }

    it("/settings says passkeys_enabled", async () => {
      const r = await server.call("/settings");
      expect(((await r.json()) as { passkeys_enabled: boolean }).passkeys_enabled).toBe(true);
    });

    it("register, list, rename, sign in with it (a session like password sign-in), delete", async () => {
      const { c, email, userId } = await signedUp();
      const authenticator = new SoftAuthenticator(ORIGIN);
      const { start, options, done } = await register(c, authenticator);
      // GoTrue's options: a resident key for this RP, the user handle is the user id's text.
      expect(options.rp).toEqual({ id: "localhost", name: "Saathi" });
      expect(Buffer.from(options.user.id, "base64url").toString()).toBe(userId);
      expect(options.user.name).toBe(email);
      expect(options.authenticatorSelection).toMatchObject({
        residentKey: "required",
        userVerification: "preferred",
      });
      expect(start.expires_at - Date.now() / 1000).toBeGreaterThan(290);
      expect(start.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
      expect(done.error).toBeNull();
      expect(done.data).toMatchObject({ friendly_name: "Passkey" });
      const passkeyId = done.data!.id;

      const listed = await c.auth.passkey.list();
      expect(listed.error).toBeNull();
      expect(listed.data).toEqual([
        { id: passkeyId, friendly_name: "Passkey", created_at: done.data!.created_at },
      ]);

      const renamed = await c.auth.passkey.update({ passkeyId, friendlyName: "Asha's phone" });
      expect(renamed.error).toBeNull();
      expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: "Asha's phone" });

      // A second registration excludes the first credential.
      const again = await c.auth.passkey.startRegistration();
      expect(
        (again.data!.options as unknown as CreationOptions).excludeCredentials?.map((x) => x.id),
      ).toEqual([authenticator.credentialId.toString("base64url")]);

      // Sign in on a fresh client: no allowCredentials (discoverable), a session at aal1 with amr "passkey".
      const other = client(server);
      const start2 = await other.auth.passkey.startAuthentication();
      expect((start2.data!.options as unknown as RequestOptions).rpId).toBe("localhost");
      expect((start2.data!.options as unknown as RequestOptions).allowCredentials ?? []).toEqual(
        [],
      );
      const signedIn = await signInWith(other, authenticator);
      expect(signedIn.error).toBeNull();
      expect(signedIn.data!.user?.id).toBe(userId);
      const at = claims(signedIn.data!.session!.access_token);
      expect(at.aal).toBe("aal1");
      expect((at.amr as { method: string }[]).map((a) => a.method)).toEqual(["passkey"]);
      const me = await other.auth.getUser();
      expect(me.error).toBeNull();
      expect(me.data.user?.email).toBe(email);
      expect(me.data.user?.last_sign_in_at).toBeTruthy();
      // The refresh token works as any other.
      expect((await other.auth.refreshSession()).error).toBeNull();
      const used = (await c.auth.passkey.list()).data!;
      expect(used[0]!.last_used_at).toBeTruthy();

      expect((await c.auth.passkey.delete({ passkeyId })).error).toBeNull();
      expect((await c.auth.passkey.list()).data).toEqual([]);
      const gone = await signInWith(client(server), authenticator);
      expect(statusOf(gone.error)).toBe(400);
      expect(gone.error?.code).toBe("webauthn_verification_failed");
    });

    it("a challenge is single use, bound to its kind and user, and expires", async () => {
      const { c } = await signedUp();
      const authenticator = new SoftAuthenticator(ORIGIN);
      expect((await register(c, authenticator)).done.error).toBeNull();

      // Replayed: the same assertion again.
      const anon = client(server);
      const start = await anon.auth.passkey.startAuthentication();
      const credential = authenticator
        .get(start.data!.options as unknown as RequestOptions)
        .toJSON();
      expect(
        (
          await anon.auth.passkey.verifyAuthentication({
            challengeId: start.data!.challenge_id,
            credential: credential as never,
          })
        ).error,
      ).toBeNull();
      const replay = await anon.auth.passkey.verifyAuthentication({
        challengeId: start.data!.challenge_id,
        credential: credential as never,
      });
      expect(statusOf(replay.error)).toBe(400);
      expect(replay.error?.code).toBe("webauthn_challenge_not_found");

      // Wrong challenge: an assertion signed over one challenge, sent with another's id.
      const a = await anon.auth.passkey.startAuthentication();
      const b = await anon.auth.passkey.startAuthentication();
      const signedForA = authenticator.get(a.data!.options as unknown as RequestOptions).toJSON();
      const wrong = await anon.auth.passkey.verifyAuthentication({
        challengeId: b.data!.challenge_id,
        credential: signedForA as never,
      });
      expect(wrong.error?.code).toBe("webauthn_verification_failed");
      // ... and that challenge is used up too.
      const retry = await anon.auth.passkey.verifyAuthentication({
        challengeId: b.data!.challenge_id,
        credential: signedForA as never,
      });
      expect(retry.error?.code).toBe("webauthn_challenge_not_found");

      // A registration challenge is no sign-in challenge, and another user's registration challenge is not yours.
      const reg = await c.auth.passkey.startRegistration();
      const asSignIn = await anon.auth.passkey.verifyAuthentication({
        challengeId: reg.data!.challenge_id,
        credential: authenticator
          .get({ rpId: "localhost", challenge: reg.data!.options.challenge })
          .toJSON() as never,
      });
      expect(asSignIn.error?.code).toBe("webauthn_challenge_not_found");
      const { c: someoneElse } = await signedUp();
      const reg2 = await c.auth.passkey.startRegistration();
      const stolen = await someoneElse.auth.passkey.verifyRegistration({
        challengeId: reg2.data!.challenge_id,
        credential: new SoftAuthenticator(ORIGIN)
          .create(reg2.data!.options as unknown as CreationOptions)
          .toJSON() as never,
      });
      expect(stolen.error?.code).toBe("webauthn_challenge_not_found");

      // Expired: the server's clock moves past the 5 minutes.
      const late = await anon.auth.passkey.startAuthentication();
      const lateCredential = authenticator
        .get(late.data!.options as unknown as RequestOptions)
        .toJSON();
      server.clock.offsetMs = 301_000;
      try {
        const expired = await anon.auth.passkey.verifyAuthentication({
          challengeId: late.data!.challenge_id,
          credential: lateCredential as never,
        });
        expect(expired.error?.code).toBe("webauthn_challenge_expired");
      } finally {
        server.clock.offsetMs = 0;
      }
    });

    it("another user's credential, an unknown one, a wrong origin or a cloned counter is refused", async () => {
      const asha = await signedUp();
      const ravi = await signedUp();
      const ashaKey = new SoftAuthenticator(ORIGIN);
      const raviKey = new SoftAuthenticator(ORIGIN);
      expect((await register(asha.c, ashaKey)).done.error).toBeNull();
      expect((await register(ravi.c, raviKey)).done.error).toBeNull();

      // Ravi's key claiming to be Asha (her user handle): the credential is not hers.
      const impostor = await signInWith(client(server), raviKey, {
        userHandle: Buffer.from(asha.userId),
      });
      expect(impostor.error?.code).toBe("webauthn_verification_failed");
      // A key nobody registered.
      const stranger = new SoftAuthenticator(ORIGIN);
      stranger.userHandle = Buffer.from(asha.userId);
      expect((await signInWith(client(server), stranger)).error?.code).toBe(
        "webauthn_verification_failed",
      );
      // Another site's origin, another RP id.
      expect(
        (await signInWith(client(server), ashaKey, { origin: "http://evil.example" })).error?.code,
      ).toBe("webauthn_verification_failed");
      expect(
        (await signInWith(client(server), ashaKey, { rpId: "evil.example" })).error?.code,
      ).toBe("webauthn_verification_failed");

      // Each sees only their own passkeys; Ravi cannot rename or delete Asha's.
      const ashaPasskey = (await asha.c.auth.passkey.list()).data![0]!.id;
      expect((await ravi.c.auth.passkey.list()).data!.map((p) => p.id)).not.toContain(ashaPasskey);
      const rename = await ravi.c.auth.passkey.update({
        passkeyId: ashaPasskey,
        friendlyName: "mine",
      });
      expect(rename.error?.status).toBe(404);
      expect(rename.error?.message).toBe("Passkey not found");
      expect((await ravi.c.auth.passkey.delete({ passkeyId: ashaPasskey })).error?.status).toBe(
        404,
      );

      // The signature counter must grow: a clone replaying an older count is refused.
      expect((await signInWith(client(server), ashaKey)).error).toBeNull();
      expect((await signInWith(client(server), ashaKey)).error).toBeNull();
      ashaKey.signCount = 0;
      expect((await signInWith(client(server), ashaKey)).error?.code).toBe(
        "webauthn_verification_failed",
      );
    });

    it("a credential registers once; at most GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER per user", async () => {
      const { c } = await signedUp();
      const key = new SoftAuthenticator(ORIGIN);
      expect((await register(c, key)).done.error).toBeNull();
      // A client that ignores excludeCredentials and offers the same credential again.
      const twice = await register(c, key);
      expect(statusOf(twice.done.error)).toBe(422);
      expect(twice.done.error?.code).toBe("webauthn_credential_exists");
      // ... or registers it to someone else.
      const { c: other } = await signedUp();
      expect((await register(other, key)).done.error?.code).toBe("webauthn_credential_exists");

      const small = await startServer({
        backend,
        env: { ...PASSKEY_ENV, GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER: "1" },
      });
      try {
        const sc = client(small);
        await sc.auth.signUp({ email: uniqueEmail("passkey"), password: PASSWORD });
        expect((await register(sc, new SoftAuthenticator(ORIGIN))).done.error).toBeNull();
        const more = await sc.auth.passkey.startRegistration();
        expect(more.error?.status).toBe(422);
        expect(more.error?.code).toBe("too_many_passkeys");
      } finally {
        await small.close();
      }
    });

    it("banned and deleted users cannot sign in with their passkey; anonymous users cannot add one", async () => {
      const banned = await signedUp();
      const bannedKey = new SoftAuthenticator(ORIGIN);
      expect((await register(banned.c, bannedKey)).done.error).toBeNull();
      expect(
        (await admin.auth.admin.updateUserById(banned.userId, { ban_duration: "24h" })).error,
      ).toBeNull();
      const refused = await signInWith(client(server), bannedKey);
      expect(statusOf(refused.error)).toBe(403);
      expect(refused.error?.code).toBe("user_banned");

      for (const soft of [true, false]) {
        const gone = await signedUp();
        const key = new SoftAuthenticator(ORIGIN);
        expect((await register(gone.c, key)).done.error).toBeNull();
        expect((await admin.auth.admin.deleteUser(gone.userId, soft)).error).toBeNull();
        expect((await signInWith(client(server), key)).error?.code).toBe(
          "webauthn_verification_failed",
        );
      }

      const anon = client(server);
      expect((await anon.auth.signInAnonymously()).error).toBeNull();
      const refusedAnon = await anon.auth.passkey.startRegistration();
      expect(refusedAnon.error?.status).toBe(403);
      expect(refusedAnon.error?.message).toBe(
        "Anonymous user not allowed to perform these actions",
      );
    });

    it("with a verified MFA factor, adding or removing a passkey needs an aal2 session (403 insufficient_aal)", async () => {
      const { c } = await signedUp();
      const key = new SoftAuthenticator(ORIGIN);
      const { done } = await register(c, key);
      const passkeyId = done.data!.id;
      // A verified TOTP factor, straight in the table (TOTP itself is tested in mfa.test.ts).
      const userId = (await c.auth.getUser()).data.user!.id;
      await server.auth.db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'app', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
        [userId],
      );
      const start = await c.auth.passkey.startRegistration();
      expect(start.error?.status).toBe(403);
      expect(start.error?.code).toBe("insufficient_aal");
      expect((await c.auth.passkey.delete({ passkeyId })).error?.code).toBe("insufficient_aal");
      // Listing and renaming are not guarded (as GoTrue).
      expect((await c.auth.passkey.update({ passkeyId, friendlyName: "laptop" })).error).toBeNull();
    });

    it("admin: list a user's passkeys, delete one (then it no longer signs in)", async () => {
      const { c, userId } = await signedUp();
      const key = new SoftAuthenticator(ORIGIN);
      const { done } = await register(c, key);
      const listed = await admin.auth.admin.passkey.listPasskeys({ userId });
      expect(listed.error).toBeNull();
      expect(listed.data).toEqual([
        { id: done.data!.id, friendly_name: "Passkey", created_at: done.data!.created_at },
      ]);
      expect(
        (await admin.auth.admin.passkey.deletePasskey({ userId, passkeyId: crypto.randomUUID() }))
          .error?.status,
      ).toBe(404);
      expect(
        (await admin.auth.admin.passkey.deletePasskey({ userId, passkeyId: done.data!.id })).error,
      ).toBeNull();
      expect((await admin.auth.admin.passkey.listPasskeys({ userId })).data).toEqual([]);
      expect((await signInWith(client(server), key)).error?.code).toBe(
        "webauthn_verification_failed",
      );
      // Users are not admins.
      const asUser = await server.call(`/admin/users/${userId}/passkeys`, {
        headers: {
          authorization: `Bearer ${(await c.auth.getSession()).data.session!.access_token}`,
        },
      });
      expect(asUser.status).toBe(403);
    });

    it("bad input: GoTrue's 400s and 404s, never a 500", async () => {
      const { c } = await signedUp();
      const token = (await c.auth.getSession()).data.session!.access_token;
      const auth = { authorization: `Bearer ${token}` };
      const reg = await c.auth.passkey.startRegistration();
      for (const [path, body, status, code, message] of [
        [
          "/passkeys/authentication/verify",
          {},
          400,
          "validation_failed",
          "challenge_id is required",
        ],
        [
          "/passkeys/authentication/verify",
          { challenge_id: crypto.randomUUID() },
          400,
          "validation_failed",
          "credential is required",
        ],
        [
          "/passkeys/authentication/verify",
          { challenge_id: "nope", credential: {} },
          400,
          "validation_failed",
          "challenge_id must be a valid UUID",
        ],
        [
          "/passkeys/authentication/verify",
          { challenge_id: crypto.randomUUID(), credential: {} },
          400,
          "webauthn_challenge_not_found",
          "Challenge not found or already used",
        ],
        [
          "/passkeys/authentication/verify",
          { challenge_id: 7, credential: {} },
          400,
          "bad_json",
          undefined,
        ],
        [
          "/passkeys/registration/verify",
          { challenge_id: reg.data!.challenge_id, credential: { id: 1, response: "x" } },
          400,
          "webauthn_verification_failed",
          "Invalid credential response",
        ],
      ] as const) {
        const res = await server.call(path, { json: body, headers: auth });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
        const json = (await res.json()) as { code: string; message: string };
        expect(json.code).toBe(code);
        if (message) expect(json.message).toBe(message);
      }
      // Sign-in names its credential by an id from the request: one that is not base64url is refused, never a 500.
      for (const id of ["!!!", "A", "a=b", "é", "a+b/"]) {
        const opts = (await (
          await server.call("/passkeys/authentication/options", { json: {} })
        ).json()) as { challenge_id: string };
        const credential = {
          id,
          rawId: id,
          type: "public-key",
          response: { clientDataJSON: "", authenticatorData: "", signature: "", userHandle: "" },
        };
        const res = await server.call("/passkeys/authentication/verify", {
          json: { challenge_id: opts.challenge_id, credential },
        });
        expect(res.status, `credential id ${JSON.stringify(id)}`).toBe(400);
        expect(((await res.json()) as { code: string }).code).toBe("webauthn_verification_failed");
      }
      const passkeyId = (await register(c, new SoftAuthenticator(ORIGIN))).done.data!.id;
      for (const [friendlyName, message] of [
        ["", "friendly_name is required"],
        ["x".repeat(121), "friendly_name must be 120 characters or less"],
      ] as const) {
        const r = await c.auth.passkey.update({ passkeyId, friendlyName });
        expect(r.error?.status).toBe(400);
        expect(r.error?.message).toBe(message);
      }
      const notUuid = await server.call("/passkeys/not-a-uuid", {
        method: "PATCH",
        json: { friendly_name: "x" },
        headers: auth,
      });
      expect(notUuid.status).toBe(404);
      expect((await server.call("/passkeys/registration/options", { json: {} })).status).toBe(401);
      expect((await server.call("/passkeys")).status).toBe(401);
    });
  },
);

describe("passkey sign-in options are rate limited per IP (GOTRUE_RATE_LIMIT_PASSKEY per 5 minutes, burst 30)", () => {
  it("the 31st request in a burst is 429 over_request_rate_limit; other IPs are unaffected", async () => {
    const server = await startServer({
      listen: false,
      env: {
        ...PASSKEY_ENV,
        AUTH_RATE_LIMIT_DISABLED: "false",
        GOTRUE_RATE_LIMIT_HEADER: "X-Forwarded-For",
      },
    });
    try {
      const options = (ip: string) =>
        server.call("/passkeys/authentication/options", {
          json: {},
          headers: { "x-forwarded-for": ip },
        });
      for (let i = 0; i < 30; i++) expect((await options("203.0.113.7")).status).toBe(200);
      const limited = await options("203.0.113.7");
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { code: string }).code).toBe("over_request_rate_limit");
      expect((await options("203.0.113.8")).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe("passkeys switched off (GOTRUE_PASSKEY_ENABLED unset, as GoTrue's default)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("/settings says passkeys_enabled: false, and every /passkeys route answers 404 passkey_disabled", async () => {
    expect(
      ((await (await server.call("/settings")).json()) as { passkeys_enabled: boolean })
        .passkeys_enabled,
    ).toBe(false);
    const c = client(server);
    const start = await c.auth.passkey.startAuthentication();
    expect(start.error?.status).toBe(404);
    expect(start.error?.code).toBe("passkey_disabled");
  });

  it("a relying party is required once passkeys are on", async () => {
    await expect(startServer({ env: { GOTRUE_PASSKEY_ENABLED: "true" } })).rejects.toThrow(
      /GOTRUE_WEBAUTHN_RP_ID: required/,
    );
  });
});
