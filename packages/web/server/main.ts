/**
 * `npm start`: build the site if needed, then serve it (and the auth API) on
 * http://$HOST:$PORT from one process.
 */
import {
  ConfigError,
  DataDirError,
  createAuthServer,
  loadConfig,
  type AuthServer,
} from "@saathi/auth-server";
import { Hono } from "hono";
import { createDesk, createPageViewCounter, type Desk } from "@saathi/desk";
import { listen } from "@saathi/auth-server/node-server";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import {
  BUILD_SITE_URL,
  placeholderContactFields,
  placeholderGrievanceFields,
} from "../app/config/site.ts";
import { MAIL_LINK_LIFETIME_SECONDS } from "../app/features/accounts/link-lifetime.ts";
import { AUTH_BASE_PATH } from "@saathi/auth-server/public";
import { ACCOUNT_API_PATH } from "../app/features/accounts/account-api.ts";
import { accountRoutes } from "./account-routes.ts";
import { buildIfNeeded } from "./build-if-needed.ts";
import { passkeyDefaults } from "./passkey-defaults.ts";
import { SECURITY_HEADERS } from "./security-headers.ts";
import { siteServerLimits } from "./server-limits.ts";
import { siteMailTemplates } from "./site-mail-templates.ts";
import { createSiteApp } from "./site-app.ts";
import { createSiteSearch } from "./site-search.ts";
import { deskConfig, digestGuides, examReminders, siteChecklists } from "./desk-config.ts";
import {
  countedFiguresService,
  readTrustFigureMin,
  type CountedFiguresService,
} from "./counted-figures.ts";
import { publicOrigin, rebaseSite } from "./site-origin.ts";
import { templatesRemadeAt, type RemadeTemplates } from "./template-origin.ts";
import { loadStaticSite } from "./static-site.ts";
import { preflight } from "./preflight.ts";
import { createSiteMetrics, readMetricsToken } from "./metrics.ts";
import { observeDeliveries } from "@saathi/auth-server/outbox-delivery";
import { logError, logInfo, logWarn, readLogFormat } from "@saathi/auth-server/log";

// Everything this process creates (the auth data folder above all) is its owner's alone.
process.umask(0o077);

// LOG_FORMAT (text or json) is read as the log module loads; one it cannot read stops the start here.
try {
  readLogFormat(process.env);
} catch (error) {
  logError(`[saathi] ${(error as Error).message}`);
  process.exit(1);
}

// In production, a deployment that is not ready does not start (preflight.ts, issue 33).
if (process.env.NODE_ENV === "production") {
  const problems = await preflight(process.env);
  if (problems.length > 0) {
    const override = process.env.PREFLIGHT_OVERRIDE === "accept-risk";
    logError(
      `[saathi] preflight: ${problems.length} thing(s) to fix before this serves real people:`,
    );
    for (const problem of problems) logError(`  - ${problem}`);
    if (!override) {
      logError(
        "[saathi] not starting (NODE_ENV=production). Fix them, or set PREFLIGHT_OVERRIDE=accept-risk to start anyway.",
      );
      process.exit(1);
    }
    logError(
      "[saathi] starting anyway (PREFLIGHT_OVERRIDE=accept-risk): people may get no mail, see placeholder contacts, or learn who has an account.",
    );
  }
}

const webDir = fileURLToPath(new URL("..", import.meta.url));
const repoDir = fileURLToPath(new URL("../../..", import.meta.url));

function readPort(value: string | undefined): number {
  if (value === undefined || value === "") return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}".`);
  }
  return port;
}

function readBoolean(name: string, value: string | undefined): boolean {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === "" || v === "false" || v === "0") return false;
  if (v === "true" || v === "1") return true;
  throw new Error(`${name} must be true or false, got "${value}".`);
}

const hostname = process.env.HOST || "127.0.0.1";
const requestedPort = readPort(process.env.PORT);
const trustProxy = readBoolean("TRUST_PROXY", process.env.TRUST_PROXY);
const limits = siteServerLimits(process.env, trustProxy);

buildIfNeeded(webDir);
const buildConfig = JSON.parse(
  await readFile(new URL("../build/site-config.json", import.meta.url), "utf8"),
) as {
  connectOrigins: string[];
  /** The origin the build wrote into its pages (absent from builds before issue 29). */
  siteUrl?: string;
};
const site = await loadStaticSite(
  fileURLToPath(new URL("../build/client", import.meta.url)),
  buildConfig,
);

