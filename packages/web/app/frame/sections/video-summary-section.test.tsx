/**
 * Issue 29: "Watch a summary" plays a lecture's key points as slides made on the device: each
 * slide's title and caption read aloud in the page's language where the device has a voice, else
 * each slide shown for a few seconds; Play/Pause, Previous/Next; nothing fetched.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Section } from "../../content/types.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import type { Locale } from "../../i18n/locales.ts";
// Loaded up front, as the first press would: the tests then wait only for its promise.
import "../../features/lectures/speech.ts";
import {
  englishVoices,
  installFakeSpeech,
  type FakeSpeech,
} from "../../features/lectures/test-speech.ts";
import { silentMs, SLIDE_MS, VideoSummarySection } from "./video-summary-section.tsx";
import { StaticIsland } from "../static-island.tsx";
import { onDemand } from "../../ui/on-demand.tsx";

// As a page shows it: the section's markup in a static island, which wakes its code on a press.
const Summary = onDemand(async () => VideoSummarySection);

const en = catalogues.en.sections;
const hi = catalogues.hi.sections;

const props: Extract<Section, { kind: "video-summary" }> = {
  kind: "video-summary",
  heading: "Watch a summary",
  body: "Made on your device from the lecture's key points.",
  lectures: [
    {
      id: "indus-valley",
      title: "Indus Valley Civilization",
      keyPoints: [
        { title: "Found in the 1920s", caption: "Digging began at Harappa in 1921." },
        { title: "Cities built to a plan", caption: "Streets in a grid." },
        { title: "Covered drains", caption: "House drains fed street drains." },
      ],
    },
    {
      id: "macbeth",
      title: "Macbeth: an analysis",
      keyPoints: [
        { title: "Ambition", caption: "Macbeth wants the crown." },
        { title: "Guilt", caption: "Lady Macbeth cannot wash it away." },
      ],
    },
  ],
};

function renderSummary(locale: Locale = "en", section = props) {
  return render(
    withI18n(
      <MemoryRouter>
        <StaticIsland component={Summary} props={section} />
      </MemoryRouter>,
      locale,
    ),
  );
}

/** The slide on show: the one not hidden from assistive technology. */
function shownSlide() {
  const shown = [...document.querySelectorAll("[data-slide]")].filter(
    (slide) => !slide.hasAttribute("aria-hidden"),
  );
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

let speech: FakeSpeech;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("VideoSummarySection", () => {
  it("is named for what it is and shows the chosen lecture's first slide before it plays", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderSummary();
    expect(await screen.findByRole("heading", { level: 2 })).toHaveTextContent("Watch a summary");
    expect(document.body.textContent).not.toMatch(/\bAI\b|simulation|sample|coming soon/i);
    expect(screen.getByRole("combobox", { name: en.summaryLecture })).toHaveValue("0");
    const slide = shownSlide();
    expect(slide).toHaveTextContent("1 / 3");
    expect(slide).toHaveTextContent("Found in the 1920s");
    expect(slide).toHaveTextContent("Digging began at Harappa in 1921.");
    // Every lecture's slides are in the markup (the chosen one's shown), so the code needs no data.
    expect(document.querySelectorAll('[data-of="0"]')).toHaveLength(3);
    expect(document.querySelectorAll("[data-slide]")).toHaveLength(
      props.lectures.reduce((n, lecture) => n + lecture.keyPoints.length, 0),
    );
    expect(screen.getByRole("button", { name: en.playSummary })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("narrates each slide's title and caption in en-IN and moves through the key points to the end", async () => {
    speech = installFakeSpeech(englishVoices);
    renderSummary();
    await press(en.playSummary);
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    expect(screen.getByRole("status")).toHaveTextContent(en.summaryNarrated);
    expect(screen.getByRole("button", { name: en.pause })).toBeInTheDocument();

    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(shownSlide().querySelector("h3")!.textContent!);
      act(() => speech.finish());
    }
    expect(new Set(seen)).toEqual(
      new Set(["Found in the 1920s", "Cities built to a plan", "Covered drains"]),
    );
    expect(speech.spoken().map((u) => u.text)).toEqual([
      "Found in the 1920s",
      "Digging began at Harappa in 1921.",
      "Cities built to a plan",
      "Streets in a grid.",
      "Covered drains",
      "House drains fed street drains.",
    ]);
    for (const utterance of speech.spoken()) expect(utterance.lang).toBe("en-IN");
    expect(screen.getByRole("status")).toHaveTextContent(en.summaryFinished);
    expect(shownSlide()).toHaveTextContent("3 / 3");
    // Playing again starts from the first slide.
    await press(en.playSummary);
    await waitFor(() => expect(shownSlide()).toHaveTextContent("1 / 3"));
  });

  it("pauses, resumes, and goes to the previous and next slides", async () => {
    speech = installFakeSpeech(englishVoices);
    renderSummary();
    await press(en.playSummary);
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));

    await press(en.nextSlide);
    expect(shownSlide()).toHaveTextContent("2 / 3");
    expect(speech.speaking()?.text).toBe("Cities built to a plan");

    await press(en.pause);
    expect(speech.speaking()).toBeUndefined();
    expect(screen.getByRole("status")).toHaveTextContent(en.paused);
    await press(en.previousSlide);
    expect(shownSlide()).toHaveTextContent("1 / 3");
    expect(speech.speaking()).toBeUndefined();

    await press(en.resume);
    expect(speech.speaking()?.text).toBe("Found in the 1920s");
    expect(screen.getByRole("status")).toHaveTextContent(en.summaryNarrated);
  });

  it("steps through the slides by hand before playing", async () => {
    renderSummary();
    const previous = screen.getByRole("button", { name: en.previousSlide });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    await press(en.nextSlide);
    await press(en.nextSlide);
    expect(shownSlide()).toHaveTextContent("3 / 3");
    expect(screen.getByRole("button", { name: en.nextSlide })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await press(en.nextSlide);
    expect(shownSlide()).toHaveTextContent("3 / 3");
  });

  it("without a voice for the language, shows each slide for a few seconds with its caption", async () => {
    vi.useFakeTimers();
    speech = installFakeSpeech([{ name: "Français", lang: "fr-FR", localService: true }]);
    renderSummary();
    await press(en.playSummary);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("status")).toHaveTextContent(en.summarySilent);
    expect(shownSlide()).toHaveTextContent("1 / 3");
    const first = silentMs(props.lectures[0]!.keyPoints[0]!);
    expect(first).toBe(SLIDE_MS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(first - 1);
    });
    expect(shownSlide()).toHaveTextContent("1 / 3");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(shownSlide()).toHaveTextContent("2 / 3");
    expect(shownSlide()).toHaveTextContent("Streets in a grid.");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * SLIDE_MS);
    });
    expect(screen.getByRole("status")).toHaveTextContent(en.summaryFinished);
    expect(speech.spoken()).toHaveLength(0);
  });

  it("choosing another lecture stops and shows its first slide", async () => {
    speech = installFakeSpeech(englishVoices);
    renderSummary();
    await press(en.playSummary);
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    act(() => {
      fireEvent.change(screen.getByRole("combobox", { name: en.summaryLecture }), {
        target: { value: "1" },
      });
    });
    expect(speech.speaking()).toBeUndefined();
    expect(shownSlide()).toHaveTextContent("1 / 2");
    expect(shownSlide()).toHaveTextContent("Ambition");
    expect(screen.getByRole("button", { name: en.playSummary })).toBeInTheDocument();
  });

  it("on a Hindi page: Hindi controls and hi-IN narration", async () => {
    speech = installFakeSpeech(englishVoices);
    renderSummary("hi", {
      ...props,
      lectures: [
        {
          id: "indus-valley",
          title: "सिंधु घाटी सभ्यता",
          keyPoints: [{ title: "योजना से बने शहर", caption: "सड़कें सीधी थीं।" }],
        },
      ],
    });
    expect(screen.getByRole("combobox", { name: hi.summaryLecture })).toBeInTheDocument();
    await press(hi.playSummary);
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    expect(speech.spoken()[0]).toMatchObject({ text: "योजना से बने शहर", lang: "hi-IN" });
    expect(speech.spoken()[0]!.voice?.lang).toBe("hi-IN");
    expect(screen.getByRole("status")).toHaveTextContent(hi.summaryNarrated);
  });
});
