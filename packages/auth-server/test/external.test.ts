/**
 * Sign-in with an external provider through the unmodified supabase-js over loopback HTTP, against a
 * real OpenID provider (oidc-provider) on loopback serving as Keycloak and as Google: the whole
 * redirect dance (PKCE and implicit), id_token sign-in, automatic linking by verified email, manual
 * linking and unlinking, and GoTrue's answers for bad states and provider errors.
 */
import { createHash } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./child-process.ts";
import { ANON, BACKENDS, startServer, uniqueEmail, type TestServer } from "./helpers.ts";
import { startGitHubStandIn, type GitHubStandIn, type GitHubUser } from "./github-stand-in.ts";
import { startOidcProvider, type TestOidcProvider } from "./oidc-provider.ts";

const SITE = "http://127.0.0.1:8080";
const BACK = `${SITE}/welcome`;

/**
 * One browser's cookies, by host: the page's fetches (supabase-js) and its navigations (browse) share
 * them, as the link-flow cookie of /user/identities/authorize needs (issue 21 item 11).
 */
type Jar = Map<string, Map<string, string>>;

function client(
  server: TestServer,
  flowType: "pkce" | "implicit" = "pkce",
  jar?: Jar,
): SupabaseClient {
  const store = new Map<string, string>();
  const keepCookies: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (jar) keep(jar, new URL(input instanceof Request ? input.url : String(input)).host, res);
    return res;
  };
  return createClient(server.url, ANON, {
    global: { fetch: keepCookies },
    auth: {
      flowType,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
  });
}

/**
 * A browser following redirects by hand: keeps each host's cookies, fills the provider's login form
 * with `email` (or presses Cancel), and stops at the first URL outside the provider and /auth/v1.
 */
function keep(jar: Jar, host: string, res: Response) {
  const cookies = jar.get(host) ?? new Map<string, string>();
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const i = pair!.indexOf("=");
    cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
  }
  jar.set(host, cookies);
}

async function browse(
  start: string,
  email: string,
  opts: { cancel?: boolean; stopAt?: string; jar?: Jar } = {},
): Promise<URL> {
  const jar: Jar = opts.jar ?? new Map();
  let url = new URL(start);
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res =
      body === undefined
        ? await fetch(url, { redirect: "manual", headers: { cookie } })
        : await fetch(url, {
            method: "POST",
            redirect: "manual",
            headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
            body,
          });
    jar.set(url.host, cookies);
    keep(jar, url.host, res);
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get("location")!, url);
      if (url.href.startsWith(opts.stopAt ?? SITE)) return url;
      continue;
    }
    const html = await res.text();
    if (res.status === 200 && url.pathname.startsWith("/interaction/")) {
      url = new URL(/action="([^"]+)"/.exec(html)![1]!, url);
      body = new URLSearchParams(
        opts.cancel ? { action: "cancel" } : { action: "login", email },
      ).toString();
      continue;
    }
    throw new Error(`unexpected ${res.status} at ${url}: ${html.slice(0, 300)}`);
  }
  throw new Error("too many redirects");
}

const fragmentOf = (u: URL) => new URLSearchParams(u.hash.slice(1));

/**
 * An ID token the provider issues to `clientId` for `email`, through a code flow with the nonce's
 * SHA-256 hex, as a native app's SDK would obtain one; with the access token that came with it.
 */
