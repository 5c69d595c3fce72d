/**
 * A real OpenID provider on loopback (the `oidc-provider` package) for the external sign-in tests and
 * the Chromium test: Keycloak's paths (/protocol/openid-connect/auth, /token, /userinfo, /certs) under
 * an issuer with no path, so the same provider serves as GOTRUE_EXTERNAL_KEYCLOAK_URL and (discovered
 * from its issuer) as Google. Its login page asks for an Email and signs that person in; Cancel
 * answers access_denied. Accounts are made on first use: verified unless the test says otherwise.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type TestAccount = { email: string; email_verified: boolean; name: string };
export type OidcClient = { client_id: string; client_secret: string; redirect_uris: string[] };

export type TestOidcProvider = {
  issuer: string;
  /** Accounts by email; set one before the login to change its claims (e.g. email_verified: false). */
  accounts: Map<string, TestAccount>;
  /** The subject the provider gives this email. */
  subjectOf(email: string): string;
  close(): Promise<void>;
};

const subjectOf = (email: string) =>
  `sub-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 16)}`;

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(new URLSearchParams(body)));
    req.on("error", reject);
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test identity provider: sign in</title><link rel="icon" href="data:,"></head><body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<h1>Test identity provider</h1><p>Sign in to continue to ${escapeHtml(clientId)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="email" required style="width: 100%; padding: .5rem">
<p><button type="submit" name="action" value="login">Continue</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p></form></body></html>`;
}

export async function startOidcProvider(clients: OidcClient[]): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accountFor = (email: string) => {
    const key = email.toLowerCase();
    if (!accounts.has(key))
      accounts.set(key, { email, email_verified: true, name: email.split("@")[0]! });
    return accounts.get(key)!;
  };
  const bySubject = new Map<string, string>();

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      grant_types: ["authorization_code"],
      response_types: ["code"],
    })),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["test-oidc-provider-cookie-key"] },
    pkce: { required: () => false },
    routes: {
      authorization: "/protocol/openid-connect/auth",
      token: "/protocol/openid-connect/token",
      userinfo: "/protocol/openid-connect/userinfo",
      jwks: "/protocol/openid-connect/certs",
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const email = bySubject.get(sub);
      if (!email) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...accountFor(email) }) };
    },
  });

  server.on("request", (req, res) => {
    const m = /^\/interaction\/([\w-]+)$/.exec((req.url ?? "").split("?")[0]!);
    if (!m) return provider.callback()(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === "GET") {
          res
            .writeHead(200, { "content-type": "text/html; charset=utf-8" })
            .end(loginPage(details.uid, String(details.params.client_id)));
          return;
        }
        const form = await readForm(req);
        if (form.get("action") === "cancel") {
          await provider.interactionFinished(
            req,
            res,
            { error: "access_denied", error_description: "End-User aborted interaction" },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const email = (form.get("email") ?? "").trim();
        const sub = subjectOf(email);
        bySubject.set(sub, email);
        accountFor(email);
        const grant = new provider.Grant({
          accountId: sub,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope ?? "openid"));
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: sub }, consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.writeHead(400, { "content-type": "text/plain" }).end(String(err));
      }
    })();
  });

  return {
    issuer,
    accounts,
    subjectOf,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
