/**
 * Offline use (issue 24; what is saved: issue 34 item 3, decision 0028). The first visit saves
 * only the shell and the urgent pages of both languages (under 1 MB in all, measured here), so
 * with the network gone (`context.setOffline`) those open, by address and with their code
 * running; a page visited is kept; a guide saved with "Save for offline", or every guide with
 * "Save all guides", opens offline with its code running, by address and by a link inside the
 * site; an unknown page shows the offline page; the auth API and the site's API are never
 * answered by the worker; a new version waits for a navigation and never takes over a page being read.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { accountPaths, searchPath, sitePaths } from "../../packages/web/app/content/routes.ts";
import { locales, localizedPath, type Locale } from "../../packages/web/app/i18n/locales.ts";
import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, renderAllForAxe, test, waitForHydration } from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });
// The run blocks service workers (playwright.config.ts); these tests are about ours.
test.use({ serviceWorkers: "allow" });

/** What the first visit may download in all, the worker's install included (README "Offline"). */
const FIRST_VISIT_BUDGET = 1_000_000;

/** The pages the worker saves at install in English, and in another language when first read. */
const urgentPaths = ["/help-for-suicidal-thoughts", "/mental-health-support"];

/**
 * Every page a reader can open in `locale`: the guides, the hubs, the account pages and search
 * (every English page has its Hindi twin in content/hi/pages).
 */
const pagesOf = (locale: Locale) =>
  [...sitePaths, ...accountPaths, searchPath].map((path) => localizedPath(path, locale));

/** Each page's <h1> as the server sends it, read online and outside the browser (no worker). */
async function headingsFromServer(request: APIRequestContext, paths: readonly string[]) {
  const headings = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
    const text = h1
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
      .trim();
    expect(text, `${path} has an <h1>`).not.toBe("");
    headings.set(path, text);
  }
  return headings;
}

/** The first visit: the page loads, the worker installs (the shell and urgent pages) and takes the page. */
async function visitOnce(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === "activated",
    null,
    {
      timeout: 120_000,
    },
  );
}

/** React Router's own client-side navigation, as a click on one of its links does. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
}

/** The paths the worker's caches hold (the install's and what was kept since). */
function savedPaths(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((url) => new URL(url).pathname);
  });
}

/** Opens each path by its address and checks it came from the worker, whole, with its code running. */
async function expectOpensOffline(
  page: Page,
  paths: readonly string[],
  headings: Map<string, string>,
) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), `${path} comes from the saved copy`).toBe(true);
    await expect(page, path).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
    await expect(page.locator("h1").first(), path).toHaveText(headings.get(path)!);
    await waitForHydration(page);
  }
}

