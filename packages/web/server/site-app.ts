/**
 * The one HTTP app of `npm start`: the prerendered site, with the auth API
 * mounted at /auth/v1 on the same origin when an auth handler is given.
 */
import { Hono, type Context } from "hono";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { staticResponse } from "./static-response.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";
import { searchPageLocale, searchPageResponse } from "./search-response.ts";
import type { SiteSearch } from "./site-search.ts";
import { ACCOUNT_API_PATH } from "../app/features/accounts/account-api.ts";
import { localeInfo, localeOfPath, unlocalizedPath } from "../app/i18n/locales.ts";
import { deskPageHeaders, deskPageResponse } from "./desk-pages.ts";
import { withFeedbackAnswer } from "./page-feedback.ts";
import { stateChoiceLocation } from "./state-choice.ts";
import { routeGroup, type SiteMetrics } from "./metrics.ts";
import { logRequest, logWarn, requestIdFor, withRequestId } from "@saathi/auth-server/log";
import { isPageView } from "./page-views.ts";

/** The auth API's handler; it reads the client address for its per-IP rate limits. */
export type AuthHandler = (
  request: Request,
  info: { remoteAddr?: string },
) => Response | Promise<Response>;

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * Sent only when a trusted proxy says the request came over HTTPS: this server never terminates
 * TLS itself, and HSTS on plain http://127.0.0.1 would be ignored at best.
 */
const HSTS = "max-age=31536000";

type SitePath =
  { kind: "file"; path: string } | { kind: "redirect"; location: string } | { kind: "malformed" };

// C0 controls and DEL: no page path has them, and in a Location header they split the header
// (CR LF) or are dropped by the browser (TAB), which turns "/<TAB>/evil.example" into "//evil.example".
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * What a request path means: a file to look up, a redirect to the path without its trailing
 * slash, or malformed (undecodable percent-encoding, control characters). The redirect target is
 * rebuilt from its decoded segments, each re-encoded, with backslashes read as the browser reads
 * them (as "/") and empty segments dropped, so it always starts with exactly one "/" followed by
 * a segment (or is "/" itself): a same-origin path whatever the request held ("/%5cevil.example/", "//evil.example/",
 * "/%2f%2fevil.example/").
 */
export function resolveSitePath(rawPath: string): SitePath {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: "malformed" };
  }
  if (CONTROL_CHARACTERS.test(path)) return { kind: "malformed" };
  if (path === "/" || !path.endsWith("/")) return { kind: "file", path };
  const segments = path.split(/[/\\]+/).filter((segment) => segment !== "");
  return { kind: "redirect", location: "/" + segments.map(encodeURIComponent).join("/") };
}

export type SiteAppOptions = {
  site: StaticSite;
  auth?: AuthHandler;
  /** Believe X-Forwarded-Proto (set it when a proxy you run terminates TLS in front of us). */
  trustProxy?: boolean;
  /** The site's own API (account-routes.ts: DELETE /api/account). */
  account?: Hono;
  /** The service desk (packages/desk) under /api/desk; gets the node bindings for the client address. */
  desk?: (request: Request, env: unknown) => Response | Promise<Response>;
  /**
   * Whether the auth server (and so the site's API) can answer yet. The pages are in memory from
   * the first moment and never wait; until this says yes, /auth/v1 and /api answer 503 with
   * Retry-After, and /healthz says which part is still starting.
   */
  ready?: () => boolean;
  /** Answers /search?q= from the server, for browsers without JavaScript (site-search.ts). */
  search?: SiteSearch;
  /** A template file made for the public origin, when `path` is one (template-origin.ts). */
  remade?: (path: string) => Promise<StaticFile> | undefined;
  /** Told of each file sent in full to a GET (counted-figures.ts counts the template files). */
  onSent?: (path: string) => void;
  /** Told of each view of a page of the site (page-views.ts): its path, nothing else. */
  onPageView?: (path: string) => void;
  /** Counts every request and answers GET /metrics (metrics.ts); without it /metrics is a 404. */
  metrics?: SiteMetrics;
  log?: (line: string) => void;
};

/** The answer of /auth/v1 and /api while the auth server starts: JSON as GoTrue's errors, retry soon. */
function starting(): Response {
  return Response.json(
    { code: 503, error_code: "service_starting", msg: "Starting, try again in a moment." },
    { status: 503, headers: { "Retry-After": "1", "Cache-Control": "no-store" } },
  );
}

