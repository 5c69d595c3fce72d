/**
 * Shared test setup: every test fails if the page logs a console error or an
 * uncaught exception, and `expectAccessible` runs axe-core on the page.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { accountPaths, searchPath, sitePaths } from "../../packages/web/app/content/routes.ts";

/**
 * The state pages (/state/<slug>) are 36 pages of one builder (content/state-pages.ts): the suites
 * that walk every route (axe in two schemes, streaming, reflow, no script) take three of them: two
 * states whose facts were checked and a union territory with none beyond the national lines (the
 * "not yet checked" page), instead of adding 36 near-copies to each; your-state.spec.ts opens all
 * 36 in both languages.
 */
const stateSample = new Set(["/state/maharashtra", "/state/bihar", "/state/ladakh"]);
export const walkedSitePaths = sitePaths.filter(
  (path) => !path.startsWith("/state/") || stateSample.has(path),
);

/** Every English route a reader can open (states by sample), the 404 as a reader meets it: at an address that does not exist. */
export const everyRoute = [...walkedSitePaths, ...accountPaths, searchPath, "/no-such-page"];

export const test = base.extend<{
  consoleErrors: string[];
  expectFailedRequests: (url: RegExp) => void;
}>({
  /** Declares requests a test expects to fail (Chromium logs every 4xx fetch as an error). */
  // oxlint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument.
  expectFailedRequests: async ({}, use, testInfo) => {
    await use(
      (url) =>
        void testInfo.annotations.push({ type: "expected-failure", description: url.source }),
    );
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page served with HTTP 404 on purpose (the 404 page) is logged by Chromium
        // as a failed document load; any other failed resource still counts.
        const text = message.text();
        const url = message.location().url;
        const isOwnDocument404 = text.includes("status of 404") && url === page.url();
        const isExpectedFailure =
          text.startsWith("Failed to load resource") &&
          testInfo.annotations.some(
            (a) => a.type === "expected-failure" && new RegExp(a.description ?? "").test(url),
          );
        if (!isOwnDocument404 && !isExpectedFailure) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A guide's sections off screen are not rendered until they come near it (content-visibility:
 * auto, app.css), and axe reads colours from what is rendered (elementsFromPoint): before axe
 * runs, render all of it, as a person scrolling through would see it, so every part is checked.
 */
export async function renderAllForAxe(page: Page) {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}

/**
 * The rules whose result depends on colour. A page in the other colour scheme differs from the
 * one already checked only in its colours (the caller checks that nothing moved), so these are
 * all that can newly fail there, and a third of a full run's time.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export async function expectAccessible(page: Page, { colourOnly = false } = {}) {
  await renderAllForAxe(page);
  // Colours as a person sees them once they settle: a switch of colour scheme (or a hover) starts
  // the buttons' 150 ms colour transitions, and axe reading mid-way took a half-dark button for
  // low contrast (a CI run's one flaky test). Only running transitions are waited for (looping
  // animations never end, and a transition the browser holds paused may not), at most a second.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition && a.playState === "running")
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 1000)),
    ]),
  );
  const axe = new AxeBuilder({ page });
  const results = await (colourOnly ? axe.withRules(COLOUR_RULES) : axe).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/**
 * Whether an element lies within the first screen of the page, measured from the page's top (a
 * page that focuses a field on load may have scrolled, and where the screen is short the header
 * scrolls with the page). Runs in the page: pass it to `locator.evaluate`.
 */
export function inFirstScreen(el: Element): boolean {
  const box = el.getBoundingClientRect();
  const top = box.top + window.scrollY;
  return (
    box.left >= 0 &&
    box.right <= window.innerWidth &&
    top >= 0 &&
    top + box.height <= window.innerHeight
  );
}

/**
 * Opens a page and waits until React has hydrated it, each section included
 * (section code arrives just after the page's own), so every control responds.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.documentElement;
    const expected = Number(
      document.querySelector<HTMLElement>("[data-sections]")?.dataset.sections ?? 0,
    );
    return (
      root.dataset.hydrated === "true" && Number(root.dataset.sectionsHydrated ?? 0) >= expected
    );
  });
}

/**
 * The visible toast (Radix also renders a hidden copy of its text for screen
 * readers, so match the toast element, not the text alone).
 */
export function currentToast(page: Page) {
  return page.getByRole("region", { name: /Notification/ }).locator('[data-slot="toast"]');
}

/**
 * Records what live regions say from the page's start (call before `goto`): every text that
 * appears in a `role="status"`, `role="alert"` or `aria-live` region, as a screen reader would
 * hear it. Radix's toast speaks through a region that lives for one second, too short to catch
 * by looking after the fact on a busy machine.
 */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { announced: string[] }).announced = heard;
    const live = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
    new MutationObserver((changes) => {
      for (const change of changes) {
        const node = change.target instanceof Element ? change.target : change.target.parentElement;
        const region = node?.closest(live);
        const text = region?.textContent?.trim();
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** What the page's live regions said since `recordAnnouncements`. */
export function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { announced: string[] }).announced);
}

/**
 * Records how far the page's layout moves on its own from its first paint (call before `goto`):
 * the sum of layout shifts not caused by input, the page's CLS as Chromium reports it.
 */
export async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift summed since `recordLayoutShift`. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/** Asserts that exactly one toast is showing and that it has this title. */
export async function expectToast(page: Page, title: string | RegExp) {
  await expect(currentToast(page)).toHaveCount(1);
  await expect(currentToast(page).locator("[data-toast-title]")).toHaveText(title);
}

/** The section labelled by a heading (SectionShell uses aria-labelledby). */
export function section(page: Page, heading: string) {
  return page.getByRole("region", { name: heading, exact: true });
}