/** The template files made for the public origin, as they are asked for (template-origin.ts). */
let remadeTemplates: RemadeTemplates | undefined;
/** Serves the build at the deployment's public origin (issue 29, server/site-origin.ts). */
async function serveAt(listening: string): Promise<string> {
  let origin: string;
  try {
    origin = publicOrigin(process.env, listening);
  } catch (error) {
    logError(`[saathi] ${(error as Error).message}`);
    process.exit(1);
  }
  const built = buildConfig.siteUrl ?? BUILD_SITE_URL;
  const changed = await rebaseSite(site, built, origin, buildConfig);
  if (changed > 0) logInfo(`[saathi] links in ${changed} files name ${origin}`);
  if (origin !== built)
    remadeTemplates = await templatesRemadeAt(site, origin, { csp: buildConfig });
  return origin;
}
// The public origin is known before listening, unless it is the address of a port still to be
// chosen (PORT=0 with no SITE_URL): then pages name it from the moment the port is known.
const originKnown =
  requestedPort !== 0 || Boolean(process.env.SITE_URL || process.env.GOTRUE_SITE_URL);
let siteOrigin = originKnown ? await serveAt(`http://${hostname}:${requestedPort}`) : "";

// The pages are served from the first moment: they are all in memory already. The auth server
// (and the site's API, which needs it) starts after the listener, because with PORT=0 its default
// public URL needs the port we got; until it is ready (a second, or several on the first start,
// which creates the database) /auth/v1 and /api answer 503 with Retry-After, and /healthz says so.
// Without it /search still serves the page, and the browser searches when scripts run.
const search = await createSiteSearch(site).catch((error: unknown) => {
  logWarn(`[saathi] warning: /search will not answer without JavaScript: ${String(error)}`);
  return undefined;
});
// The figures the pages may show (counted-figures.ts): a wrong threshold stops the start.
let trustFigureMin: number | undefined;
try {
  trustFigureMin = readTrustFigureMin(process.env);
} catch (error) {
  logError(`[saathi] ${(error as Error).message}`);
  process.exit(1);
}
let figures: CountedFiguresService | undefined;
let auth: AuthServer | undefined;
let accountApp: Hono | undefined;
let desk: Desk | undefined;
// GET /metrics for Prometheus, only when METRICS_TOKEN is set (metrics.ts, README "Metrics").
const metricsToken = readMetricsToken(process.env);
const metrics = metricsToken
  ? createSiteMetrics({ token: metricsToken, db: () => auth?.db })
  : undefined;
if (metrics) observeDeliveries(metrics.mailResult);
// Page views (issue 32, page-views.ts): counted in memory, added to the desk's table in batches
// every few seconds and when the server stops, so serving a page never writes to the database.
const pageViews = createPageViewCounter({
  add: async (counts) => {
    if (!desk) throw new Error("the service desk is still starting");
    await desk.addPageViews(counts);
  },
  log: (line) => console.warn(line),
});
const app = createSiteApp({
  site,
  auth: (request, info) => auth!.fetch(request, info),
  // Mounted now, filled in below; `ready` keeps requests away until then.
  account: new Hono().all("*", (c) => accountApp!.fetch(c.req.raw)),
  desk: (request, env) => desk!.fetch(request, env),
  ready: () => accountApp !== undefined && desk !== undefined,
  search,
  trustProxy,
  onSent: (path) => figures?.countDownload(path),
  onPageView: (path) => pageViews.count(path),
  remade: (path) => remadeTemplates?.(path),
  metrics,
});
const listening = await listen({
  fetch: (request, env) => app.fetch(request, env),
  hostname,
  port: requestedPort,
  limits,
  errorHeaders: SECURITY_HEADERS,
});
const port = listening.port;
logInfo(`[saathi] serving on http://${hostname}:${port}`);

