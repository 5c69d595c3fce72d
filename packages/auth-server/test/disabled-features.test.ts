/**
 * What the server does not offer answers as a GoTrue with the feature switched off, through
 * supabase-js over HTTP; and identities on every kind of user.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";

function client(server: TestServer): SupabaseClient {
  return createClient(server.url, ANON, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `off-${Math.random()}`,
    },
  });
}

describe.each(BACKENDS)("features switched off, and identities, on %s", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      backend,
      env: {
        GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: "true",
        GOTRUE_EXTERNAL_PHONE_ENABLED: "true",
        GOTRUE_SMS_AUTOCONFIRM: "true",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn() {
    const c = client(server);
    expect(
      (await c.auth.signUp({ email: uniqueEmail("off"), password: "secret-pass-1" })).error,
    ).toBeNull();
    return c;
  }

  it("signInWithSSO: 404 SAML 2.0 is disabled (also the SAML endpoints)", async () => {
    for (const opts of [{ domain: "example.com" }, { providerId: crypto.randomUUID() }]) {
      const { error } = await client(server).auth.signInWithSSO(opts);
      expect(error?.status).toBe(404);
      expect(error?.code).toBe("saml_provider_disabled");
      expect(error?.message).toBe("SAML 2.0 is disabled");
    }
    expect((await server.call("/sso/saml/metadata")).status).toBe(404);
    expect(
      (await server.call("/sso/saml/acs", { method: "POST", body: "SAMLResponse=x" })).status,
    ).toBe(404);
  });

  it("passkeys: 404 passkey_disabled on every endpoint, signed in or not", async () => {
    const anon = client(server);
    const start = await anon.auth.passkey.startAuthentication();
    expect(start.error?.status).toBe(404);
    expect(start.error?.code).toBe("passkey_disabled");
    expect(start.error?.message).toBe("Passkeys are disabled");
    const c = await signedIn();
    for (const r of [await c.auth.passkey.startRegistration(), await c.auth.passkey.list()]) {
      expect(r.error?.code).toBe("passkey_disabled");
    }
    for (const [method, path] of [
      ["POST", "/passkeys/authentication/verify"],
      ["POST", "/passkeys/registration/verify"],
      ["PATCH", `/passkeys/${crypto.randomUUID()}`],
      ["DELETE", `/passkeys/${crypto.randomUUID()}`],
    ] as const) {
      const res = await server.call(path, { method, body: "{}" });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("x-sb-error-code")).toBe("passkey_disabled");
    }
  });

  it("admin passkey routes: a user has none (list []); deleting one is 404 Passkey not found", async () => {
    const c = await signedIn();
    const userId = (await c.auth.getUser()).data.user!.id;
    const admin = { authorization: `Bearer ${server.auth.serviceRoleKey}` };
    const list = await server.call(`/admin/users/${userId}/passkeys`, { headers: admin });
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([]);
    const del = await server.call(`/admin/users/${userId}/passkeys/${crypto.randomUUID()}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(del.status).toBe(404);
    expect(((await del.json()) as { message: string }).message).toBe("Passkey not found");
    expect(
      (await server.call(`/admin/users/${crypto.randomUUID()}/passkeys`, { headers: admin }))
        .status,
    ).toBe(404);
    expect((await server.call(`/admin/users/${userId}/passkeys`)).status).toBe(401);
  });

  it("manual linking: 404 Manual linking is disabled for linkIdentity and unlinkIdentity, after authentication", async () => {
    const c = await signedIn();
    const link = await c.auth.linkIdentity({ provider: "google" });
    expect(link.error?.status).toBe(404);
    expect(link.error?.code).toBe("manual_linking_disabled");
    expect(link.error?.message).toBe("Manual linking is disabled");
    const user = (await c.auth.getUser()).data.user!;
    const unlink = await c.auth.unlinkIdentity(user.identities![0]!);
    expect(unlink.error?.code).toBe("manual_linking_disabled");
    // Without a token: authentication comes first, as in GoTrue.
    const noToken = await server.call(`/user/identities/${crypto.randomUUID()}`, {
      method: "DELETE",
    });
    expect(noToken.status).toBe(401);
  });

  it("GET /authorize: 400 Unsupported provider, as JSON, without an API key (a browser follows it)", async () => {
    const cases: [string, string][] = [
      ["google", "Unsupported provider: provider is not enabled"],
      ["GitHub", "Unsupported provider: provider is not enabled"],
      ["custom:acme", "Unsupported provider: custom OAuth providers are disabled"],
      ["myspace", "Unsupported provider: Provider myspace could not be found"],
      ["", "Unsupported provider: Provider  could not be found"],
    ];
    for (const [provider, message] of cases) {
      const res = await fetch(
        `${server.url}/auth/v1/authorize?provider=${encodeURIComponent(provider)}&redirect_to=http://127.0.0.1:8080/`,
        {
          redirect: "manual",
        },
      );
      expect(res.status, provider).toBe(400);
      const body = (await res.json()) as { code: number; error_code: string; msg: string };
      expect(body).toEqual({ code: 400, error_code: "validation_failed", msg: message });
    }
    // supabase-js builds the same URL for signInWithOAuth without calling the server.
    const { data } = await client(server).auth.signInWithOAuth({
      provider: "google",
      options: { skipBrowserRedirect: true },
    });
    expect((await fetch(data.url!, { redirect: "manual" })).status).toBe(400);
  });

  it("grant_type=web3: 422 Web3 provider is disabled", async () => {
    const res = await server.call("/token?grant_type=web3", {
      json: { chain: "ethereum", message: "m", signature: "s" },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: "web3_provider_disabled",
      message: "Web3 provider is disabled",
    });
  });

  it("the OAuth 2.1 server and custom providers: 404 feature_disabled", async () => {
    const admin = { authorization: `Bearer ${server.auth.serviceRoleKey}` };
    const list = await server.call("/admin/oauth/clients", { headers: admin });
    expect(list.status).toBe(404);
    expect(((await list.json()) as { message: string }).message).toBe("OAuth server is disabled");
    const custom = await server.call("/admin/custom-providers", { headers: admin });
    expect(((await custom.json()) as { message: string }).message).toBe(
      "Custom OAuth providers are disabled",
    );
    expect((await server.call("/admin/oauth/clients")).status).toBe(401);
    expect(
      (await server.call("/oauth/clients/register", { method: "POST", body: "{}" })).status,
    ).toBe(404);
  });

  it("identities: email and phone users have theirs, anonymous users none", async () => {
    const emailUser = (await (await signedIn()).auth.getUser()).data.user!;
    expect(
      emailUser.identities?.map((i) => [
        i.provider,
        i.identity_id !== undefined,
        i.id === emailUser.id,
      ]),
    ).toEqual([["email", true, true]]);
    expect(emailUser.identities?.[0]?.identity_data).toMatchObject({
      email: emailUser.email,
      sub: emailUser.id,
    });

    const phoneClient = client(server);
    const phone = `1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const signUp = await phoneClient.auth.signUp({ phone, password: "secret-pass-1" });
    expect(signUp.error).toBeNull();
    expect(signUp.data.user?.identities?.map((i) => i.provider)).toEqual(["phone"]);

    const anon = client(server);
    const anonymous = await anon.auth.signInAnonymously();
    expect(anonymous.error).toBeNull();
    expect(anonymous.data.user?.identities).toEqual([]);
    expect((await anon.auth.getUser()).data.user?.identities).toEqual([]);
  });
});
