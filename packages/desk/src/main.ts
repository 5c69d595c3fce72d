/**
 * Runs the auth server and the desk alone (no site): /auth/v1 and /api/desk on PORT (9999) at
 * GOTRUE_API_HOST, with the auth server's storage and SMTP settings. The site's `npm start` mounts
 * both itself; this is for trying the desk's API and for its kill -9 test. Desk settings come from
 * DESK_* variables here (DESK_SITE_URL, DESK_OPERATOR_INBOX, DESK_RETENTION_MONTHS, limits).
 */
import { ConfigError, DataDirError, createAuthServer } from "@saathi/auth-server";
import { listen, serverLimitsFromEnv } from "@saathi/auth-server/node-server";
import { byLocale, deskEnvOverrides } from "./config.ts";
import { createDesk } from "./index.ts";
import { openDaysInWords } from "./services/hours.ts";

process.umask(0o077);

let auth;
try {
  auth = await createAuthServer();
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const authServer = auth;
const env = process.env;
const overrides = deskEnvOverrides(env);
const siteUrl = (env.DESK_SITE_URL || env.GOTRUE_SITE_URL || "http://127.0.0.1:8080").replace(
  /\/+$/,
  "",
);
const openDays = [1, 2, 3, 4, 5];
const desk = await createDesk({
  db: authServer.db,
  config: {
    siteUrl,
    siteName: "Saathi",
    teamName: "Saathi support team",
    operatorInbox:
      overrides.operatorInbox ?? authServer.config.smtpAdminEmail ?? "operator@localhost",
    ...(overrides.onCallInbox ? { onCallInbox: overrides.onCallInbox } : {}),
    ...(overrides.replyTargetHours ? { replyTargetHours: overrides.replyTargetHours } : {}),
    retentionMonths: overrides.retentionMonths ?? 12,
    replyWithinHours: 2,
    hours: {
      days: "Monday to Friday",
      opens: "09:00",
      closes: "18:00",
      timeZone: "Asia/Kolkata",
      openDays,
    },
    urgentLines: { en: [], hi: [], bn: [], mr: [] },
    daysInWords: byLocale((l) => openDaysInWords(openDays, l)),
    limits: { ...overrides.limits, repliesPerRequest: 20, subscriptionsPerIp: 5 },
    trustProxy: false,
  },
  auth: {
    authUrl: "http://in-process/auth/v1",
    authFetch: (request) => authServer.fetch(request),
    serviceRoleKey: authServer.serviceRoleKey,
  },
  smtp: authServer.config.smtp,
  digest: () => [],
  sweepDeletedAccounts: true,
});

type Bindings = { incoming: { socket: { remoteAddress?: string } } };
const http = await listen({
  fetch: (request, bindings: Bindings) =>
    new URL(request.url).pathname.startsWith("/auth/v1")
      ? authServer.fetch(request, { remoteAddr: bindings.incoming.socket.remoteAddress })
      : desk.fetch(request, bindings),
  hostname: authServer.config.host,
  port: authServer.config.port,
  limits: serverLimitsFromEnv(env),
  errorHeaders: { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
});
console.log(
  `[desk] listening on http://${authServer.config.host}:${http.port} (/auth/v1, /api/desk; storage: ${authServer.db.kind})`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await http.close();
  await desk.close();
  await authServer.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
