/**
 * Issue 29 in Chromium: /breathing-practice paces the breath in English and Hindi (the words
 * change from "Breathe in…" to "Breathe out…" on their own), pauses and stops, tells a screen
 * reader only what it did, speaks the cues in the page's language only when asked, keeps the
 * circle still under reduced motion, moves nothing while it runs, and reads as steps without
 * JavaScript. /healthy-eating (and its Hindi twin) says it is not a clinical diet and lists its
 * source. The practice is a static island whose code (features/breathing/breathing-live.ts)
 * arrives with the first press in it; it is tested in depth by its unit test
 * (packages/web/app/frame/sections/breathing-section.test.tsx).
 */
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  gotoHydrated,
  layoutShift,
  recordLayoutShift,
  section,
  test,
} from "./fixtures.ts";

const words = {
  en: {
    path: "/breathing-practice",
    heading: "Breathe with the circle",
    start: "Start",
    pause: "Pause",
    resume: "Resume",
    stop: "Stop",
    speak: "Speak the cues",
    ready: "Ready when you are",
    breatheIn: "Breathe in…",
    breatheOut: "Breathe out…",
    paused: "Paused",
    started: "Practice started: 3 min",
    stopped: "Practice stopped",
    steps: "The steps, without the timer",
    lang: "en-IN",
  },
  hi: {
    path: "/hi/breathing-practice",
    heading: "गोले के साथ साँस लें",
    start: "शुरू करें",
    pause: "रोकें",
    resume: "फिर से शुरू करें",
    stop: "बंद करें",
    speak: "निर्देश बोलकर सुनाएँ",
    ready: "जब आप तैयार हों",
    breatheIn: "साँस लें…",
    breatheOut: "साँस छोड़ें…",
    paused: "रुका हुआ है",
    started: "अभ्यास शुरू हुआ: 3 मिनट",
    stopped: "अभ्यास बंद हुआ",
    steps: "टाइमर के बिना, क़दम-दर-क़दम",
    lang: "hi-IN",
  },
} as const;

const practice = (page: Page, heading: string) => section(page, heading);
/** The word the pacer shows now (the others wait, invisible, in the same place). */
const phaseWords = (page: Page) => page.locator("[data-breathing-words] [data-shown]");
const pacer = (page: Page) => page.locator("[data-breathing-pacer]");
const circle = (page: Page) => page.locator("[data-breathing-circle]");

/** A first out-breath comes four seconds after Start: give it room on a busy machine. */
const BREATH = { timeout: 10_000 };

