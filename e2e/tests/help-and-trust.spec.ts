/**
 * Issue 15: urgent help on every page, a person to reach, a floating button that
 * hides nothing, breadcrumbs and sources, and printable checklists.
 */
import { guides, hubs } from "../../packages/web/app/content/guides.ts";
import { sitePaths, type SitePath } from "../../packages/web/app/content/routes.ts";
import { expect, expectAccessible, gotoHydrated, test, walkedSitePaths } from "./fixtures.ts";

const urgentTels = ["112", "108", "14416"];
const urgentHelpPaths = (Object.keys({ ...guides, ...hubs }) as SitePath[]).filter(
  (path) => (guides[path] ?? hubs[path])?.urgentHelp,
);
const guidePaths = Object.keys(guides) as SitePath[];

test("every route's footer has the Urgent help block with tel: links for 112, 108 and 14416", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of walkedSitePaths) {
    await page.goto(path);
    const urgent = page.getByRole("contentinfo").getByRole("region", { name: "Urgent help" });
    for (const tel of urgentTels)
      await expect(urgent.locator(`a[href="tel:${tel}"]`), `${path} tel:${tel}`).toHaveCount(1);
  }
});

test.describe("at 390 x 844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("patient and pressure pages show the urgent-help lines in the main content, inside the first screen", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(urgentHelpPaths).toEqual(
      expect.arrayContaining([
        "/patient-support",
        "/mental-health-support",
        "/personal-support",
        "/academic-counseling",
        "/peer-support-groups",
        "/strategic-decision-support",
      ]),
    );
    for (const path of urgentHelpPaths) {
      await page.goto(path);
      const block = page
        .getByRole("main")
        .getByRole("region", { name: "If you need help right now" });
      for (const tel of urgentTels) {
        const link = block.locator(`a[href="tel:${tel}"]`);
        await expect(link, `${path} tel:${tel}`).toBeVisible();
        const box = await link.boundingBox();
        expect(box!.y + box!.height, `${path} tel:${tel} above the fold`).toBeLessThanOrEqual(844);
      }
    }
  });

  test("the floating help is a small round corner button and covers no text at the end of the page", async ({
    page,
  }) => {
    for (const path of ["/stream-selection-guide", "/icu-ward-assistance", "/contact"]) {
      await gotoHydrated(page, path);
      const button = page.getByRole("button", { name: "Need help?" });
      const box = (await button.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(56);
      expect(box.height).toBeLessThanOrEqual(56);
      expect(box.x).toBeLessThanOrEqual(24);
      expect(844 - (box.y + box.height)).toBeLessThanOrEqual(24);

      // To the end, as a person does: a guide's sections and the footer are laid out as they
      // come near the screen (content-visibility: auto, app.css), which can move the end a few
      // frames after a scroll reaches it; the end is reached once two scrolls in a row find it
      // at the same place.
      let lastEnd = -1;
      await expect
        .poll(async () => {
          const end = await page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            const { scrollHeight } = document.documentElement;
            return Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight
              ? scrollHeight
              : -1;
          });
          const settled = end !== -1 && end === lastEnd;
          lastEnd = end;
          return settled;
        })
        .toBe(true);
      const covered = await page.evaluate(() => {
        const rect = document.querySelector(".floating-help")!.getBoundingClientRect();
        const hits: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest(".floating-help, .sr-only"))
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            const overlaps =
              r.width > 0 &&
              r.left < rect.right &&
              r.right > rect.left &&
              r.top < rect.bottom &&
              r.bottom > rect.top;
            if (overlaps) hits.push(node.textContent.trim().slice(0, 40));
          }
        }
        return hits;
      });
      expect(covered, `${path}: text under the floating button at the end of the page`).toEqual([]);
    }
  });

  test("the floating help steps aside while the mobile menu is open", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await expect(page.getByRole("button", { name: "Need help?" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Need help?" })).toBeHidden();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("button", { name: "Need help?" })).toBeVisible();
    // So do Emergency help's lines, and a toast (here the floating help's Emergency help notice).
    await page.getByRole("banner").getByRole("button", { name: "Emergency help" }).click();
    await expect(page.getByRole("button", { name: "Need help?" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Need help?" })).toBeVisible();
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Need help?" }).click();
    await page.getByRole("menuitem", { name: "Emergency help" }).click();
    await expect(page.getByRole("button", { name: "Need help?" })).toBeHidden();
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(page.getByRole("button", { name: "Need help?" })).toBeVisible();
  });
});

test.describe("at 360 x 740, without JavaScript (issue 30)", () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

  test("every page's h1 is in the top half of the first screen, the urgent lines still inside it, and a long page has its contents", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const paths = [
      ...walkedSitePaths.filter((path) => path !== "/"),
      ...urgentHelpPaths.map((path) => `/hi${path}`),
    ];
    for (const path of paths) {
      await page.goto(path);
      const main = page.getByRole("main");
      const h1 = (await main.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(h1.y, `${path}: the h1 in the top half`).toBeLessThan(740 / 2);
      if (urgentHelpPaths.includes(path.replace(/^\/hi/, "") as SitePath))
        for (const tel of urgentTels) {
          const box = (await main
            .locator(`[data-urgent-help] a[href="tel:${tel}"]`)
            .boundingBox())!;
          expect(
            box.y + box.height,
            `${path} tel:${tel} inside the first screen`,
          ).toBeLessThanOrEqual(740);
        }
      // "On this page" on every page with three h2 sections or more, a link to each of them.
      const { h2s, height } = await page.evaluate(() => {
        const body = document.querySelector("[data-sections]")!;
        return {
          h2s: [...body.querySelectorAll("h2")].filter((h) => !h.closest("nav, [data-urgent-help]"))
            .length,
          height: body.getBoundingClientRect().bottom + window.scrollY,
        };
      });
      const contents = main.getByRole("navigation", { name: /^(On this page|इस पेज पर)$/ });
      if (h2s < 3) {
        await expect(contents, path).toHaveCount(0);
        continue;
      }
      expect(height, `${path}: long enough for contents`).toBeGreaterThan(3 * 740);
      const targets = await contents.getByRole("link").evaluateAll((links) =>
        links.map((a) => ({
          id: a.getAttribute("href")!.slice(1),
          label: a.textContent,
        })),
      );
      expect(targets, path).toHaveLength(h2s);
      for (const { id, label } of targets) {
        const heading = page.locator(`[id="${id}"]`).getByRole("heading", { level: 2 }).first();
        await expect(heading, `${path}#${id}`).toHaveText(label!);
      }
    }
  });
});

test("/contact answers 200 with hours in IST, the message form and urgent help, and no placeholder contact line", async ({
  page,
  request,
}) => {
  expect((await request.get("/contact")).status()).toBe(200);
  await gotoHydrated(page, "/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  // This build sets no real phone, WhatsApp or email (issue 29): none is shown, never a placeholder.
  await expect(main.locator('a[href^="tel:+91"]')).toHaveCount(0);
  await expect(main.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(main.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(main).not.toContainText("00000");
  await expect(main).toContainText(/Monday to Friday, 9:00 am to 6:00 pm IST/);
  await expect(main.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "5");
  // The form is a request to the service desk (desk-person.spec.ts sends one).
  await expect(main.getByRole("form", { name: "Send us a message" })).toHaveAttribute(
    "action",
    "/api/desk/requests",
  );
  for (const tel of urgentTels)
    await expect(main.locator(`a[href="tel:${tel}"]`).first()).toBeVisible();
  await expectAccessible(page);
});

test("every guide has breadcrumbs, BreadcrumbList and dateModified JSON-LD, a Last reviewed date and related guides", async ({
  request,
}) => {
  for (const path of guidePaths) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<nav aria-label="Breadcrumb"/);
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement?.map((i: { name: string }) => i.name)[0], path).toBe("Home");
    expect(crumbs?.itemListElement, path).toHaveLength(3);
    expect(blocks.find((b) => b["@type"] === "WebPage")?.dateModified, path).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(html, path).toContain("Last reviewed:");
    // Health pages say they are guidance, not medical advice.
    if (guides[path]?.audience === "patients")
      expect(html, path).toContain("general guidance, not medical advice");
    expect(html, path).toMatch(/id="related-guides"/);
  }
});

test("breadcrumbs read Home › Students › the guide, and hubs list every guide of their audience", async ({
  page,
}) => {
  await gotoHydrated(page, "/stream-selection-guide");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("listitem")).toHaveText([
    "Home",
    "Students",
    "Stream selection guide",
  ]);
  await crumbs.getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveURL("/student-support");
  const index = page.getByRole("region", { name: "Every student guide" });
  const studentGuides = guidePaths.filter((p) => guides[p]?.audience === "students");
  await expect(index.getByRole("link")).toHaveCount(studentGuides.length);
});

test("a figure on a page always has a Sources list with the official page", async ({ page }) => {
  await gotoHydrated(page, "/stream-selection-guide");
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("link", { name: /JoSAA/ }).first()).toHaveAttribute(
    "href",
    "https://josaa.nic.in/",
  );
  await expect(sources.getByRole("link", { name: /CBSE/ })).toHaveAttribute(
    "href",
    "https://www.cbse.gov.in/",
  );
  await expect(page.getByRole("main")).toContainText("21,08,774");
  // Every route whose main text states a lakh/crore or grouped figure lists its sources.
  for (const path of sitePaths) {
    const html = await (await page.request.get(path)).text();
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0].replace(/<[^>]+>/g, " ") ?? "";
    const figure = /\d+(?:\.\d+)?\s*(?:lakh|crore)|\d{1,2},\d{2},\d{3}|\d+-\d+%/.test(main);
    if (figure) expect(main, `${path} states a figure`).toContain("Sources");
  }
});

