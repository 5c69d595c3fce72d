/**
 * Issue 20, item 6: larger text and zoom (WCAG 1.4.4, 1.4.10), the floating help never over the
 * page's words, and targets big enough to tap (WCAG 2.5.8).
 *
 * How the two reading modes are emulated in Chromium:
 * - "Text at 200%" is the browser's default font size doubled (CDP `Page.setFontSizes`, standard
 *   16 -> 32 px, fixed 13 -> 26 px), which is what Chrome's font-size setting changes: everything
 *   sized in rem grows, and media queries in rem/em (Tailwind's breakpoints) move with it. Zoom
 *   (deviceScaleFactor, --force-device-scale-factor) would not do that. Each test checks that
 *   the root's font size really is 32 px.
 * - "400% zoom on a 1280 px screen" is a 320 x 256 CSS px viewport (1280 x 1024 / 4): zoom makes
 *   CSS pixels larger, so the page lays out exactly as in a window of that size.
 */
import type { Page } from "@playwright/test";
import {
  everyRoute,
  expect,
  gotoHydrated,
  inFirstScreen,
  renderAllForAxe,
  test,
} from "./fixtures.ts";

async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * How wide the page is, and whether the menu button and Emergency help lie within the first
 * screen of the page (measured from the page's top: a page that focuses a field on load may
 * have scrolled, and where the screen is short the header scrolls with the page).
 */
async function frameReport(page: Page) {
  const header = page.getByRole("banner");
  const emergency = header
    .getByRole("button", { name: "Emergency help" })
    .or(header.getByRole("link", { name: "Emergency help" }));
  const menu = header.getByRole("button", { name: /menu/i }).or(header.locator("summary"));
  await expect(emergency).toBeVisible();
  await expect(menu).toBeVisible();
  return {
    ...(await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      rootFontSize: getComputedStyle(document.documentElement).fontSize,
    }))),
    emergencyOnScreen: await emergency.evaluate(inFirstScreen),
    menuOnScreen: await menu.evaluate(inFirstScreen),
  };
}

for (const mode of [
  { name: "text at 200% on a 360 px phone", viewport: { width: 360, height: 740 }, text: 2 },
  { name: "400% zoom on a 1280 px screen", viewport: { width: 320, height: 256 }, text: 1 },
]) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport });
    test("every route fits the width, with the menu button and Emergency help on screen", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      if (mode.text === 2) await doubleTextSize(page);
      const problems: string[] = [];
      for (const path of everyRoute) {
        await gotoHydrated(page, path);
        // Sections off screen are laid out only near the screen (content-visibility: auto), and
        // what is not laid out cannot overflow: lay out the whole page, as a reader scrolling would.
        await renderAllForAxe(page);
        const report = await frameReport(page);
        expect(report.rootFontSize).toBe(`${16 * mode.text}px`);
        if (report.scrollWidth > report.innerWidth)
          problems.push(`${path}: ${report.scrollWidth} px wide in ${report.innerWidth}`);
        if (!report.emergencyOnScreen) problems.push(`${path}: Emergency help off screen`);
        if (!report.menuOnScreen) problems.push(`${path}: menu button off screen`);
      }
      expect(problems).toEqual([]);
    });
  });
}

/**
 * Scrolls the page from top to bottom in steps smaller than the help button, and at each step
 * lists the words, links and buttons a reader can see that the floating help button covers.
 * Words the sticky header or the help bar hide (both opaque, across the whole width) are not
 * visible: they are above or below the part of the screen the page scrolls through, like words
 * past the screen's edge. Returns also what makes the help a bar, so that the test can check it.
 */
