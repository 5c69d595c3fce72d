/**
 * The built site served in-process on a free port, as `npm start` serves it (same
 * headers, CSP and compression) but without the auth API: for measuring tools that
 * run beside other servers (`npm run size`, the Lighthouse check and benchmark).
 */
import { serve } from "@hono/node-server";
import { existsSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createSiteApp } from "../server/site-app.ts";
import { loadStaticSite } from "../server/static-site.ts";

export const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));

/**
 * Lighthouse will not audit a page answered with HTTP 404, so here the 404 page is
 * also answered at this path with 200: the same file, headers and CSP.
 */
export const NOT_FOUND_PREVIEW = "/not-found-page-preview";

/** `port` 0 (the default): any free port. */
export async function serveBuild(port = 0): Promise<{ origin: string; close: () => void }> {
  if (!existsSync(`${clientDir}/index.html`))
    throw new Error("No build found: run `npm run build` first.");
  const buildConfig = JSON.parse(
    readFileSync(new URL("../build/site-config.json", import.meta.url), "utf8"),
  ) as { connectOrigins: string[] };
  const app = createSiteApp({ site: await loadStaticSite(clientDir, buildConfig) });
  const fetch = async (request: Request) => {
    const response = await app.fetch(request);
    return new URL(request.url).pathname === NOT_FOUND_PREVIEW
      ? new Response(response.body, { status: 200, headers: response.headers })
      : response;
  };
  const server = serve({ fetch, hostname: "127.0.0.1", port });
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
