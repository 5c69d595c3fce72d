/**
 * A loopback stand-in for GitHub's OAuth app endpoints and REST API (as the Twilio stand-in is for
 * SMS), shaped as GitHub Enterprise so that GOTRUE_EXTERNAL_GITHUB_URL can point at it:
 * /login/oauth/authorize, /login/oauth/access_token, /api/v3/user and /api/v3/user/emails.
 * The test says who signs in next (`signInAs`); the authorize step then sends the browser straight
 * back with a code, as GitHub does for an app the person already authorised. Checks what GitHub
 * checks: client id, redirect URI, client secret, a single-use code, the bearer token.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type GitHubEmail = { email: string; primary: boolean; verified: boolean };
export type GitHubUser = {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string;
  emails: GitHubEmail[];
};

export type GitHubStandIn = {
  /** The base URL, for GOTRUE_EXTERNAL_GITHUB_URL. */
  url: string;
  /** The GitHub account the next authorization belongs to. */
  signInAs(user: GitHubUser): void;
  /** Scopes asked for at each authorization, in order. */
  scopesAsked: string[];
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

export async function startGitHubStandIn(app: {
  clientId: string;
  secret: string;
  redirectUri: string;
}): Promise<GitHubStandIn> {
  let next: GitHubUser | undefined;
  const codes = new Map<string, GitHubUser>();
  const tokens = new Map<string, GitHubUser>();
  const scopesAsked: string[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
        if (
          url.searchParams.get("client_id") !== app.clientId ||
          url.searchParams.get("redirect_uri") !== app.redirectUri ||
          !next
        ) {
          res.writeHead(400, { "content-type": "text/plain" }).end("bad authorization request");
          return;
        }
        scopesAsked.push(url.searchParams.get("scope") ?? "");
        const code = randomUUID().replaceAll("-", "").slice(0, 20);
        codes.set(code, next);
        const back = new URL(app.redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
        const form = new URLSearchParams(await readBody(req));
        const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
        const [id, secret] = basic
          ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        const user = codes.get(form.get("code") ?? "");
        // GitHub answers its OAuth errors with 200 and an `error` field.
        if (id !== app.clientId || secret !== app.secret)
          return json(res, 200, { error: "incorrect_client_credentials" });
        if (!user || form.get("redirect_uri") !== app.redirectUri)
          return json(res, 200, { error: "bad_verification_code" });
        codes.delete(form.get("code")!);
        const token = `gho_${randomUUID().replaceAll("-", "")}`;
        tokens.set(token, user);
        return json(res, 200, { access_token: token, token_type: "bearer", scope: "user:email" });
      }
      const user = tokens.get(
        /^(?:Bearer|token) (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "",
      );
      if (
        req.method === "GET" &&
        (url.pathname === "/api/v3/user" || url.pathname === "/api/v3/user/emails")
      ) {
        if (!user) return json(res, 401, { message: "Bad credentials" });
        if (url.pathname === "/api/v3/user")
          return json(res, 200, {
            id: user.id,
            login: user.login,
            name: user.name,
            avatar_url: user.avatar_url,
            email: null,
          });
        return json(
          res,
          200,
          user.emails.map((e) => ({ ...e, visibility: e.primary ? "private" : null })),
        );
      }
      json(res, 404, { message: "Not Found" });
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    signInAs: (user) => void (next = user),
    scopesAsked,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