async function issueIdToken(
  idp: TestOidcProvider,
  client: { id: string; secret: string; redirect: string },
  email: string,
  nonce: string,
) {
  const hashed = createHash("sha256").update(nonce).digest("hex");
  const auth = new URL(`${idp.issuer}/protocol/openid-connect/auth`);
  Object.entries({
    client_id: client.id,
    redirect_uri: client.redirect,
    response_type: "code",
    scope: "openid email profile",
    nonce: hashed,
    state: "s",
  }).forEach(([k, v]) => auth.searchParams.set(k, v));
  const back = await browse(auth.toString(), email, { stopAt: client.redirect });
  const tokenRes = await fetch(`${idp.issuer}/protocol/openid-connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: back.searchParams.get("code")!,
      redirect_uri: client.redirect,
    }),
  });
  return (await tokenRes.json()) as { id_token: string; access_token: string };
}

describe.each(BACKENDS)("external sign-in through supabase-js on %s", (backend) => {
  let idp: TestOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    const port = await freePort();
    const callback = `http://127.0.0.1:${port}/auth/v1/callback`;
    idp = await startOidcProvider([
      { client_id: "saathi-keycloak", client_secret: "keycloak-secret", redirect_uris: [callback] },
      { client_id: "saathi-google", client_secret: "google-secret", redirect_uris: [callback] },
    ]);
    server = await startServer({
      backend,
      port,
      env: {
        GOTRUE_URI_ALLOW_LIST: "http://127.0.0.1:8080/**",
        GOTRUE_EXTERNAL_KEYCLOAK_ENABLED: "true",
        GOTRUE_EXTERNAL_KEYCLOAK_CLIENT_ID: "saathi-keycloak",
        GOTRUE_EXTERNAL_KEYCLOAK_SECRET: "keycloak-secret",
        GOTRUE_EXTERNAL_KEYCLOAK_REDIRECT_URI: callback,
        GOTRUE_EXTERNAL_KEYCLOAK_URL: idp.issuer,
        GOTRUE_EXTERNAL_GOOGLE_ENABLED: "true",
        GOTRUE_EXTERNAL_GOOGLE_CLIENT_ID: "saathi-google",
        GOTRUE_EXTERNAL_GOOGLE_SECRET: "google-secret",
        GOTRUE_EXTERNAL_GOOGLE_REDIRECT_URI: callback,
        AUTH_EXTERNAL_GOOGLE_ISSUER: idp.issuer,
        GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: "true",
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it("/settings lists the enabled providers", async () => {
    const s = (await (await server.call("/settings")).json()) as {
      external: Record<string, boolean>;
    };
    expect(s.external).toMatchObject({ keycloak: true, google: true, github: false, email: true });
  });

  it("a sign-in abandoned at the provider leaves no flow state behind once a day old", async () => {
    const start = async () => {
      const { data } = await client(server).auth.signInWithOAuth({
        provider: "keycloak",
        options: { skipBrowserRedirect: true, redirectTo: BACK },
      });
      const res = await fetch(data.url!, { redirect: "manual" });
      return new URL(res.headers.get("location")!).searchParams.get("state")!;
    };
    const count = async (id: string) =>
      (
        await server.auth.db.query<{ n: number }>(
          `select count(*)::int as n from auth.flow_state where id = $1`,
          [id],
        )
      )[0]!.n;
    const abandoned = await start();
    expect(await count(abandoned)).toBe(1);
    server.clock.offsetMs += 23 * 3600_000;
    await start();
    expect(await count(abandoned)).toBe(1);
    server.clock.offsetMs += 2 * 3600_000;
    const fresh = await start();
    expect(await count(abandoned)).toBe(0);
    expect(await count(fresh)).toBe(1);
    server.clock.offsetMs = 0;
  });

  it("PKCE: signInWithOAuth, the provider's login, ?code= back at redirect_to, exchangeCodeForSession", async () => {
    const sb = client(server);
    const email = uniqueEmail("kc");
    const { data, error } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    expect(error).toBeNull();
    const start = new URL(data.url!);
    expect(start.searchParams.get("code_challenge_method")).toBe("s256");
    const back = await browse(data.url!, email);
    expect(back.origin + back.pathname).toBe(BACK);
    const code = back.searchParams.get("code")!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const ex = await sb.auth.exchangeCodeForSession(code);
    expect(ex.error).toBeNull();
    expect(ex.data.session!.provider_token).toBeTruthy();
    const user = ex.data.user!;
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toMatchObject({ provider: "keycloak", providers: ["keycloak"] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      provider: "keycloak",
      id: idp.subjectOf(email),
      identity_data: { email, email_verified: true, sub: idp.subjectOf(email) },
    });
    const me = await sb.auth.getUser();
    expect(me.data.user!.id).toBe(user.id);
    // The code is single use.
    const again = await sb.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
    // A second sign-in finds the same user.
    const sb2 = client(server);
    const second = await sb2.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const back2 = await browse(second.data.url!, email);
    const ex2 = await sb2.auth.exchangeCodeForSession(back2.searchParams.get("code")!);
    expect(ex2.data.user!.id).toBe(user.id);
  });

  it("implicit: the session arrives in the fragment, with the provider's token", async () => {
    const sb = client(server, "implicit");
    const email = uniqueEmail("implicit");
    const { data } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    expect(new URL(data.url!).searchParams.has("code_challenge")).toBe(false);
    const back = await browse(data.url!, email);
    const f = fragmentOf(back);
    expect(f.get("token_type")).toBe("bearer");
    expect(f.get("provider_token")).toBeTruthy();
    expect(f.has("sb")).toBe(true);
    const set = await sb.auth.setSession({
      access_token: f.get("access_token")!,
      refresh_token: f.get("refresh_token")!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user!.email).toBe(email);
  });

  it("Google, discovered from its issuer, signs in by the ID token the provider returns", async () => {
    const sb = client(server);
    const email = uniqueEmail("google");
    const { data } = await sb.auth.signInWithOAuth({
      provider: "google",
      options: { skipBrowserRedirect: true, redirectTo: BACK },
    });
    const toProvider = await fetch(data.url!, { redirect: "manual" });
    expect(
      toProvider.headers.get("location")!.startsWith(`${idp.issuer}/protocol/openid-connect/auth?`),
    ).toBe(true);
    const back = await browse(data.url!, email);
    const ex = await sb.auth.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(ex.error).toBeNull();
    expect(ex.data.user!.identities![0]).toMatchObject({
      provider: "google",
      identity_data: { iss: idp.issuer, email },
    });
  });

  it("a verified provider email links automatically to the existing email user", async () => {
    const email = uniqueEmail("linked");
    const sb = client(server);
    const signUp = await sb.auth.signUp({ email, password: "a-long-password-1" });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user!.id;
    const { data } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const back = await browse(data.url!, email);
    const ex = await sb.auth.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(ex.error).toBeNull();
    expect(ex.data.user!.id).toBe(userId);
    expect(ex.data.user!.identities!.map((i) => i.provider).sort()).toEqual(["email", "keycloak"]);
    expect(ex.data.user!.app_metadata.providers).toEqual(["email", "keycloak"]);
    // The password still works: the account was confirmed.
    const pw = await client(server).auth.signInWithPassword({
      email,
      password: "a-long-password-1",
    });
    expect(pw.error).toBeNull();
  });

  it("manual linking: linkIdentity, the provider's login, the identity on the user; unlinking; the last one stays", async () => {
    const email = uniqueEmail("manual");
    const jar: Jar = new Map();
    const sb = client(server, "pkce", jar);
    await sb.auth.signUp({ email, password: "a-long-password-1" });
    const other = uniqueEmail("other-account");
    const link = await sb.auth.linkIdentity({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    expect(link.error).toBeNull();
    // Another browser (no cookie from the start) is sent back with an error (issue 21 item 11).
    const elsewhere = await browse(link.data.url!, other);
    expect(elsewhere.searchParams.get("error_code")).toBe("bad_oauth_state");
    const back = await browse(link.data.url!, other, { jar });
    const ex = await sb.auth.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(ex.error).toBeNull();
    expect(ex.data.user!.email).toBe(email);
    const ids = await sb.auth.getUserIdentities();
    expect(ids.data!.identities.map((i) => i.provider).sort()).toEqual(["email", "keycloak"]);
    // Linking the same provider account again: GoTrue's 422, as a redirect.
    const again = await sb.auth.linkIdentity({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const back2 = await browse(again.data.url!, other, { jar });
    expect(back2.searchParams.get("error_code")).toBe("identity_already_exists");
    expect(fragmentOf(back2).get("error_description")).toBe("Identity is already linked");

    const kc = ids.data!.identities.find((i) => i.provider === "keycloak")!;
    const un = await sb.auth.unlinkIdentity(kc);
    expect(un.error).toBeNull();
    await sb.auth.refreshSession();
    const left = await sb.auth.getUserIdentities();
    expect(left.data!.identities.map((i) => i.provider)).toEqual(["email"]);
    const last = await sb.auth.unlinkIdentity(left.data!.identities[0]!);
    expect(last.error).toMatchObject({ status: 422, code: "single_identity_not_deletable" });
  });

  it("id_token sign-in with a token the provider issued (nonce checked), and GoTrue's refusals", async () => {
    // The provider issues an ID token for a code flow with a nonce, as a native app's SDK would.
    const email = uniqueEmail("idtoken");
    const nonce = "raw-nonce-value-123";
    const redirect = `${server.url}/auth/v1/callback`;
    const { id_token, access_token } = await issueIdToken(
      idp,
      { id: "saathi-keycloak", secret: "keycloak-secret", redirect },
      email,
      nonce,
    );
    expect(id_token).toBeTruthy();

    const sb = client(server);
    const wrongNonce = await sb.auth.signInWithIdToken({
      provider: "keycloak",
      token: id_token,
      nonce: "other",
    });
    expect(wrongNonce.error?.message).toBe("Nonces mismatch");
    const noNonce = await sb.auth.signInWithIdToken({ provider: "keycloak", token: id_token });
    expect(noNonce.error?.message).toBe(
      "Passed nonce and nonce in id_token should either both exist or not.",
    );
    const wrongAud = await sb.auth.signInWithIdToken({
      provider: "google",
      token: id_token,
      nonce,
    });
    expect(wrongAud.error?.message).toMatch(
      /^Unacceptable audience in id_token: \[saathi-keycloak\]$/,
    );
    const tampered = await sb.auth.signInWithIdToken({
      provider: "keycloak",
      token: `${id_token.slice(0, -4)}AAAA`,
      nonce,
    });
    expect(tampered.error?.message).toBe("Bad ID token");
    const github = await sb.auth.signInWithIdToken({
      provider: "github" as never,
      token: id_token,
      nonce,
    });
    expect(github.error?.message).toBe('Custom OIDC provider "github" not allowed');

    const ok = await sb.auth.signInWithIdToken({
      provider: "keycloak",
      token: id_token,
      nonce,
      access_token,
    });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.email).toBe(email);
    expect(ok.data.user!.identities![0]).toMatchObject({
      provider: "keycloak",
      id: idp.subjectOf(email),
    });
  });

  it("Google id_token sign-in (issuer from AUTH_EXTERNAL_GOOGLE_ISSUER): audience, nonce and signature checked, the same user each time", async () => {
    const email = uniqueEmail("google-idtoken");
    const nonce = "google-nonce-456";
    const redirect = `${server.url}/auth/v1/callback`;
    const { id_token } = await issueIdToken(
      idp,
      { id: "saathi-google", secret: "google-secret", redirect },
      email,
      nonce,
    );

    const sb = client(server);
    const asKeycloak = await sb.auth.signInWithIdToken({
      provider: "keycloak",
      token: id_token,
      nonce,
    });
    expect(asKeycloak.error?.message).toBe("Unacceptable audience in id_token: [saathi-google]");
    const wrongNonce = await sb.auth.signInWithIdToken({
      provider: "google",
      token: id_token,
      nonce: "other",
    });
    expect(wrongNonce.error?.message).toBe("Nonces mismatch");
    const tampered = await sb.auth.signInWithIdToken({
      provider: "google",
      token: `${id_token.slice(0, -4)}AAAA`,
      nonce,
    });
    expect(tampered.error?.message).toBe("Bad ID token");

    const ok = await sb.auth.signInWithIdToken({ provider: "google", token: id_token, nonce });
    expect(ok.error).toBeNull();
    const user = ok.data.user!;
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toMatchObject({ provider: "google", providers: ["google"] });
    expect(user.identities![0]).toMatchObject({
      provider: "google",
      id: idp.subjectOf(email),
      identity_data: { iss: idp.issuer, email, email_verified: true },
    });
    expect(ok.data.session!.user.id).toBe(user.id);
    expect((await sb.auth.getUser()).data.user!.id).toBe(user.id);

    // The same Google account through the redirect flow is the same user.
    const { data } = await sb.auth.signInWithOAuth({
      provider: "google",
      options: { skipBrowserRedirect: true, redirectTo: BACK },
    });
    const back = await browse(data.url!, email);
    const ex = await sb.auth.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(ex.data.user!.id).toBe(user.id);
  });

  it("an unverified provider email still signs in while autoconfirm is on (GoTrue then counts every address as verified)", async () => {
    const email = uniqueEmail("unverified");
    idp.accounts.set(email.toLowerCase(), { email, email_verified: false, name: "U" });
    const sb = client(server);
    const { data } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const back = await browse(data.url!, email);
    expect(back.searchParams.get("code")).toBeTruthy();
  });

  it("an unverified provider address never joins the account that holds it, even while autoconfirm is on", async () => {
    // Whoever can put an address on a provider account without proving it must not get into that address's account here.
    const email = uniqueEmail("takeover");
    const victim = await client(server).auth.signUp({ email, password: "a-long-password-1" });
    expect(victim.error).toBeNull();
    idp.accounts.set(email.toLowerCase(), { email, email_verified: false, name: "Mallory" });
    const sb = client(server);
    const { data } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const back = await browse(data.url!, email);
    const ex = await sb.auth.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(ex.error).toBeNull();
    expect(ex.data.user!.id).not.toBe(victim.data.user!.id);
    expect(ex.data.user!.email ?? "").toBe("");
    const owner = await client(server).auth.signInWithPassword({
      email,
      password: "a-long-password-1",
    });
    expect(owner.data.user!.identities!.map((i) => i.provider)).toEqual(["email"]);
  });

  it("a nonce passed to /authorize reaches the provider, and its ID token with that nonce still signs in (as GoTrue)", async () => {
    const sb = client(server);
    const email = uniqueEmail("google-nonce");
    const { data } = await sb.auth.signInWithOAuth({
      provider: "google",
      options: {
        skipBrowserRedirect: true,
        redirectTo: BACK,
        queryParams: { nonce: "client-nonce-1" },
      },
    });
    const toProvider = new URL(
      (await fetch(data.url!, { redirect: "manual" })).headers.get("location")!,
    );
    expect(toProvider.searchParams.get("nonce")).toBe("client-nonce-1");
    const back = await browse(data.url!, email);
    expect(back.searchParams.get("error_description")).toBeNull();
    const ex = await sb.auth.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(ex.error).toBeNull();
    expect(ex.data.user!.email).toBe(email);
  });

  it("implicit: a state is used once, even by two callbacks arriving together with two codes", async () => {
    const sb = client(server, "implicit");
    const email = uniqueEmail("implicit-race");
    const { data } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const toProvider = (await fetch(data.url!, { redirect: "manual" })).headers.get("location")!;
    // Two logins at the provider for the one state: two callback URLs, each with its own code.
    const callbacks = [
      await browse(toProvider, email, { stopAt: `${server.url}/auth/v1/callback` }),
      await browse(toProvider, email, { stopAt: `${server.url}/auth/v1/callback` }),
    ];
    expect(callbacks[0]!.searchParams.get("code")).not.toBe(callbacks[1]!.searchParams.get("code"));
    const answers = await Promise.all(callbacks.map((u) => fetch(u, { redirect: "manual" })));
    const sessions = answers.filter((r) =>
      fragmentOf(new URL(r.headers.get("location")!)).has("access_token"),
    );
    expect(sessions).toHaveLength(1);
  });

  it("bad, tampered, unknown and used states, provider errors and unknown providers: GoTrue's answers, never 5xx", async () => {
    const cb = (q: string) => fetch(`${server.url}/auth/v1/callback?${q}`, { redirect: "manual" });
    const missing = await cb("code=x");
    expect(missing.status).toBe(303);
    const l1 = new URL(missing.headers.get("location")!);
    expect(l1.origin).toBe(SITE);
    expect(Object.fromEntries(l1.searchParams)).toMatchObject({
      error: "invalid_request",
      error_code: "bad_oauth_callback",
      error_description: "OAuth state parameter missing",
    });
    const bad = new URL((await cb("state=not-a-uuid&code=x")).headers.get("location")!);
    expect(bad.searchParams.get("error_description")).toBe("OAuth state parameter is invalid");
    const unknown = new URL(
      (await cb(`state=${crypto.randomUUID()}&code=x`)).headers.get("location")!,
    );
    expect(unknown.searchParams.get("error_description")).toBe("OAuth state not found or expired");

    // A real state, but the provider answers an error: back at redirect_to with it in query and fragment.
    const sb = client(server);
    const { data } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const denied = await browse(data.url!, "", { cancel: true });
    expect(denied.origin + denied.pathname).toBe(BACK);
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(fragmentOf(denied).get("error_description")).toBe("End-User aborted interaction");

    // A real state with a forged code: the exchange fails, reported as GoTrue's server_error redirect.
    const { data: d2 } = await sb.auth.signInWithOAuth({
      provider: "keycloak",
      options: { skipBrowserRedirect: true, redirectTo: BACK, scopes: "openid" },
    });
    const authRes = await fetch(
      `${server.url}/auth/v1/authorize?${new URL(d2.url!).searchParams}`,
      { redirect: "manual" },
    );
    const state = new URL(authRes.headers.get("location")!).searchParams.get("state")!;
    const forged = await cb(`state=${state}&code=forged-code`);
    expect(forged.status).toBe(302);
    const lf = new URL(forged.headers.get("location")!);
    expect(lf.searchParams.get("error")).toBe("server_error");
    expect(lf.searchParams.get("error_description")).toBe("Unable to exchange external code: forg");

    for (const [provider, message] of [
      ["github", "Unsupported provider: provider is not enabled"],
      ["nope", "Unsupported provider: Provider nope could not be found"],
      ["custom:x", "Unsupported provider: custom OAuth providers are disabled"],
    ]) {
      const res = await fetch(
        `${server.url}/auth/v1/authorize?provider=${encodeURIComponent(provider!)}`,
        { redirect: "manual" },
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe(message);
    }
    const badPkce = await fetch(
      `${server.url}/auth/v1/authorize?provider=keycloak&code_challenge=short&code_challenge_method=s256`,
      { redirect: "manual" },
    );
    expect(badPkce.status).toBe(400);
  });

  it("a form_post to /callback is read only up to the body limit (anyone may post one): 413, as every other body", async () => {
    const post = (body: string | Uint8Array) =>
      fetch(`${server.url}/auth/v1/callback`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    const huge = await post(`state=${crypto.randomUUID()}&pad=${"x".repeat(2 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error_code: string }).error_code).toBe(
      "request_entity_too_large",
    );
    // Within the limit, a form whose bytes are not UTF-8 is still GoTrue's redirect to the site URL.
    const garbled = await post(new Uint8Array([0x73, 0x74, 0x61, 0x74, 0x65, 0x3d, 0xff, 0xfe]));
    expect(garbled.status).toBe(303);
    expect(new URL(garbled.headers.get("location")!).searchParams.get("error_code")).toBe(
      "bad_oauth_state",
    );
  });
});

describe.each(BACKENDS)(
  "GitHub sign-in against a loopback stand-in for GitHub's OAuth and API on %s (autoconfirm off)",
  (backend) => {
    let github: GitHubStandIn;
    let server: TestServer;
    let nextId = 1000;
    const githubUser = (emails: GitHubUser["emails"]): GitHubUser => {
      const id = nextId++;
      return {
        id,
        login: `octo-${id}`,
        name: `Octo ${id}`,
        avatar_url: `https://avatars.example/u/${id}`,
        emails,
      };
    };
    const signIn = async (sb: SupabaseClient, user: GitHubUser) => {
      github.signInAs(user);
      const { data, error } = await sb.auth.signInWithOAuth({
        provider: "github",
        options: { skipBrowserRedirect: true, redirectTo: BACK },
      });
      expect(error).toBeNull();
      return browse(data.url!, "");
    };
    const admin = () => ({ apikey: ANON, authorization: `Bearer ${server.auth.serviceRoleKey}` });
    const usersWithEmail = async (email: string) =>
      (
        (await (
          await server.call(`/admin/users?filter=${encodeURIComponent(email)}`, {
            headers: admin(),
          })
        ).json()) as { users: { email: string }[] }
      ).users.filter((u) => u.email === email);

    beforeAll(async () => {
      const port = await freePort();
      const callback = `http://127.0.0.1:${port}/auth/v1/callback`;
      github = await startGitHubStandIn({
        clientId: "saathi-github",
        secret: "github-secret",
        redirectUri: callback,
      });
      server = await startServer({
        backend,
        port,
        env: {
          GOTRUE_URI_ALLOW_LIST: "http://127.0.0.1:8080/**",
          // Confirmation on, so that GitHub's `verified` decides what counts (with autoconfirm every address would).
          GOTRUE_MAILER_AUTOCONFIRM: "false",
          GOTRUE_EXTERNAL_GITHUB_ENABLED: "true",
          GOTRUE_EXTERNAL_GITHUB_CLIENT_ID: "saathi-github",
          GOTRUE_EXTERNAL_GITHUB_SECRET: "github-secret",
          GOTRUE_EXTERNAL_GITHUB_REDIRECT_URI: callback,
          GOTRUE_EXTERNAL_GITHUB_URL: github.url,
        },
      });
    });
    afterAll(async () => {
      await server?.close();
      await github?.close();
    });

    it("PKCE: the primary address becomes the user's, verified; GitHub's profile becomes the identity's data", async () => {
      const primary = uniqueEmail("gh-primary");
      const other = uniqueEmail("gh-other");
      const gh = githubUser([
        { email: other, primary: false, verified: true },
        { email: primary, primary: true, verified: true },
      ]);
      const sb = client(server);
      const back = await signIn(sb, gh);
      expect(github.scopesAsked.at(-1)).toBe("user:email");
      expect(back.origin + back.pathname).toBe(BACK);
      const ex = await sb.auth.exchangeCodeForSession(back.searchParams.get("code")!);
      expect(ex.error).toBeNull();
      expect(ex.data.session!.provider_token).toMatch(/^gho_/);
      const user = ex.data.user!;
      expect(user.email).toBe(primary);
      expect(user.email_confirmed_at).toBeTruthy();
      expect(user.app_metadata).toMatchObject({ provider: "github", providers: ["github"] });
      expect(user.identities).toHaveLength(1);
      expect(user.identities![0]).toMatchObject({
        provider: "github",
        id: String(gh.id),
        identity_data: {
          iss: `${github.url}/api/v3`,
          sub: String(gh.id),
          provider_id: String(gh.id),
          email: primary,
          email_verified: true,
          name: gh.name,
          full_name: gh.name,
          user_name: gh.login,
          preferred_username: gh.login,
          avatar_url: gh.avatar_url,
        },
      });
      expect(user.user_metadata).toMatchObject({ user_name: gh.login, email: primary });
      // The next sign-in with the same GitHub account finds the same user.
      const sb2 = client(server);
      const again = await sb2.auth.exchangeCodeForSession(
        (await signIn(sb2, gh)).searchParams.get("code")!,
      );
      expect(again.data.user!.id).toBe(user.id);
    });

    it("a verified secondary GitHub address links to the account that holds it; an unverified one links nothing", async () => {
      const existing = uniqueEmail("gh-existing");
      const created = await server.call("/admin/users", {
        headers: admin(),
        json: { email: existing, password: "a-long-password-1", email_confirm: true },
      });
      expect(created.status).toBe(200);
      const existingId = ((await created.json()) as { id: string }).id;

      // Unverified at GitHub: a new account for the primary address instead.
      const elsewhere = uniqueEmail("gh-elsewhere");
      const sb1 = client(server);
      const back1 = await signIn(
        sb1,
        githubUser([
          { email: elsewhere, primary: true, verified: true },
          { email: existing, primary: false, verified: false },
        ]),
      );
      const ex1 = await sb1.auth.exchangeCodeForSession(back1.searchParams.get("code")!);
      expect(ex1.error).toBeNull();
      expect(ex1.data.user!.id).not.toBe(existingId);
      expect(ex1.data.user!.email).toBe(elsewhere);

      // Verified at GitHub (though not primary): joins the existing account, whose address stays.
      const primary = uniqueEmail("gh-new-primary");
      const sb2 = client(server);
      const back2 = await signIn(
        sb2,
        githubUser([
          { email: primary, primary: true, verified: true },
          { email: existing, primary: false, verified: true },
        ]),
      );
      const ex2 = await sb2.auth.exchangeCodeForSession(back2.searchParams.get("code")!);
      expect(ex2.error).toBeNull();
      expect(ex2.data.user!.id).toBe(existingId);
      expect(ex2.data.user!.email).toBe(existing);
      expect(ex2.data.user!.identities!.map((i) => i.provider).sort()).toEqual(["email", "github"]);
      expect(ex2.data.user!.app_metadata.providers).toEqual(["email", "github"]);
      // The password still signs in.
      expect(
        (
          await client(server).auth.signInWithPassword({
            email: existing,
            password: "a-long-password-1",
          })
        ).error,
      ).toBeNull();
    });

    it("an unverified primary address is refused with GoTrue's provider_email_needs_verification, and nothing is kept", async () => {
      const primary = uniqueEmail("gh-unverified");
      const back = await signIn(
        client(server),
        githubUser([
          { email: primary, primary: true, verified: false },
          { email: uniqueEmail("gh-verified-other"), primary: false, verified: true },
        ]),
      );
      expect(back.origin + back.pathname).toBe(BACK);
      expect(back.searchParams.get("code")).toBeNull();
      expect(Object.fromEntries(back.searchParams)).toMatchObject({
        error: "access_denied",
        error_code: "provider_email_needs_verification",
        error_description:
          "Unverified email with github. Verify the email with github in order to sign in",
      });
      expect(fragmentOf(back).get("error_code")).toBe("provider_email_needs_verification");
      expect(await usersWithEmail(primary)).toEqual([]);
    });

    it("an unverified primary address that another account holds is GoTrue's provider_email_needs_verification, not a failed insert", async () => {
      const existing = uniqueEmail("gh-held");
      const created = await server.call("/admin/users", {
        headers: admin(),
        json: { email: existing, password: "a-long-password-1", email_confirm: true },
      });
      expect(created.status).toBe(200);
      const back = await signIn(
        client(server),
        githubUser([
          { email: existing, primary: true, verified: false },
          { email: uniqueEmail("gh-verified-unheld"), primary: false, verified: true },
        ]),
      );
      expect(Object.fromEntries(back.searchParams)).toMatchObject({
        error: "access_denied",
        error_code: "provider_email_needs_verification",
      });
      expect(await usersWithEmail(existing)).toHaveLength(1);
    });

    it("a GitHub account with no address at all, and a code GitHub refuses: GoTrue's redirect errors", async () => {
      const none = await signIn(client(server), githubUser([]));
      expect(none.searchParams.get("error_description")).toBe(
        "Error getting user email from external provider",
      );
      expect(none.searchParams.get("error")).toBe("server_error");

      const sb = client(server);
      github.signInAs(
        githubUser([{ email: uniqueEmail("gh-forged"), primary: true, verified: true }]),
      );
      const { data } = await sb.auth.signInWithOAuth({
        provider: "github",
        options: { skipBrowserRedirect: true, redirectTo: BACK },
      });
      const toGitHub = await fetch(data.url!, { redirect: "manual" });
      const state = new URL(toGitHub.headers.get("location")!).searchParams.get("state")!;
      const forged = await fetch(`${server.url}/auth/v1/callback?state=${state}&code=forged-code`, {
        redirect: "manual",
      });
      expect(forged.status).toBe(302);
      expect(new URL(forged.headers.get("location")!).searchParams.get("error_description")).toBe(
        "Unable to exchange external code: forg",
      );
    });
  },
);

describe("external sign-in switches", () => {
  it("manual linking off answers 404 manual_linking_disabled; a provider without its secret says why", async () => {
    const server = await startServer({
      env: { GOTRUE_EXTERNAL_GITHUB_ENABLED: "true", GOTRUE_EXTERNAL_GITHUB_CLIENT_ID: "id" },
    });
    try {
      const s = (await (await server.call("/settings")).json()) as {
        external: Record<string, boolean>;
      };
      expect(s.external.github).toBe(true);
      const res = await server.call("/authorize?provider=github");
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        "Unsupported provider: missing OAuth secret",
      );
      const signUp = (await (
        await server.call("/signup", {
          json: { email: uniqueEmail("off"), password: "a-long-password-1" },
        })
      ).json()) as {
        access_token: string;
        user: { identities: { identity_id: string }[] };
      };
      const bearer = { authorization: `Bearer ${signUp.access_token}` };
      const link = await server.call(
        "/user/identities/authorize?provider=github&skip_http_redirect=true",
        { headers: bearer },
      );
      expect(link.status).toBe(404);
      expect(((await link.json()) as { code: string }).code).toBe("manual_linking_disabled");
      const unlink = await server.call(
        `/user/identities/${signUp.user.identities[0]!.identity_id}`,
        { method: "DELETE", headers: bearer },
      );
      expect(unlink.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