function sweepForOverlap() {
  const help = document.querySelector<HTMLElement>(".floating-help")!;
  const button = help.querySelector("button")!;
  const header = document.querySelector("header");
  const opaque = (el: Element) => {
    const bg = getComputedStyle(el).backgroundColor;
    return !bg.startsWith("rgba") || bg.endsWith(", 1)");
  };
  const helpBox = help.getBoundingClientRect();
  const isBar = helpBox.left <= 0 && helpBox.right >= window.innerWidth && opaque(help);

  const targets: (Text | Element)[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement!;
    if (parent.closest(".floating-help, .sr-only, header, [hidden], script, style")) continue;
    targets.push(node as Text);
  }
  for (const el of document.querySelectorAll("main a, main button, footer a, footer button"))
    targets.push(el);

  const hits = new Set<string>();
  const step = Math.max(16, button.getBoundingClientRect().height / 2);
  const end = document.scrollingElement!.scrollHeight - window.innerHeight;
  for (let y = 0; y <= end + step; y += step) {
    window.scrollTo(0, Math.min(y, end));
    const headerBox = header?.getBoundingClientRect();
    const top = headerBox && getComputedStyle(header!).position === "sticky" ? headerBox.bottom : 0;
    const bottom = isBar ? help.getBoundingClientRect().top : window.innerHeight;
    const b = button.getBoundingClientRect();
    for (const target of targets) {
      let rects: DOMRectList;
      if (target instanceof Text) {
        const range = document.createRange();
        range.selectNodeContents(target);
        rects = range.getClientRects();
      } else rects = target.getClientRects();
      for (const r of rects) {
        if (r.width === 0 || r.height === 0) continue;
        // The part of the word a reader can see, between the header and the bottom of the screen (or the bar).
        const visTop = Math.max(r.top, top);
        const visBottom = Math.min(r.bottom, bottom);
        if (visBottom <= visTop) continue;
        if (r.left < b.right && r.right > b.left && visTop < b.bottom && visBottom > b.top) {
          const what = (target.textContent ?? "").trim().slice(0, 40);
          hits.add(
            `${target instanceof Text ? "text" : (target as Element).tagName} "${what}" at scroll ${Math.round(window.scrollY)}`,
          );
        }
      }
    }
  }
  // Where the page ends when scrolled to the bottom: its last words must clear the bar.
  window.scrollTo(0, end);
  const footers = document.querySelectorAll("footer");
  const footer = footers[footers.length - 1]!.getBoundingClientRect();
  return {
    hits: [...hits],
    isBar,
    barTop: help.getBoundingClientRect().top,
    barHeight: help.getBoundingClientRect().height,
    footerBottom: footer.bottom,
    buttonBox: button.getBoundingClientRect().toJSON() as DOMRect,
  };
}

const longestPages = ["/icu-ward-assistance", "/mental-health-support", "/", "/study-tips"];

test.describe("the floating help button never covers words, at any scroll position", () => {
  for (const width of [320, 360, 390, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 1000 ? 740 : 800 });
      for (const path of longestPages) {
        await gotoHydrated(page, path);
        const result = await page.evaluate(sweepForOverlap);
        expect(result.hits, `${path} at ${width} px`).toEqual([]);
        // Below 1280 px the button sits in a bar across the bottom; the page's end scrolls clear of it.
        expect(result.isBar, `${path} at ${width} px: a bar`).toBe(width < 1280);
        if (result.isBar) {
          expect(result.footerBottom).toBeLessThanOrEqual(result.barTop + 0.5);
          expect(result.barHeight).toBeLessThanOrEqual(56);
        }
        // A small corner button on a phone (DESIGN.md), <= 56 px.
        if (width < 640) {
          expect(result.buttonBox.width).toBeLessThanOrEqual(56);
          expect(result.buttonBox.height).toBeLessThanOrEqual(56);
        }
      }
    });
  }
});

/**
 * Every link and button at least 24 x 24 CSS px (WCAG 2.5.8), except a link inside a sentence
 * (the criterion's inline exception): one whose block holds words of its own beside it. The
 * footer's links get no such exception: they are lists of places to go, and must be tappable.
 */
function smallTargets() {
  const blockOf = (el: Element) => {
    let node: Element | null = el.parentElement;
    while (node && getComputedStyle(node).display.startsWith("inline")) node = node.parentElement;
    return node;
  };
  const inSentence = (el: Element) => {
    const block = blockOf(el);
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (el.contains(node) || node.parentElement?.closest("a, button, .sr-only")) continue;
      if (/\p{L}{2,}/u.test(node.textContent ?? "")) return true;
    }
    return false;
  };
  const small: string[] = [];
  for (const el of document.querySelectorAll(
    "a[href], button, summary, [role='button'], input[type='checkbox'], input[type='radio']",
  )) {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (el.closest(".sr-only")) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue; // visually hidden (the skip link until focused)
    if (box.width >= 24 && box.height >= 24) continue;
    const inFooter = el.closest("footer") !== null && el.closest("main") === null;
    if (inFooter ? box.height >= 24 : inSentence(el)) continue;
    small.push(
      `${el.tagName} "${(el.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
    );
  }
  return small;
}

test.describe("touch targets are at least 24 x 24 px", () => {
  for (const width of [360, 1280]) {
    test(`on every route at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const path of everyRoute) {
        await gotoHydrated(page, path);
        for (const target of await page.evaluate(smallTargets)) problems.push(`${path}: ${target}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