/** Replaces the device's voice with a recorder of what it is asked to say. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: { text: string; lang: string }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        speak: (u: SpeechSynthesisUtterance) => said.push({ text: u.text, lang: u.lang }),
        cancel: () => {},
        getVoices: () => [],
      },
    });
  });
}

const said = (page: Page) =>
  page.evaluate(() => (window as unknown as { said: { text: string; lang: string }[] }).said);

for (const locale of ["en", "hi"] as const) {
  const w = words[locale];

  test(`${w.path}: Start paces the breath in and out; Pause holds it; Stop ends it; a screen reader hears only that`, async ({
    page,
  }) => {
    await gotoHydrated(page, w.path);
    const section = practice(page, w.heading);
    await expect(phaseWords(page)).toHaveText(w.ready);
    // The pacer is for the eyes; the status line is what a screen reader hears.
    await expect(pacer(page)).toHaveAttribute("aria-hidden", "true");
    const status = section.getByRole("status");
    await expect(status).toHaveText("");

    await section.getByRole("button", { name: w.start, exact: true }).click();
    await expect(phaseWords(page)).toHaveText(w.breatheIn);
    await expect(pacer(page)).toHaveAttribute("data-phase", "in");
    await expect(status).toHaveText(w.started);
    await expect(phaseWords(page)).toHaveText(w.breatheOut, BREATH);
    await expect(pacer(page)).toHaveAttribute("data-phase", "out");
    // Nothing said at each breath.
    await expect(status).toHaveText(w.started);

    await section.getByRole("button", { name: w.pause, exact: true }).click();
    await expect(phaseWords(page)).toHaveText(w.paused);
    await expect(status).toHaveText(w.paused);
    await expect(section.getByRole("button", { name: w.resume, exact: true })).toBeVisible();

    await section.getByRole("button", { name: w.stop, exact: true }).click();
    await expect(phaseWords(page)).toHaveText(w.ready);
    await expect(status).toHaveText(w.stopped);
    await expect(section.getByRole("button", { name: w.stop, exact: true })).toBeDisabled();
    await expectAccessible(page);
  });

  test(`${w.path}: speaks the cues only when asked, in the page's language`, async ({ page }) => {
    await recordSpeech(page);
    await gotoHydrated(page, w.path);
    const section = practice(page, w.heading);
    const speak = section.getByRole("checkbox", { name: w.speak });
    await expect(speak).not.toBeChecked();
    await section.getByRole("button", { name: w.start, exact: true }).click();
    await expect(phaseWords(page)).toHaveText(w.breatheIn);
    expect(await said(page)).toEqual([]);
    await section.getByRole("button", { name: w.stop, exact: true }).click();

    await speak.check();
    await section.getByRole("button", { name: w.start, exact: true }).click();
    await expect(phaseWords(page)).toHaveText(w.breatheOut, BREATH);
    await expect
      .poll(() => said(page))
      .toEqual([
        { text: w.breatheIn, lang: w.lang },
        { text: w.breatheOut, lang: w.lang },
      ]);
  });
}

test("/breathing-practice under reduced motion: the circle keeps its size; the words and count pace the breath", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/breathing-practice");
  await practice(page, "Breathe with the circle").getByRole("button", { name: "Start" }).click();
  await expect(phaseWords(page)).toHaveText("Breathe in…");
  // Its code, fetched by that first press, reads the preference.
  await expect(pacer(page)).toHaveAttribute("data-motion", "reduced");
  const size = async () => {
    const box = (await circle(page).boundingBox())!;
    return [Math.round(box.width), Math.round(box.height)];
  };
  const before = await size();
  await expect(pacer(page)).toContainText("3", BREATH);
  expect(await size()).toEqual(before);
  await expect(phaseWords(page)).toHaveText("Breathe out…", BREATH);
  expect(await size()).toEqual(before);
});

test("/breathing-practice: the circle grows on the in-breath, and nothing else moves while it runs", async ({
  page,
}) => {
  await recordLayoutShift(page);
  await gotoHydrated(page, "/breathing-practice");
  const section = practice(page, "Breathe with the circle");
  await section.scrollIntoViewIfNeeded();
  const small = (await circle(page).boundingBox())!;
  const before = await layoutShift(page);
  await section.getByRole("button", { name: "Start" }).click();
  await expect
    .poll(async () => (await circle(page).boundingBox())!.width, BREATH)
    .toBeGreaterThan(small.width * 1.3);
  await expect(phaseWords(page)).toHaveText("Breathe out…", BREATH);
  await page.waitForTimeout(1500);
  // Only the circle's size changes (a transform): no word, number or button moves.
  expect(await layoutShift(page)).toBe(before);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["en", "hi"] as const) {
    const w = words[locale];
    test(`${w.path}: the steps read as a numbered list, and the page says the timer needs JavaScript`, async ({
      page,
    }) => {
      await page.goto(w.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const steps = page.getByRole("heading", { name: w.steps }).locator("+ ol");
      await expect(steps.getByRole("listitem")).toHaveCount(5);
      await expect(steps.getByRole("listitem").first()).toBeVisible();
      // Chromium with script switched off by Playwright still reports scripting as enabled to
      // CSS, so the line shown under `@media (scripting: none)` is read from the markup.
      expect(await practice(page, w.heading).locator("p.noscript\\:block").textContent()).toContain(
        "JavaScript",
      );
    });
  }
});

for (const [path, heading, notClinical, source] of [
  [
    "/healthy-eating",
    "Everyday healthy eating for the whole family",
    "This is not a clinical diet",
    "Dietary Guidelines for Indians, 2024",
  ],
  [
    "/hi/healthy-eating",
    "पूरे परिवार के लिए रोज़ का सेहतमंद खाना",
    "यह किसी बीमारी की डाइट नहीं है",
    "Dietary Guidelines for Indians, 2024",
  ],
] as const)
  test(`${path}: a general guide that says it is not a clinical diet, with ICMR-NIN as its source`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("region", { name: notClinical })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(source) }).first()).toHaveAttribute(
      "href",
      "https://www.nin.res.in/dietaryguidelines/pdfjs/locale/DGI07052024P.pdf",
    );
    await expectAccessible(page);
  });
