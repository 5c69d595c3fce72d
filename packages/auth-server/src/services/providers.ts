/**
 * External sign-in providers (GoTrue external.go `Provider`, provider/google.go, github.go, keycloak.go):
 * which are switched on, where their endpoints are, and how each one's answer becomes GoTrue's user data.
 * The OAuth protocol itself (code exchange, ID-token claims and signature, userinfo) is oauth4webapi's.
 */
import * as oauth from "oauth4webapi";
import type { Config } from "../config.ts";
import { AuthError } from "../errors.ts";

/** The names GoTrue's provider switch knows; any other name is "could not be found". */
const KNOWN_PROVIDERS = new Set([
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "kakao",
  "keycloak",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "snapchat",
  "spotify",
  "slack",
  "slack_oidc",
  "twitch",
  "twitter",
  "x",
  "vercel_marketplace",
  "workos",
  "zoom",
]);

export type ConfiguredProviderName = "google" | "github" | "keycloak";
export const CONFIGURED_PROVIDERS: readonly ConfiguredProviderName[] = [
  "google",
  "github",
  "keycloak",
];

export type ProviderEmail = { email: string; verified: boolean; primary: boolean };
/** GoTrue's UserProvidedData: the addresses the provider vouches for and the claims kept as identity_data. */
export type UserData = {
  emails: ProviderEmail[];
  claims: Record<string, unknown>;
  subject: string;
};

export type ExternalProvider = {
  name: ConfiguredProviderName;
  clientId: string;
  clientIds: readonly string[];
  secret: string;
  redirectUri: string;
  /** Scopes GoTrue asks for, plus the caller's (comma-separated, as GoTrue splits them). */
  scopes(extra: string): string;
  server(): Promise<oauth.AuthorizationServer>;
  /** The user behind a token response (ID token claims, userinfo or the GitHub API). */
  userData(
    as: oauth.AuthorizationServer,
    tokens: oauth.TokenEndpointResponse,
    idTokenClaims: oauth.IDToken | undefined,
  ): Promise<UserData>;
};

type Settings = Config["external"]["keycloak"];

/** GoTrue ValidateOAuth, word for word (these become "Unsupported provider: <why>"). */
function whyUnusable(s: Settings): string | undefined {
  if (!s.enabled) return "provider is not enabled";
  if (s.clientIds.length === 0) return "missing OAuth client ID";
  if (s.secret === "") return "missing OAuth secret";
  if (s.redirectUri === "") return "missing redirect URI";
  return undefined;
}

function unsupported(why: string): AuthError {
  return new AuthError("validation_failed", { message: `Unsupported provider: ${why}` });
}

/** GoTrue chooseHost: the configured base (no trailing slash) or https://<default host>. */
function chooseHost(base: string, defaultHost: string): string {
  return base === "" ? `https://${defaultHost}` : base.replace(/\/$/, "");
}

/** Plain http is only ever a deployer's (or a test's) own loopback provider; oauth4webapi refuses it unless told. */
function insecureIfHttp(url: string) {
  return url.startsWith("http:") ? { [oauth.allowInsecureRequests]: true } : {};
}

const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

/** OpenID discovery, cached per issuer for the life of the process (a failure is retried next time). */
export function discover(issuer: string): Promise<oauth.AuthorizationServer> {
  let p = discovered.get(issuer);
  if (!p) {
    const url = new URL(issuer);
    p = oauth
      .discoveryRequest(url, {
        algorithm: "oidc",
        signal: AbortSignal.timeout(10_000),
        ...insecureIfHttp(issuer),
      })
      .then((res) => oauth.processDiscoveryResponse(url, res));
    p.catch(() => discovered.delete(issuer));
    discovered.set(issuer, p);
  }
  return p;
}

