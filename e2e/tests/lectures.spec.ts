/**
 * Issue 29: /audio-lectures and /hi/audio-lectures. Listen reads the lecture aloud with the device's
 * own voice (the Web Speech API, faked here in the page so the test hears what is said): the first
 * words spoken are the transcript's, in the page's language, and the sentence being read is marked.
 * A device without a voice for the language is told so and given the transcript. Watch a summary
 * plays the lecture's key points as slides. Without JavaScript every transcript can still be read.
 */
import type { Page } from "@playwright/test";
import { readingOf } from "../../packages/web/app/features/lectures/reading.ts";
import hindiIndus from "../../packages/web/app/content/hi/lectures/indus-valley.ts";
import indus from "../../packages/web/app/content/lectures/indus-valley.ts";
import {
  expect,
  expectAccessible,
  gotoHydrated,
  layoutShift,
  recordLayoutShift,
  section,
  test,
} from "./fixtures.ts";

type FakeVoice = { name: string; lang: string; localService: boolean };
type Spoken = { text: string; lang: string; rate: number; voice: string | null };

const deviceVoices: FakeVoice[] = [
  { name: "English (India)", lang: "en-IN", localService: true },
  { name: "Hindi (India)", lang: "hi-IN", localService: true },
];

/**
 * Replaces the browser's speech synthesis, before the page's scripts run, with one that records
 * each utterance and speaks it until `finishSpeaking` (one at a time, as browsers do).
 */
async function fakeSpeech(page: Page, voices: FakeVoice[]) {
  await page.addInitScript((list) => {
    type Utterance = {
      text: string;
      lang: string;
      rate: number;
      voice: { name: string } | null;
      onend: ((event: unknown) => void) | null;
      onerror: ((event: unknown) => void) | null;
    };
    const spoken: unknown[] = [];
    let queue: Utterance[] = [];
    class FakeUtterance {
      text: string;
      lang = "";
      rate = 1;
      voice = null;
      onend = null;
      onerror = null;
      constructor(text = "") {
        this.text = text;
      }
    }
    const voices = list.map((voice) => ({ ...voice, default: false, voiceURI: voice.name }));
    const synth = {
      paused: false,
      speaking: false,
      pending: false,
      getVoices: () => voices,
      speak(utterance: Utterance) {
        spoken.push({
          text: utterance.text,
          lang: utterance.lang,
          rate: utterance.rate,
          voice: utterance.voice?.name ?? null,
        });
        if (utterance.text === "") setTimeout(() => utterance.onend?.({}));
        else queue.push(utterance);
      },
      cancel() {
        const dropped = queue;
        queue = [];
        for (const utterance of dropped) setTimeout(() => utterance.onend?.({}));
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      value: FakeUtterance,
      configurable: true,
      writable: true,
    });
    Object.assign(window, {
      fakeSpeech: {
        spoken: () => spoken.filter((u) => (u as Utterance).text !== ""),
        finish: () => queue.shift()?.onend?.({}),
      },
    });
  }, voices);
}

type FakeSpeechWindow = { fakeSpeech: { spoken: () => Spoken[]; finish: () => void } };

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as FakeSpeechWindow).fakeSpeech.spoken());

const finishSpeaking = (page: Page) =>
  page.evaluate(() => (window as unknown as FakeSpeechWindow).fakeSpeech.finish());

/** A lecture's card: the list item under its title. */
function lectureCard(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
}

const english = readingOf(indus).texts;
const hindi = readingOf(hindiIndus).texts;