export function createSiteApp({
  site,
  auth,
  account,
  desk,
  search,
  trustProxy = false,
  ready = () => true,
  onSent,
  onPageView,
  remade,
  metrics,
  log = logWarn,
}: SiteAppOptions) {
  const app = new Hono<{ Bindings: NodeBindings }>();

  // Every request has an id (a proxy's X-Request-Id, else a new one), echoed to the caller and on
  // every line logged while it is answered, here, in the auth server and in the desk; in JSON logs
  // each answered request is one line too (method, route group, status, time; never its path).
  app.use(async (c, next) => {
    const id = requestIdFor(c.req.header("x-request-id"));
    const start = performance.now();
    await withRequestId(id, next);
    c.res.headers.set("X-Request-Id", id);
    const { method } = c.req;
    withRequestId(id, () =>
      logRequest({
        method,
        group: routeGroup(method, new URL(c.req.url).pathname),
        status: c.res.status,
        ms: Math.round(performance.now() - start),
      }),
    );
  });

  if (metrics) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      const path = new URL(c.req.url).pathname;
      metrics.observeRequest(c.req.method, path, c.res.status, (performance.now() - start) / 1000);
    });
  }

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    const forwardedProto = trustProxy
      ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
      : undefined;
    if (forwardedProto === "https") {
      c.res.headers.set("Strict-Transport-Security", HSTS);
    }
  });

  // For a load balancer or process manager: 200 once every part answers, 503 while one starts.
  app.on(["GET", "HEAD"], "/healthz", (c) => {
    const authReady = !auth || ready();
    return c.json(
      { status: authReady ? "ok" : "starting", site: "ok", auth: authReady ? "ok" : "starting" },
      authReady ? 200 : 503,
      { "Cache-Control": "no-store", ...(authReady ? {} : { "Retry-After": "1" }) },
    );
  });

  // Prometheus (metrics.ts): only when the deployer set METRICS_TOKEN, and only with it.
  if (metrics) app.on(["GET", "HEAD"], "/metrics", (c) => metrics.respond(c.req.raw));

  app.use("/auth/v1/*", async (_c, next) => (ready() ? next() : starting()));
  app.use("/auth/v1", async (_c, next) => (ready() ? next() : starting()));
  app.use("/api/*", async (_c, next) => (ready() ? next() : starting()));

  if (auth) {
    const forward = (c: Context<{ Bindings: NodeBindings }>) => {
      const remoteAddr = c.env?.incoming?.socket?.remoteAddress;
      return auth(c.req.raw, remoteAddr ? { remoteAddr } : {});
    };
    app.all("/auth/v1", forward);
    app.all("/auth/v1/*", forward);
  }

  if (account) app.route(ACCOUNT_API_PATH, account); // account-routes.ts: DELETE /api/account
  if (desk) {
    // The service desk (docs/decisions/0022-service-desk.md): its own routes under /api/desk.
    app.all("/api/desk", (c) => desk(c.req.raw, c.env));
    app.all("/api/desk/*", (c) => desk(c.req.raw, c.env));
  }

  app.on(["GET", "HEAD"], "*", async (c) => {
    // The path as it came on the wire (Hono's c.req.path is already partly decoded).
    const url = new URL(c.req.url);
    const resolved = resolveSitePath(url.pathname);
    if (resolved.kind === "malformed") {
      log(`[saathi] 400 malformed path ${JSON.stringify(url.pathname)}`);
      return c.text("Bad Request: malformed path", 400);
    }
    if (resolved.kind === "redirect") return c.redirect(resolved.location + url.search, 308);
    // "Your state" without JavaScript: the plain form's answer leads to the state's page.
    const chosen = stateChoiceLocation(resolved.path, url.searchParams);
    if (chosen) return c.redirect(chosen, 303);
    const searchLocale = searchPageLocale(resolved.path);
    if (search && searchLocale && url.searchParams.has("q")) {
      const page = site.files.get(resolved.path);
      if (page)
        return searchPageResponse(c.req.raw, url.searchParams, page, search, log, searchLocale);
    }
    // A page after a plain post of "Was this page useful?" says the answer (page-feedback.ts).
    const file =
      (await remade?.(resolved.path)) ??
      withFeedbackAnswer(site.files.get(resolved.path), resolved.path, url.searchParams);
    const deskPath = unlocalizedPath(resolved.path);
    if (deskPageHeaders(deskPath)) {
      const prefix = localeInfo[localeOfPath(resolved.path)].prefix;
      if (file) return deskPageResponse(c.req.raw, file, deskPath, prefix, url.searchParams);
      const res = staticResponse(c.req.raw, site.notFoundFor(resolved.path), 404);
      for (const [name, value] of Object.entries(deskPageHeaders(deskPath)!))
        res.headers.set(name, value);
      return res;
    }
    const res = staticResponse(
      c.req.raw,
      file ?? site.notFoundFor(resolved.path),
      file ? 200 : 404,
    );
    if (res.status === 200 && c.req.method === "GET") {
      onSent?.(resolved.path);
      if (
        onPageView &&
        file &&
        isPageView(resolved.path, file, {
          userAgent: c.req.header("user-agent"),
          fetchDest: c.req.header("sec-fetch-dest"),
          query: url.searchParams,
        })
      )
        onPageView(resolved.path);
    }
    return res;
  });

  app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" }));

  return app;
}
