/**
 * `npm start`: build the site if needed, then serve it (and the auth API) on
 * http://127.0.0.1:$PORT from one process.
 */
import { serve } from "@hono/node-server";
import { createAuthServer } from "@saathi/auth-server";
import { AUTH_BASE_PATH } from "@saathi/auth-server/public";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { accountRoutes } from "./account-routes.ts";
import { buildIfNeeded } from "./build-if-needed.ts";
import { createSiteApp } from "./site-app.ts";
import { loadStaticSite } from "./static-site.ts";

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

const port = readPort(process.env.PORT);
const hostname = process.env.HOST || "127.0.0.1";

buildIfNeeded(webDir);
const buildConfig = JSON.parse(await readFile(new URL("../build/site-config.json", import.meta.url), "utf8")) as {
  connectOrigins: string[];
};
const site = await loadStaticSite(fileURLToPath(new URL("../build/client", import.meta.url)), buildConfig);
// The embedded auth server (GoTrue-compatible) on the same origin, with its data in
// the repository's .data folder unless AUTH_DATA_DIR / DATABASE_URL say otherwise.
const auth = await createAuthServer({
  env: {
    ...process.env,
    AUTH_DATA_DIR: process.env.AUTH_DATA_DIR || `${repoDir}.data`,
    API_EXTERNAL_URL: process.env.API_EXTERNAL_URL || `http://${hostname}:${port}/auth/v1`,
  },
});
// Account deletion uses the admin API: of the embedded server in-process, or of the hosted
// project named by SUPABASE_URL with its SUPABASE_SERVICE_ROLE_KEY (README "Accounts").
const hosted = process.env.SUPABASE_URL && process.env.SUPABASE_SERVICE_ROLE_KEY;
const account = accountRoutes(
  hosted
    ? { authUrl: `${process.env.SUPABASE_URL!.replace(/\/+$/, "")}/auth/v1`, authFetch: (request) => fetch(request), serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY! }
    : { authUrl: `http://in-process${AUTH_BASE_PATH}`, authFetch: (request) => auth.fetch(request), serviceRoleKey: auth.serviceRoleKey },
);
const app = createSiteApp({ site, auth: (request, info) => auth.fetch(request, info), account });

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`[saathi] serving on http://${hostname}:${info.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => {
      void auth.close().finally(() => process.exit(0));
    });
  });
}
