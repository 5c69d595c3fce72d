/**
 * The one HTTP app of `npm start`: the prerendered site, with the auth API
 * mounted at /auth/v1 on the same origin when an auth handler is given.
 */
import { Hono, type Context } from "hono";
import { ACCOUNT_API_PATH } from "../app/auth/account-api.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";

/** The auth API's handler; it reads the client address for its per-IP rate limits. */
export type AuthHandler = (request: Request, info: { remoteAddr?: string }) => Response | Promise<Response>;

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

function pickEncoding(file: StaticFile, acceptEncoding: string): "br" | "gzip" | undefined {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

function sendFile(c: Context, file: StaticFile, status: 200 | 404): Response {
  const encoding = pickEncoding(file, c.req.header("accept-encoding") ?? "");
  const body = encoding ? file[encoding]! : file.body;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": status === 404 ? "no-cache" : file.cacheControl,
    "Content-Length": String(body.length),
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  if (file.csp) headers["Content-Security-Policy"] = file.csp;
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}

export function createSiteApp({ site, auth, account }: { site: StaticSite; auth?: AuthHandler; account?: Hono }) {
  const app = new Hono<{ Bindings: NodeBindings }>();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });

  if (auth) {
    const forward = (c: Context<{ Bindings: NodeBindings }>) => {
      const remoteAddr = c.env?.incoming?.socket?.remoteAddress;
      return auth(c.req.raw, remoteAddr ? { remoteAddr } : {});
    };
    app.all("/auth/v1", forward);
    app.all("/auth/v1/*", forward);
  }

  if (account) app.route(ACCOUNT_API_PATH, account); // account-routes.ts: DELETE /api/account

  app.on(["GET", "HEAD"], "*", (c) => {
    const path = decodeURIComponentSafe(c.req.path);
    if (path === undefined) return sendFile(c, site.notFound, 404);
    if (path !== "/" && path.endsWith("/")) {
      // Collapse leading slashes too, so "//host/" can never redirect off-site.
      const target = "/" + path.replace(/^\/+|\/+$/g, "");
      const query = new URL(c.req.url).search;
      return c.redirect(target + query, 308);
    }
    const file = site.files.get(path);
    if (file) return sendFile(c, file, 200);
    return sendFile(c, site.notFound, 404);
  });

  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  return app;
}

function decodeURIComponentSafe(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