async function fetchJson(url: string, accessToken: string): Promise<unknown> {
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: "application/json",
      "user-agent": "saathi-auth-server",
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** GoTrue's Claims for an OpenID subject (ID token or userinfo): the keys it keeps, empty ones left out. */
export function oidcUserData(issuer: string, c: Record<string, unknown>): UserData {
  const claims: Record<string, unknown> = { iss: issuer, sub: str(c.sub) };
  for (const k of [
    "name",
    "given_name",
    "family_name",
    "nickname",
    "preferred_username",
    "picture",
    "locale",
    "email",
    "phone",
  ]) {
    if (str(c[k])) claims[k] = c[k];
  }
  claims.email_verified = c.email_verified === true;
  claims.phone_verified = c.phone_verified === true;
  // GoTrue's deprecated copies, which older clients read.
  if (str(c.name)) claims.full_name = c.name;
  if (str(c.picture)) claims.avatar_url = c.picture;
  claims.provider_id = str(c.sub);
  const email = str(c.email);
  return {
    emails: email ? [{ email, verified: c.email_verified === true, primary: true }] : [],
    claims,
    subject: str(c.sub),
  };
}

function google(s: Config["external"]["google"]): ExternalProvider {
  return {
    ...common("google", s),
    // GoTrue asks for "email profile"; "openid" is added so that any OpenID provider (Google included) answers with an ID token.
    scopes: (extra) => ["openid", "email", "profile", ...split(extra)].join(" "),
    server: () => discover(s.issuer),
    async userData(as, tokens, idClaims) {
      if (idClaims) return oidcUserData(as.issuer, idClaims);
      if (!as.userinfo_endpoint)
        throw new Error("the provider answered no ID token and has no userinfo endpoint");
      const info = await oauth.processUserInfoResponse(
        as,
        { client_id: s.clientIds[0]! },
        oauth.skipSubjectCheck,
        await oauth.userInfoRequest(
          as,
          { client_id: s.clientIds[0]! },
          tokens.access_token,
          insecureIfHttp(as.userinfo_endpoint),
        ),
      );
      return oidcUserData(as.issuer, info);
    },
  };
}

function keycloak(s: Settings): ExternalProvider {
  const host = s.url.replace(/\/$/, "");
  const as: oauth.AuthorizationServer = {
    issuer: host,
    authorization_endpoint: `${host}/protocol/openid-connect/auth`,
    token_endpoint: `${host}/protocol/openid-connect/token`,
    userinfo_endpoint: `${host}/protocol/openid-connect/userinfo`,
  };
  return {
    ...common("keycloak", s),
    scopes: (extra) => ["profile", "email", ...split(extra)].join(" "),
    server: async () => as,
    async userData(_as, tokens) {
      // GoTrue reads Keycloak's userinfo endpoint, whatever the token response holds.
      const info = (await fetchJson(as.userinfo_endpoint!, tokens.access_token)) as Record<
        string,
        unknown
      >;
      const data = oidcUserData(host, info);
      const custom: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(info))
        if (!["name", "sub", "email", "email_verified"].includes(k)) custom[k] = v;
      if (Object.keys(custom).length) data.claims.custom_claims = custom;
      return data;
    },
  };
}

function github(s: Settings): ExternalProvider {
  const authHost = chooseHost(s.url, "github.com");
  let apiHost = chooseHost(s.url, "api.github.com");
  if (!apiHost.endsWith("api.github.com")) apiHost += "/api/v3";
  const as: oauth.AuthorizationServer = {
    issuer: authHost,
    authorization_endpoint: `${authHost}/login/oauth/authorize`,
    token_endpoint: `${authHost}/login/oauth/access_token`,
  };
  return {
    ...common("github", s),
    scopes: (extra) => ["user:email", ...split(extra)].join(" "),
    server: async () => as,
    async userData(_as, tokens) {
      const u = (await fetchJson(`${apiHost}/user`, tokens.access_token)) as Record<
        string,
        unknown
      >;
      const list = (await fetchJson(`${apiHost}/user/emails`, tokens.access_token)) as Record<
        string,
        unknown
      >[];
      const emails = (Array.isArray(list) ? list : [])
        .filter((e) => str(e.email))
        .map((e) => ({
          email: str(e.email),
          verified: e.verified === true,
          primary: e.primary === true,
        }));
      const id = typeof u.id === "number" || typeof u.id === "string" ? String(u.id) : "";
      const claims: Record<string, unknown> = { iss: apiHost, sub: id, provider_id: id };
      if (str(u.name)) Object.assign(claims, { name: u.name, full_name: u.name });
      if (str(u.login)) Object.assign(claims, { preferred_username: u.login, user_name: u.login });
      if (str(u.avatar_url)) claims.avatar_url = u.avatar_url;
      return { emails, claims, subject: id };
    },
  };
}

function split(extra: string): string[] {
  return extra
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
}

function common(name: ConfiguredProviderName, s: Settings) {
  return {
    name,
    clientId: s.clientIds[0]!,
    clientIds: s.clientIds,
    secret: s.secret,
    redirectUri: s.redirectUri,
  };
}

/** GET /authorize, /user/identities/authorize, /callback: the provider, or GoTrue's 400 "Unsupported provider: <why>". */
export function externalProvider(config: Config, rawName: string): ExternalProvider {
  const name = rawName.toLowerCase();
  if (name.startsWith("custom:")) throw unsupported("custom OAuth providers are disabled");
  if (!KNOWN_PROVIDERS.has(name)) throw unsupported(`Provider ${name} could not be found`);
  if (!(CONFIGURED_PROVIDERS as readonly string[]).includes(name))
    throw unsupported("provider is not enabled");
  const n = name as ConfiguredProviderName;
  const why = whyUnusable(config.external[n]);
  if (why) throw unsupported(why);
  if (n === "google") return google(config.external.google);
  if (n === "github") return github(config.external.github);
  if (config.external.keycloak.url === "")
    throw unsupported("unable to find URL for the Keycloak provider");
  return keycloak(config.external.keycloak);
}

export { insecureIfHttp };