test("a new page opens at its top, with no scroll animation", async ({ page }) => {
  await gotoHydrated(page, "/stream-selection-guide");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "All the ways to reach us" })
    .click();
  await expect(page).toHaveURL("/contact");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    "auto",
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("print hides the header, menus, floating help and footer; checklists have a Print button", async ({
  page,
}) => {
  await gotoHydrated(page, "/strategic-decision-support");
  const checklist = page.getByRole("region", { name: "Before you decide on a drop year" });
  await expect(checklist.getByRole("button", { name: /^Print/ })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.locator(".floating-help")).toBeHidden();
  await expect(checklist.getByRole("button", { name: /^Print/ })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // A checklist one can tick prints its own boxes (issue 24; tools.spec.ts prints the ticks).
  await expect(checklist.getByRole("checkbox").first()).toBeVisible();
  // A list of things to check that is not kept gets an empty box to tick on paper.
  await gotoHydrated(page, "/mental-health-support");
  const box = await page
    .locator("[data-checklist] li")
    .first()
    .evaluate((li) => getComputedStyle(li, "::before").borderTopStyle);
  expect(box).toBe("solid");
});

test("a hospital term explains itself on tap and with the keyboard, and /patient-support has the glossary", async ({
  page,
}) => {
  await gotoHydrated(page, "/icu-ward-assistance");
  const term = page.getByRole("main").getByRole("button", { name: "ICU", exact: true });
  await expect(term).toHaveCount(1);
  await term.click();
  const definition = page.locator("#term-icu");
  await expect(definition).toBeVisible();
  await expect(definition).toContainText("Intensive care unit");
  await page.keyboard.press("Escape");
  await expect(definition).toBeHidden();
  await term.focus();
  await page.keyboard.press("Enter");
  await expect(definition).toBeVisible();
  await expectAccessible(page);
  await definition.getByRole("button", { name: "Close" }).click();
  await expect(definition).toBeHidden();

  await gotoHydrated(page, "/patient-support");
  const glossary = page.getByRole("region", { name: "Hospital words, in plain language" });
  for (const word of [
    "UHID",
    "OPD",
    "IPD",
    "CGHS",
    "TPA",
    "HDU",
    "Attendant pass",
    "Discharge summary",
  ])
    await expect(glossary).toContainText(word);
});
