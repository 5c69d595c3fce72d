/**
 * `npm start` builds when needed: when there is no build, or when a source file
 * is newer than the prerendered home page.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// postbuild.ts writes _headers from csp.ts and security-headers.ts, so they are build inputs too.
const SOURCES = [
  "app",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
  "scripts/postbuild.ts",
  "scripts/route-facades.ts",
  "scripts/downloads.ts",
  "scripts/build-sw.ts",
  "scripts/precompress.ts",
  "server/precompress.ts",
  "scripts/sw-precache.ts",
  "sw",
  "server/csp.ts",
  "server/security-headers.ts",
];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isBuildStale(webDir: string): boolean {
  const marker = join(webDir, "build/client/index.html");
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => {
    const path = join(webDir, source);
    return existsSync(path) && newestMtime(path) > built;
  });
}

export function buildIfNeeded(webDir: string) {
  if (!isBuildStale(webDir)) return;
  // Plain text, as the build's own output below it: both come before the server's first log line.
  console.log("[saathi] building the site (sources changed or no build yet)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: webDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The site build failed; see the output above.");
}