test("the first visit downloads less than 1 MB in all, the worker's install included", async ({
  page,
  context,
}) => {
  let bytes = 0;
  let fromWorker = 0;
  let last = Date.now();
  const pending: Promise<void>[] = [];
  context.on("requestfinished", (request) => {
    last = Date.now();
    if (request.serviceWorker()) fromWorker += 1;
    pending.push(
      request.sizes().then((sizes) => {
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  await visitOnce(page, "/study-tips");
  // Activated, then idle: the page the person is on is saved after activation.
  await expect
    .poll(() => Date.now() - last, { timeout: 60_000, intervals: [500] })
    .toBeGreaterThan(3000);
  await Promise.all(pending);
  console.log(`first visit to /study-tips: ${bytes} bytes (${fromWorker} requests by the worker)`);
  test.info().annotations.push({ type: "first-visit-bytes", description: String(bytes) });
  expect(fromWorker, "the worker's own downloads are counted").toBeGreaterThan(5);
  expect(bytes).toBeLessThan(FIRST_VISIT_BUDGET);
});

test("offline after one visit, the urgent pages and the page visited open, with their code running", async ({
  page,
  context,
  request,
}) => {
  const headings = await headingsFromServer(request, [...urgentPaths, "/study-tips"]);
  await visitOnce(page, "/study-tips");
  await page.waitForTimeout(2000);
  await context.setOffline(true);
  await expectOpensOffline(page, [...urgentPaths, "/study-tips"], headings);
  // Nothing else was saved in the background, and no other language's pages (issue 36).
  const saved = await savedPaths(page);
  expect(saved).not.toContain("/exam-stress");
  expect(saved).not.toContain("/hi/study-tips");
  for (const locale of locales.filter((l) => l !== "en"))
    expect(saved).not.toContain(localizedPath("/help-for-suicidal-thoughts", locale));
  await page.goto("/exam-stress");
  await expect(page).toHaveURL(/\/offline\?from=%2Fexam-stress$/);
});

// Issue 36 item 5: a phone keeps the languages its person reads. A first visit in one language
// saves that language's urgent pages beside English's, and nothing of the other languages.
for (const locale of ["bn", "mr"] as const)
  test(`a first visit in ${locale} saves its urgent pages and English's, no other language's, under 1 MB`, async ({
    page,
    context,
    request,
  }) => {
    let bytes = 0;
    let last = Date.now();
    const pending: Promise<void>[] = [];
    context.on("requestfinished", (finished) => {
      last = Date.now();
      pending.push(
        finished.sizes().then((sizes) => {
          bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        }),
      );
    });
    const own = urgentPaths.map((path) => localizedPath(path, locale));
    const headings = await headingsFromServer(request, [...own, ...urgentPaths]);
    await visitOnce(page, localizedPath("/study-tips", locale));
    await expect
      .poll(() => Date.now() - last, { timeout: 60_000, intervals: [500] })
      .toBeGreaterThan(3000);
    await Promise.all(pending);
    console.log(`first visit to /${locale}/study-tips: ${bytes} bytes`);
    test
      .info()
      .annotations.push({ type: `first-visit-bytes-${locale}`, description: String(bytes) });
    expect(bytes).toBeLessThan(FIRST_VISIT_BUDGET);
    const saved = await savedPaths(page);
    expect(saved).toContain(localizedPath("/offline", locale));
    for (const other of locales.filter((l) => l !== "en" && l !== locale))
      expect(saved.filter((path) => path.startsWith(`/${other}/`))).toEqual([]);
    await context.setOffline(true);
    await expectOpensOffline(page, [...own, ...urgentPaths], headings);
  });

test("a page visited online is kept, and opens offline by its address and by a link", async ({
  page,
  context,
  request,
}) => {
  const headings = await headingsFromServer(request, ["/exam-stress", "/hi/icu-ward-assistance"]);
  await visitOnce(page);
  for (const path of ["/exam-stress", "/hi/icu-ward-assistance"]) await gotoHydrated(page, path);
  await page.waitForTimeout(1000);
  await context.setOffline(true);
  await expectOpensOffline(page, ["/exam-stress", "/hi/icu-ward-assistance"], headings);
  await navigateInApp(page, "/hi/mental-health-support");
  await expect(page).toHaveURL(/\/hi\/mental-health-support$/);
});

test("Save this page saves a guide, says how big, and it opens offline with its code running", async ({
  page,
  context,
  request,
}) => {
  const headings = await headingsFromServer(request, ["/hi/exam-stress"]);
  await visitOnce(page, "/hi/exam-stress");
  const box = page.locator('[data-live="offline"]');
  await box.getByRole("button", { name: "यह पेज सेव करें" }).click();
  await expect(box.getByRole("status")).toHaveText(
    /^ऑफ़लाइन के लिए सेव हो गया: यह पेज, \d+ फ़ाइलें, [\d.]+ (KB|MB)।$/,
    { timeout: 60_000 },
  );
  const saved = await savedPaths(page);
  expect(saved).toContain("/hi/exam-stress.data");
  await context.setOffline(true);
  await expectOpensOffline(page, ["/hi/exam-stress"], headings);
});

test("Save all guides, pressed before the worker is ready, saves every page of the language: all open offline, by address and by links", async ({
  page,
  context,
  request,
}) => {
  const paths = pagesOf("en");
  const headings = await headingsFromServer(request, paths);
  // Pressed at once: the worker may still be installing; no reload is needed.
  await gotoHydrated(page, "/patient-support");
  const box = page.locator('[data-live="offline"]');
  await box.getByRole("button", { name: "Save all guides" }).click();
  await expect(box.getByRole("status")).toHaveText(
    /^Saved for offline: \d+ pages, \d+ files, [\d.]+ (KB|MB)\.$/,
    { timeout: 150_000 },
  );
  console.log(
    `Save all guides on /patient-support: ${await box.getByRole("status").textContent()}`,
  );
  await context.setOffline(true);

  // A real click on a link first.
  await page.locator('main a[href="/icu-ward-assistance"]').first().click();
  await expect(page).toHaveURL(/\/icu-ward-assistance$/);
  await expect(page.locator("h1").first()).toHaveText(headings.get("/icu-ward-assistance")!);
  for (const path of paths) {
    await navigateInApp(page, path);
    await expect(page, path).toHaveURL(new RegExp(`${path === "/" ? "/" : path}$`));
    await expect(page.locator("h1").first(), path).toHaveText(headings.get(path)!);
  }
  await waitForHydration(page);
  await expectOpensOffline(page, paths, headings);
});

test("with Save-Data, nothing is saved in the background beyond the install", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await context.newPage();
  await visitOnce(page);
  await gotoHydrated(page, "/exam-stress");
  await page.waitForTimeout(1500);
  const saved = await savedPaths(page);
  // The page itself, as it came, may be kept; its data is not fetched for it.
  expect(saved).not.toContain("/exam-stress.data");
  await context.close();
});

test("offline, a page that was never saved shows the offline page, in its language", async ({
  page,
  context,
}) => {
  await visitOnce(page);
  await context.setOffline(true);

  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/offline\?from=%2Fno-such-page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
    "href",
    "/no-such-page",
  );
  await expect(page.getByRole("link", { name: "112" }).first()).toHaveAttribute("href", "tel:112");

  // A language never read here has no offline page saved: English's answers.
  await page.goto("/hi/no-such-page");
  await expect(page).toHaveURL(/\/offline\?from=%2Fhi%2Fno-such-page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");

  // Once a Hindi page was read, Hindi's offline page answers for Hindi addresses.
  await context.setOffline(false);
  await gotoHydrated(page, "/hi/study-tips");
  await expect
    .poll(async () => (await savedPaths(page)).includes("/hi/offline"), { timeout: 30_000 })
    .toBe(true);
  await context.setOffline(true);
  await page.goto("/hi/no-such-page");
  await expect(page).toHaveURL(/\/hi\/offline\?from=%2Fhi%2Fno-such-page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आप ऑफ़लाइन हैं");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // A search with words needs the server.
  await page.goto("/search?q=icu");
  await expect(page).toHaveURL(/\/offline\?from=%2Fsearch%3Fq%3Dicu$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");

  // Back online, Try again opens the page asked for (here the server's 404 page).
  await context.setOffline(false);
  await page.goto("/offline?from=%2Fstudy-tips");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/study-tips$/);
});

test("the worker never answers /auth/v1 or /api, online or offline, and keeps nothing of them", async ({
  page,
  context,
  expectFailedRequests,
}) => {
  // The APIs refuse bare requests (no key, wrong method): only where the answer comes from matters.
  expectFailedRequests(/\/(auth\/v1|api)\//);
  await visitOnce(page);
  // A page, for contrast: the worker does answer it.
  const pageResponse = await page.goto("/study-tips");
  expect(pageResponse?.fromServiceWorker()).toBe(true);

  for (const path of ["/auth/v1/health", "/auth/v1/settings", "/api/account"]) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === path),
      page.evaluate((url) => fetch(url).then((r) => r.status), path),
    ]);
    expect(response.fromServiceWorker(), `${path} comes from the network`).toBe(false);
  }
  // A document with no icon of its own: Chromium asks for /favicon.ico, which the site has not.
  expectFailedRequests(/\/favicon\.ico$/);
  const navigation = await page.goto("/auth/v1/health");
  expect(navigation?.fromServiceWorker()).toBe(false);
  expect(navigation?.status()).toBe(200);
  await page.goto("/study-tips");

  const saved = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((url) => new URL(url).pathname);
  });
  expect(saved).toContain("/help-for-suicidal-thoughts");
  expect(saved).toContain("/study-tips");
  expect(saved.filter((path) => /^\/(auth|api|staff)/.test(path))).toEqual([]);

  await context.setOffline(true);
  for (const path of ["/auth/v1/health", "/auth/v1/user", "/api/account"]) {
    const outcome = await page.evaluate(
      (url) =>
        fetch(url).then(
          (r) => `answered ${r.status}`,
          () => "failed",
        ),
      path,
    );
    expect(outcome, `${path} offline`).toBe("failed");
  }
});

