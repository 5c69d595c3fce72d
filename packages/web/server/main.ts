/**
 * `npm start`: build the site if needed, then serve it (and the auth API) on
 * http://127.0.0.1:$PORT from one process.
 */
import { serve } from "@hono/node-server";
import { createAuthServer } from "@saathi/auth-server";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { placeholderContactFields } from "../app/config/site.ts";
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
const app = createSiteApp({ site, auth: (request, info) => auth.fetch(request, info) });

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`[saathi] serving on http://${hostname}:${info.port}`);
  const placeholders = placeholderContactFields();
  if (placeholders.length > 0) {
    console.warn(
      `[saathi] warning: the contact details shown on /contact and in the footer are placeholders (${placeholders.join(", ")}). ` +
        "Set your own in packages/web/app/config/site.ts and rebuild; README.md, \"Before you deploy\", lists them.",
    );
  }
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => {
      void auth.close().finally(() => process.exit(0));
    });
  });
}