// The embedded auth server (GoTrue-compatible) on the same origin, with its data in
// the repository's .data folder unless AUTH_DATA_DIR / DATABASE_URL say otherwise.
const origin = `http://${hostname}:${port}`;
if (!originKnown) siteOrigin = await serveAt(origin);
const passkeys = passkeyDefaults(process.env, origin);
const authServer = await createAuthServer({
  env: {
    ...process.env,
    // The auth server's own PORT setting (1-65535) only shapes its default public URL: ours.
    PORT: String(port),
    AUTH_DATA_DIR: process.env.AUTH_DATA_DIR || `${repoDir}.data`,
    API_EXTERNAL_URL: process.env.API_EXTERNAL_URL || `${origin}/auth/v1`,
    // Links in mail return to this site unless the deployer names its public address.
    GOTRUE_SITE_URL: process.env.GOTRUE_SITE_URL || siteOrigin,
    ...siteMailTemplates(process.env),
    ...passkeys,
  },
  ...(metrics ? { onAuthOutcome: metrics.authOutcome } : {}),
}).catch((err: unknown) => {
  // A wrong setting or a data folder we cannot make private: say so in one line, no stack.
  if (err instanceof ConfigError || err instanceof DataDirError) {
    logError(err.message);
    process.exit(1);
  }
  throw err;
});
auth = authServer;
// Account deletion uses the admin API: of the embedded server in-process, or of the hosted
// project named by SUPABASE_URL with its SUPABASE_SERVICE_ROLE_KEY (README "Accounts").
const hosted = process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY;
const authAccess = hosted
  ? {
      authUrl: `${process.env.SUPABASE_URL!.replace(/\/+$/, "")}/auth/v1`,
      authFetch: (request: Request) => fetch(request),
      serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY!,
    }
  : {
      authUrl: `http://in-process${AUTH_BASE_PATH}`,
      authFetch: (request: Request) => authServer.fetch(request),
      serviceRoleKey: authServer.serviceRoleKey,
    };
// The service desk (packages/desk, README "Service desk"): in the accounts' own database (the auth
// server's handle, no second one), mailing through the auth server's SMTP settings.
const deskInstance = await createDesk({
  db: authServer.db,
  config: deskConfig(process.env, {
    siteUrl: process.env.GOTRUE_SITE_URL || siteOrigin,
    trustProxy,
  }),
  auth: authAccess,
  smtp: authServer.config.smtp,
  digest: digestGuides,
  exams: examReminders,
  checklists: siteChecklists,
  sweepDeletedAccounts: !hosted,
  log: logInfo,
}).catch((err: unknown) => {
  logError(`[saathi] the service desk could not start: ${String((err as Error)?.message ?? err)}`);
  process.exit(1);
});
desk = deskInstance;
figures = countedFiguresService({
  site,
  desk: deskInstance,
  trustMin: trustFigureMin,
  csp: buildConfig,
});
void figures.refresh();
accountApp = new Hono().route(
  ACCOUNT_API_PATH,
  accountRoutes({
    ...authAccess,
    afterDelete: (user) => deskInstance.forgetUser(user.id, user.email),
  }),
);
logInfo(`[saathi] accounts ready (auth API at ${origin}/auth/v1)`);
if (metrics) logInfo(`[saathi] metrics at ${origin}/metrics (Authorization: Bearer METRICS_TOKEN)`);
if (passkeys.GOTRUE_WEBAUTHN_RP_ORIGINS)
  logInfo(`[saathi] passkeys work at ${passkeys.GOTRUE_WEBAUTHN_RP_ORIGINS}`);
const placeholders = [...placeholderContactFields(), ...placeholderGrievanceFields()];
if (placeholders.length > 0) {
  logWarn(
    `[saathi] warning: no real contact details are set (${placeholders.join(", ")}), so /contact, /privacy and the footer show no phone, WhatsApp or email line. ` +
      'Set your own in packages/web/app/config/site.ts and rebuild; README.md, "Before you deploy", lists them.',
  );
}

// The site tells people how long mailed links last (app/features/accounts/link-lifetime.ts); it must be the
// auth server's figure. Hosted Supabase: set VITE_MAIL_LINK_LIFETIME_SECONDS when building.
if (!hosted) {
  const serverLifetime = loadConfig({ ...process.env, PORT: String(port) }).mailer.otpExp;
  if (serverLifetime !== MAIL_LINK_LIFETIME_SECONDS) {
    logWarn(
      `[saathi] warning: mailed links last ${serverLifetime} s (GOTRUE_MAILER_OTP_EXP) but the site says ${MAIL_LINK_LIFETIME_SECONDS} s. ` +
        `Build with VITE_MAIL_LINK_LIFETIME_SECONDS=${serverLifetime} so the pages say how long links really last.`,
    );
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void listening
      .close()
      .then(() => figures?.stop())
      .then(() => pageViews.stop())
      .then(() => deskInstance.close())
      .then(() => authServer.close().finally(() => process.exit(0)));
  });
}
