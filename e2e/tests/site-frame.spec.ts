import { siteRoutes } from "../../packages/web/app/content/site-routes.ts";
import { expect, expectAccessible, gotoHydrated, test, walkedSitePaths } from "./fixtures.ts";

test.describe("every SPEC route", () => {
  for (const path of walkedSitePaths) {
    test(`${path} answers 200 with its heading in the raw HTML, is axe-clean in the light and the dark scheme and logs no errors`, async ({
      page,
      request,
    }) => {
      // Two axe runs (light, then dark's colours) on long pages: on a busy 2-core machine one took over 60 s.
      test.setTimeout(120_000);
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain("<title>");
      expect(html).toContain('rel="canonical"');

      await gotoHydrated(page, path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toBeVisible();
      await expectAccessible(page);
      // Issue 30, night reading: the site's dark palette, the same contrast, and nothing moves.
      const light = await h1.boundingBox();
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
        "rgb(255, 250, 243)",
      );
      expect(await h1.boundingBox()).toEqual(light);
      await expectAccessible(page, { colourOnly: true });
    });
  }
});

test("an unknown path answers 404 with the 404 page, hydrated without errors", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(
    page.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go back home" }).click();
  await expect(page).toHaveURL("/");
});

test("responses carry security headers, caching and compression", async ({ request }) => {
  const home = await request.get("/", { headers: { "accept-encoding": "gzip, br" } });
  const headers = home.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  const scriptSrc = /script-src ([^;]+)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
  // Our own scripts and hashed inline ones only; 'wasm-unsafe-eval' lets site search compile
  // Pagefind's WebAssembly (JavaScript eval stays blocked).
  expect(scriptSrc).toMatch(/^'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-encoding"]).toBe("br");

  const html = await home.text();
  const asset = /\/assets\/[\w.-]+\.js\b/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.headers()["content-type"]).toContain("text/javascript");
  expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  for (const [path, type] of [
    ["/sitemap.xml", "application/xml"],
    ["/robots.txt", "text/plain"],
    ["/site.webmanifest", "application/manifest+json"],
    ["/favicon.svg", "image/svg+xml"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});

test("the sitemap lists every SPEC route and /account in every language, not the reset-password landing page", async ({
  request,
}) => {
  const { sitemapPaths } = siteRoutes;
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of sitemapPaths) expect(xml).toContain(`${path === "/" ? "" : path}</loc>`);
  expect(sitemapPaths).toContain("/hi/icu-ward-assistance");
  expect(xml.match(/<loc>/g)).toHaveLength(sitemapPaths.length);
  expect(xml).not.toContain("reset-password");
});