test.describe("/audio-lectures, read aloud", () => {
  test("Listen reads the transcript's first sentences in en-IN, marking each, with pause and resume", async ({
    page,
    baseURL,
  }) => {
    // Made on the device: nothing is asked of any other site.
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("data:") && new URL(url).origin !== new URL(baseURL!).origin)
        foreign.push(url);
    });
    await fakeSpeech(page, deviceVoices);
    await recordLayoutShift(page);
    await gotoHydrated(page, "/audio-lectures");
    // Nothing moved while the page hydrated, the lectures' controls and status lines included.
    expect(await layoutShift(page)).toBe(0);

    const card = lectureCard(page, "Indus Valley Civilisation");
    await expect(card.getByText("History", { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d+ min$/)).toBeVisible();
    await card.getByRole("button", { name: "Listen: Indus Valley Civilisation" }).click();

    await expect.poll(() => spoken(page)).toHaveLength(1);
    expect(await spoken(page)).toEqual([
      { text: english[0], lang: "en-IN", rate: 1, voice: "English (India)" },
    ]);
    await finishSpeaking(page);
    await expect
      .poll(async () => (await spoken(page)).map((u) => u.text))
      .toEqual(english.slice(0, 2));
    // The first sentence of the transcript, as the page shows it, and marked while it is read.
    const first = card.locator('[data-sentence="1"]');
    await expect(first).toHaveText(english[1]!);
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute("data-reading");
    await expect(card.getByRole("status")).toHaveText("Reading aloud.");
    await expectAccessible(page);

    await card.getByRole("button", { name: "Pause: Indus Valley Civilisation" }).click();
    await expect(card.getByRole("status")).toHaveText("Paused.");
    await card.getByRole("button", { name: "Resume: Indus Valley Civilisation" }).click();
    await expect
      .poll(async () => (await spoken(page)).map((u) => u.text))
      .toEqual([english[0], english[1], english[1]]);

    await card.getByRole("combobox", { name: "Speed" }).selectOption("1.5");
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toMatchObject({
        text: english[1],
        rate: 1.5,
      });
    await card.getByRole("button", { name: "Stop: Indus Valley Civilisation" }).click();
    await expect(card.getByRole("status")).toHaveText("Stopped.");
    expect(foreign).toEqual([]);
  });

  test("on /hi/audio-lectures, Listen reads the Hindi transcript in hi-IN with the Hindi voice", async ({
    page,
  }) => {
    await fakeSpeech(page, deviceVoices);
    await gotoHydrated(page, "/hi/audio-lectures");
    const card = lectureCard(page, "सिंधु घाटी सभ्यता");
    await expect(card.getByText(/^\d+ मिनट$/)).toBeVisible();
    await card.getByRole("button", { name: "सुनें: सिंधु घाटी सभ्यता" }).click();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    await finishSpeaking(page);
    await expect
      .poll(() => spoken(page))
      .toEqual([
        { text: hindi[0], lang: "hi-IN", rate: 1, voice: "Hindi (India)" },
        { text: hindi[1], lang: "hi-IN", rate: 1, voice: "Hindi (India)" },
      ]);
    await expect(card.locator('[data-sentence="1"]')).toHaveText(hindi[1]!);
    await expect(card.getByRole("status")).toHaveText("पढ़कर सुनाया जा रहा है।");
  });

  test("a device without a Hindi voice is told so, and the transcript opens", async ({ page }) => {
    await fakeSpeech(
      page,
      deviceVoices.filter((voice) => voice.lang !== "hi-IN"),
    );
    await gotoHydrated(page, "/hi/audio-lectures");
    const card = lectureCard(page, "सिंधु घाटी सभ्यता");
    await card.getByRole("button", { name: "सुनें: सिंधु घाटी सभ्यता" }).click();
    await expect(card.getByRole("status")).toContainText("हिंदी की कोई आवाज़ नहीं");
    await expect(card.locator("details")).toHaveAttribute("open", "");
    await expect(card.locator('[data-sentence="1"]')).toBeVisible();
    expect(await spoken(page)).toEqual([]);
  });
});

test.describe("Watch a summary", () => {
  test("plays the chosen lecture's key points as narrated slides, in English and Hindi", async ({
    page,
  }) => {
    await fakeSpeech(page, deviceVoices);
    for (const [path, script, play, lang] of [
      ["/audio-lectures", indus, "Play summary", "en-IN"],
      ["/hi/audio-lectures", hindiIndus, "सारांश चलाएँ", "hi-IN"],
    ] as const) {
      await gotoHydrated(page, path);
      const summary = section(page, path === "/audio-lectures" ? "Watch a summary" : "सारांश देखें");
      const shown = summary.locator("[data-slide]:not([aria-hidden])");
      const total = script.keyPoints.length;
      await expect(shown).toContainText(`1 / ${total}`);
      await summary.getByRole("button", { name: play }).click();
      await expect
        .poll(async () => (await spoken(page)).at(-1))
        .toMatchObject({
          text: script.keyPoints[0]!.title,
          lang,
        });
      // Its title, then its caption, then the next slide.
      await finishSpeaking(page);
      await expect
        .poll(async () => (await spoken(page)).at(-1)?.text)
        .toBe(script.keyPoints[0]!.caption);
      await finishSpeaking(page);
      await expect(shown).toContainText(`2 / ${total}`);
      await expect(shown).toContainText(script.keyPoints[1]!.title);
      await expect(shown).toContainText(script.keyPoints[1]!.caption);
      await expect
        .poll(async () => (await spoken(page)).at(-1)?.text)
        .toBe(script.keyPoints[1]!.title);
      await summary.getByRole("button", { name: /Next|अगली/ }).click();
      await expect(shown).toContainText(`3 / ${total}`);
      await expectAccessible(page);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every lecture's transcript and sources can be read, in English and Hindi", async ({
    page,
  }) => {
    for (const [path, script, heading, summaryText] of [
      ["/audio-lectures", indus, "Lectures", "Read the transcript"],
      ["/hi/audio-lectures", hindiIndus, "लेक्चर", "पूरा लेक्चर पढ़ें"],
    ] as const) {
      await page.goto(path);
      const transcripts = section(page, heading).locator("details");
      await expect(transcripts).toHaveCount(6);
      const card = transcripts.first();
      await card.getByText(summaryText).click();
      await expect(
        card.locator("p").filter({ hasText: script.parts[0]!.paragraphs[0]! }),
      ).toBeVisible();
      await expect(
        card.getByRole("heading", { name: script.parts[1]!.heading, exact: true }),
      ).toBeVisible();
      for (const source of script.sources)
        await expect(card.locator(`a[href="${source.url}"]`)).toBeVisible();
    }
  });
});
