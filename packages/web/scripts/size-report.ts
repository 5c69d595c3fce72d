/**
 * `npm run size`: what each route really downloads before it is idle, measured in
 * Chromium against the built site (not guessed from the manifest): every script and
 * stylesheet the page requests from its first byte until the network has been quiet
 * for a while after hydration, so chunks fetched during hydration or on idle count
 * too. Sizes are the files' gzip (level 9) and brotli (quality 11) encodings, the
 * ones the server sends.
 *
 * "framework" is React, React DOM and React Router (the chunk vite.config.ts names
 * so); everything else is ours: our components and the libraries we chose for
 * them. "messages" is the page's language's catalogue (a JSON file the page fetches before it
 * hydrates: app/i18n/messages-file.ts), data rather than code, so it has a budget of its own.
 * Exits non-zero when a budget of DESIGN.md "Budgets" breaks on any route.
 * Run `npm run build` first. SIZE_FILES=1 lists each route's files.
 */
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { sitePaths } from "../app/content/routes.ts";
import { locales, localizedPath } from "../app/i18n/locales.ts";
import { clientDir, serveBuild } from "./serve-build.ts";

/** DESIGN.md "Budgets", in KiB of gzip. */
export const BUDGETS = { jsTotal: 125, jsOwn: 15, css: 12, messages: 10 } as const;

const verbose = Boolean(process.env.SIZE_FILES);
/** The network counts as quiet when nothing new was requested for this long after an idle callback. */
const QUIET_MS = 1500;

type Asset = {
  path: string;
  kind: "framework" | "own" | "css" | "messages";
  gzip: number;
  br: number;
};

const assetCache = new Map<string, Asset>();
function asset(path: string): Asset {
  let found = assetCache.get(path);
  if (!found) {
    const body = readFileSync(clientDir + path);
    const file = path.slice("/assets/".length);
    found = {
      path,
      kind: path.endsWith(".css")
        ? "css"
        : path.endsWith(".json")
          ? "messages"
          : file.startsWith("framework-")
            ? "framework"
            : "own",
      gzip: gzipSync(body, { level: 9 }).length,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    assetCache.set(path, found);
  }
  return found;
}

const server = await serveBuild();
const { origin } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

/** Every /assets/ file the route requests before it is idle, in request order. */
async function assetsBeforeIdle(route: string): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const requested: string[] = [];
  let lastRequestAt = Date.now();
  page.on("request", (request) => {
    lastRequestAt = Date.now();
    const url = new URL(request.url());
    if (
      url.origin === origin &&
      url.pathname.startsWith("/assets/") &&
      !requested.includes(url.pathname)
    )
      requested.push(url.pathname);
  });
  await page.goto(origin + route);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 30_000,
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
    );
    await page.waitForTimeout(250);
    if (Date.now() - lastRequestAt >= QUIET_MS) break;
  }
  await context.close();
  return requested;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const col = (text: string, width: number) => text.padStart(width);
// Every English route, and a sample in every other language (Devanagari and Bengali are three
// bytes a character before compression): the home page, the largest guide, a patient guide, a
// student guide and the 404.
const otherSample = locales
  .filter((locale) => locale !== "en")
  .flatMap((locale) =>
    ["/", "/stream-selection-guide", "/icu-ward-assistance", "/study-tips", "/no-such-page"].map(
      (path) => localizedPath(path, locale),
    ),
  );
const routes = [...sitePaths, "/no-such-page", ...otherSample];
let passed = 0;
let failed = 0;
const worst = { jsTotal: 0, jsOwn: 0, css: 0, messages: 0 };

try {
  console.log(
    `JS and CSS each route loads before it is idle (Chromium, 390 px), KiB; budgets: all JS <= ${BUDGETS.jsTotal} gzip, ours <= ${BUDGETS.jsOwn} gzip, CSS <= ${BUDGETS.css} gzip, messages <= ${BUDGETS.messages} gzip\n`,
  );
  console.log(
    `${"route".padEnd(34)}${col("files", 6)}${col("JS gz", 8)}${col("JS br", 8)}${col("ours gz", 9)}${col("ours br", 9)}${col("CSS gz", 8)}${col("CSS br", 8)}${col("msgs gz", 9)}${col("msgs br", 9)}`,
  );
  for (const route of routes) {
    const files = (await assetsBeforeIdle(route)).map(asset);
    const sum = (kind: Asset["kind"] | "js", key: "gzip" | "br") =>
      files
        .filter((f) =>
          kind === "js" ? f.kind === "framework" || f.kind === "own" : f.kind === kind,
        )
        .reduce((total, f) => total + f[key], 0);
    const jsTotal = sum("js", "gzip");
    const jsOwn = sum("own", "gzip");
    const css = sum("css", "gzip");
    const messages = sum("messages", "gzip");
    worst.jsTotal = Math.max(worst.jsTotal, jsTotal);
    worst.jsOwn = Math.max(worst.jsOwn, jsOwn);
    worst.css = Math.max(worst.css, css);
    worst.messages = Math.max(worst.messages, messages);
    const broken = [
      jsTotal / 1024 > BUDGETS.jsTotal && "all JS",
      jsOwn / 1024 > BUDGETS.jsOwn && "our JS",
      css / 1024 > BUDGETS.css && "CSS",
      messages / 1024 > BUDGETS.messages && "messages",
    ].filter(Boolean);
    if (broken.length) failed += 1;
    else passed += 1;
    console.log(
      `${route.padEnd(34)}${col(String(files.length), 6)}${col(kib(jsTotal), 8)}${col(kib(sum("js", "br")), 8)}${col(kib(jsOwn), 9)}${col(kib(sum("own", "br")), 9)}${col(kib(css), 8)}${col(kib(sum("css", "br")), 8)}${col(kib(messages), 9)}${col(kib(sum("messages", "br")), 9)}${broken.length ? `  OVER BUDGET: ${broken.join(", ")}` : ""}`,
    );
    if (verbose)
      for (const f of files)
        console.log(
          `    ${f.kind.padEnd(10)}${col(kib(f.gzip), 7)} gz ${col(kib(f.br), 7)} br  ${f.path}`,
        );
  }
  console.log(
    `\nLargest per route: all JS ${kib(worst.jsTotal)} KiB gzip (budget ${BUDGETS.jsTotal}), ours ${kib(worst.jsOwn)} (budget ${BUDGETS.jsOwn}), CSS ${kib(worst.css)} (budget ${BUDGETS.css}), messages ${kib(worst.messages)} (budget ${BUDGETS.messages}).`,
  );
  console.log(`size: ${passed} passed, ${failed} failed`);
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