/** Which build's worker controls the page: "" for the first, "?build=2" for the test's new build. */
function controllingBuild(page: Page) {
  return page.evaluate(() => {
    const controller = navigator.serviceWorker.controller;
    return controller ? new URL(controller.scriptURL).search : "none";
  });
}

test("a new version waits, and takes over on a navigation only when no page being read would change", async ({
  page,
  context,
}) => {
  await visitOnce(page, "/study-tips");
  expect(await controllingBuild(page)).toBe("");

  // A new build: the browser finds a worker that differs from the running one. Here it is the
  // same file at another address, which the browser installs as a new version all the same; every
  // page from now on registers that address, as every page would register a rebuilt /sw.js.
  await context.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (url, options) {
      return register.call(this, String(url) === "/sw.js" ? "/sw.js?build=2" : url, options);
    };
  });
  await page.evaluate(() => {
    (window as unknown as { changes: number }).changes = 0;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      (window as unknown as { changes: number }).changes += 1;
    });
    return navigator.serviceWorker.register("/sw.js?build=2").then(() => undefined);
  });
  await page.waitForFunction(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
  );
  // It waits: the page being read keeps its version, is not reloaded and sees no change.
  await page.waitForTimeout(1500);
  expect(await controllingBuild(page)).toBe("");
  expect(await page.evaluate(() => (window as unknown as { changes: number }).changes)).toBe(0);
  // The page knows a new version waits for its next navigation.
  await expect(page.locator("html")).toHaveAttribute("data-update-waiting", "");

  // A tab opened beside it does not switch versions under it, nor does a navigation here while
  // that tab is open.
  const other = await context.newPage();
  await other.goto("/hi/study-tips");
  await waitForHydration(other);
  expect(await controllingBuild(page)).toBe("");
  expect(await controllingBuild(other)).toBe("");
  await page.goto("/exam-stress");
  await waitForHydration(page);
  expect(await controllingBuild(page)).toBe("");
  expect(await controllingBuild(other)).toBe("");
  await expect(page.locator("html")).toHaveAttribute("data-update-waiting", "");
  await other.close();

  // Alone, the next navigation brings the new version, and the page arrives whole. The new worker
  // activates only once the old one has no event in progress, and the Hindi tab's first visit set
  // it saving Hindi's urgent pages (issue 36): on a loaded 2-core machine that outlasted the default
  // 7 s twice in runs with a second worker, never alone (23 s for the whole test); 20 s for it.
  await page.goto("/icu-ward-assistance");
  await expect
    .poll(
      async () => {
        try {
          return await controllingBuild(page);
        } catch {
          return "navigating";
        }
      },
      { timeout: 20_000 },
    )
    .toBe("?build=2");
  await expect(page).toHaveURL(/\/icu-ward-assistance$/);
  await waitForHydration(page);
  await expect(page.locator("h1").first()).toBeVisible();
});

test("the site is installable: Chromium finds nothing missing in its manifest", async ({
  page,
}) => {
  await visitOnce(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // A test's browser context is an incognito one, which Chromium never installs from; that is the
  // only complaint allowed (a missing icon, name or start URL would be listed here).
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  const manifest = (await (await page.request.get("/site.webmanifest")).json()) as {
    display: string;
    start_url: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest.display).toBe("standalone");
  expect(manifest.start_url).toBe("/");
  for (const size of ["192x192", "512x512"]) {
    expect(manifest.icons.some((icon) => icon.sizes === size && !icon.purpose)).toBe(true);
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === "maskable")).toBe(
      true,
    );
  }
});

// The page's own content; the header and footer around it are every page's, checked by their specs.
test("the offline page in both languages passes axe, at 360 px and 1280 px", async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/offline?from=%2Fstudy-tips", "/hi/offline?from=%2Fhi%2Fstudy-tips"]) {
      await gotoHydrated(page, path);
      await expect(page.locator("main a[href$='/study-tips']").first()).toBeVisible();
      await renderAllForAxe(page);
      const { violations } = await new AxeBuilder({ page }).include("main").analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
        [],
      );
    }
  }
});
