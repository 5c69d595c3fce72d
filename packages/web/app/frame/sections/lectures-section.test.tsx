/**
 * Issue 29: the lecture cards. The transcript and sources are in the markup; Listen reads the
 * script aloud with the device's voice, one utterance per sentence in the page's language,
 * marking the sentence being read, with Pause/Resume, Stop and speed, one lecture at a time; a
 * device without a voice for the language is told so and given the transcript.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lecture, Section } from "../../content/types.ts";
import { catalogues } from "../../i18n/catalogues.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import type { Locale } from "../../i18n/locales.ts";
import { readingOf } from "../../features/lectures/reading.ts";
// Loaded up front, as the first press would: the tests then wait only for its promise.
import "../../features/lectures/speech.ts";
import {
  englishVoices,
  installFakeSpeech,
  type FakeSpeech,
} from "../../features/lectures/test-speech.ts";
import { StaticIsland } from "../static-island.tsx";
import { onDemand } from "../../ui/on-demand.tsx";
import { LecturesSection } from "./lectures-section.tsx";

// As a page shows it: the section's markup in a static island, which wakes its code on a press.
const Lectures = onDemand(async () => LecturesSection);

const en = catalogues.en.sections;
const hi = catalogues.hi.sections;

const indus: Lecture = {
  id: "indus-valley",
  title: "Indus Valley Civilization",
  description: "The planned cities of Harappa and Mohenjo-daro.",
  category: "History",
  icon: "landmark",
  parts: [
    {
      heading: "Cities built to a plan",
      paragraphs: [
        "Start with the layout. Streets ran in a rough grid.",
        "In 1922, R. D. Banerji began work at Mohenjo-daro.",
      ],
    },
    { heading: "Drains", paragraphs: ["Waste water flowed into covered drains! Why?"] },
  ],
  keyPoints: [{ title: "Planned cities", caption: "Streets in a grid." }],
  sources: [
    {
      title: "NCERT, Bricks, Beads and Bones",
      url: "https://ncert.nic.in/textbook/pdf/lehs101.pdf",
    },
  ],
};

const macbeth: Lecture = {
  ...indus,
  id: "macbeth",
  title: "Macbeth: an analysis",
  category: "Literature",
  icon: "drama",
  parts: [{ heading: "Ambition", paragraphs: ["Macbeth wants the crown. He kills the king."] }],
};

const sindhu: Lecture = {
  ...indus,
  title: "सिंधु घाटी सभ्यता",
  description: "हड़प्पा और मोहनजोदड़ो के योजना से बसे शहर।",
  category: "इतिहास",
  parts: [
    {
      heading: "योजना से बने शहर",
      paragraphs: ["सड़कें सीधी थीं। घरों में नालियाँ थीं। क्या यह हैरानी की बात है?"],
    },
  ],
};

function section(lectures: Lecture[]): Extract<Section, { kind: "lectures" }> {
  return { kind: "lectures", heading: "Lectures", lectures };
}

function renderLectures(lectures: Lecture[], locale: Locale = "en") {
  return render(
    withI18n(
      <MemoryRouter>
        <StaticIsland component={Lectures} props={section(lectures)} />
      </MemoryRouter>,
      locale,
    ),
  );
}

/** The lecture's card (its list item), found by its title. */
function card(title: string) {
  return screen.getByRole("heading", { level: 3, name: title }).closest("li")!;
}

/** Presses a control and lets the player's promises settle. */
async function press(element: Element) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function sentence(root: Element, index: number) {
  return root.querySelector(`[data-sentence="${index}"]`)!;
}

let speech: FakeSpeech;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LecturesSection", () => {
  it("shows each lecture's category, computed minutes, title, description, Listen and transcript with sources", async () => {
    const long = {
      ...indus,
      parts: [
        { heading: "Long", paragraphs: [Array.from({ length: 899 }, () => "word").join(" ")] },
      ],
    };
    renderLectures([long]);
    await screen.findByRole("heading", { level: 3, name: indus.title });
    const item = card(indus.title);
    expect(within(item).getByText("History")).toBeInTheDocument();
    // 900 words at 150 a minute.
    expect(within(item).getByText("6 min")).toBeInTheDocument();
    expect(within(item).getByText(indus.description)).toBeInTheDocument();
    expect(
      within(item).getByRole("button", { name: `Listen: ${indus.title}` }),
    ).toBeInTheDocument();
    const details = item.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(within(item).getByText(en.transcript)).toBeInTheDocument();
    expect(within(item).getByRole("status")).toHaveTextContent("");
  });

  it("has the whole transcript in the markup: headings, every paragraph as written, sources as links", () => {
    renderLectures([indus]);
    const details = card(indus.title).querySelector("details")!;
    expect(
      within(details)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Cities built to a plan", "Drains", en.lectureSources]);
    const paragraphs = [...details.querySelectorAll("p")].map((p) => p.textContent);
    expect(paragraphs).toEqual(indus.parts.flatMap((part) => part.paragraphs));
    const link = within(details).getByRole("link", { name: /NCERT, Bricks, Beads and Bones/ });
    expect(link).toHaveAttribute("href", "https://ncert.nic.in/textbook/pdf/lehs101.pdf");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("reads the script aloud sentence by sentence in en-IN, marking each sentence, to the end", async () => {
    speech = installFakeSpeech(englishVoices);
    renderLectures([indus]);
    const item = card(indus.title);
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));

    const details = item.querySelector("details")!;
    expect(details.open).toBe(true);
    expect(within(item).getByRole("status")).toHaveTextContent(en.reading);
    expect(within(item).getByRole("button", { name: `Pause: ${indus.title}` })).toBeInTheDocument();
    expect(sentence(item, 0)).toHaveAttribute("data-reading");

    const texts = readingOf(indus).texts;
    expect(texts).toEqual([
      "Cities built to a plan",
      "Start with the layout.",
      "Streets ran in a rough grid.",
      "In 1922, R. D. Banerji began work at Mohenjo-daro.",
      "Drains",
      "Waste water flowed into covered drains!",
      "Why?",
    ]);
    for (let i = 1; i < texts.length; i++) {
      act(() => speech.finish());
      expect(sentence(item, i)).toHaveAttribute("data-reading");
      expect(sentence(item, i - 1)).not.toHaveAttribute("data-reading");
    }
    act(() => speech.finish());
    expect(speech.spoken().map((u) => u.text)).toEqual(texts);
    for (const utterance of speech.spoken()) {
      expect(utterance.lang).toBe("en-IN");
      // The device's own English voice for India, not the online one.
      expect(utterance.voice?.name).toBe("English (India)");
      expect(utterance.rate).toBe(1);
    }
    expect(within(item).getByRole("status")).toHaveTextContent(en.finished);
    expect(item.querySelector("[data-reading]")).toBeNull();
    expect(
      within(item).getByRole("button", { name: `Listen: ${indus.title}` }),
    ).toBeInTheDocument();
  });

  it("pauses and resumes from the sentence it was reading", async () => {
    speech = installFakeSpeech(englishVoices);
    renderLectures([indus]);
    const item = card(indus.title);
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    act(() => speech.finish());
    expect(speech.speaking()?.text).toBe("Start with the layout.");

    await press(within(item).getByRole("button", { name: `Pause: ${indus.title}` }));
    expect(speech.synth.cancel).toHaveBeenCalled();
    expect(speech.speaking()).toBeUndefined();
    expect(within(item).getByRole("status")).toHaveTextContent(en.paused);
    // Still marked, while paused.
    expect(sentence(item, 1)).toHaveAttribute("data-reading");
    expect(speech.spoken()).toHaveLength(2);

    await press(within(item).getByRole("button", { name: `Resume: ${indus.title}` }));
    expect(speech.spoken().map((u) => u.text)).toEqual([
      "Cities built to a plan",
      "Start with the layout.",
      "Start with the layout.",
    ]);
    expect(within(item).getByRole("status")).toHaveTextContent(en.reading);
    act(() => speech.finish());
    expect(speech.speaking()?.text).toBe("Streets ran in a rough grid.");
  });

  it("changes speed from the current sentence, and keeps it for the rest", async () => {
    speech = installFakeSpeech(englishVoices);
    renderLectures([indus]);
    const item = card(indus.title);
    const speed = within(item).getByRole("combobox", { name: en.speed });
    expect([...(speed as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "0.75×",
      "1×",
      "1.25×",
      "1.5×",
    ]);
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    act(() => speech.finish());
    act(() => {
      fireEvent.change(speed, { target: { value: "1.5" } });
    });
    const spoken = speech.spoken();
    expect(spoken.map((u) => [u.text, u.rate])).toEqual([
      ["Cities built to a plan", 1],
      ["Start with the layout.", 1],
      ["Start with the layout.", 1.5],
    ]);
    act(() => speech.finish());
    expect(speech.speaking()?.rate).toBe(1.5);
  });

  it("Stop ends the reading and clears the mark", async () => {
    speech = installFakeSpeech(englishVoices);
    renderLectures([indus]);
    const item = card(indus.title);
    const stop = within(item).getByRole("button", { name: `Stop: ${indus.title}` });
    expect(stop).toHaveAttribute("aria-disabled", "true");
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    expect(stop).toHaveAttribute("aria-disabled", "false");
    await press(stop);
    expect(speech.speaking()).toBeUndefined();
    expect(within(item).getByRole("status")).toHaveTextContent(en.stopped);
    expect(item.querySelector("[data-reading]")).toBeNull();
    // Nothing more is read.
    expect(speech.spoken()).toHaveLength(1);
  });

  it("plays one lecture at a time: Listen on another stops the first", async () => {
    speech = installFakeSpeech(englishVoices);
    renderLectures([indus, macbeth]);
    const first = card(indus.title);
    const second = card(macbeth.title);
    await press(within(first).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    await press(within(second).getByRole("button", { name: `Listen: ${macbeth.title}` }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(2));
    expect(speech.spoken()[1]!.text).toBe("Ambition");
    expect(
      within(first).getByRole("button", { name: `Listen: ${indus.title}` }),
    ).toBeInTheDocument();
    expect(within(first).getByRole("status")).toHaveTextContent("");
    expect(first.querySelector("[data-reading]")).toBeNull();
    expect(sentence(second, 0)).toHaveAttribute("data-reading");
    // The first lecture's dropped sentence does not move it on.
    act(() => speech.finish());
    expect(speech.speaking()?.text).toBe("Macbeth wants the crown.");
  });

  it("waits for voices that load after the page, then reads", async () => {
    speech = installFakeSpeech(englishVoices, { loadLater: true });
    renderLectures([indus]);
    const item = card(indus.title);
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    expect(within(item).getByRole("status")).toHaveTextContent(en.findingVoice);
    expect(speech.spoken()).toHaveLength(0);
    await act(async () => speech.loadVoices());
    await waitFor(() =>
      expect(speech.spoken().map((u) => u.text)).toEqual(["Cities built to a plan"]),
    );
  });

  it("says plainly when the device has no voice for the language, and opens the transcript", async () => {
    speech = installFakeSpeech([{ name: "Français", lang: "fr-FR", localService: true }]);
    renderLectures([indus]);
    const item = card(indus.title);
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(within(item).getByRole("status")).toHaveTextContent(en.noVoice));
    expect(en.noVoice).toMatch(/no voice for English/);
    expect(item.querySelector("details")!.open).toBe(true);
    expect(speech.spoken()).toHaveLength(0);
  });

  it("says the same on a browser without speech synthesis at all", async () => {
    vi.stubGlobal("speechSynthesis", undefined);
    renderLectures([indus]);
    const item = card(indus.title);
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(within(item).getByRole("status")).toHaveTextContent(en.noVoice));
    expect(item.querySelector("details")!.open).toBe(true);
  });

  it("says so when the device fails midway", async () => {
    speech = installFakeSpeech(englishVoices);
    renderLectures([indus]);
    const item = card(indus.title);
    await press(within(item).getByRole("button", { name: `Listen: ${indus.title}` }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    act(() => speech.fail());
    expect(within(item).getByRole("status")).toHaveTextContent(en.speechFailed);
    expect(
      within(item).getByRole("button", { name: `Listen: ${indus.title}` }),
    ).toBeInTheDocument();
  });

  it("on a Hindi page: Hindi words, hi-IN and a Hindi voice, sentences cut at the danda", async () => {
    speech = installFakeSpeech(englishVoices);
    renderLectures([sindhu], "hi");
    const item = card(sindhu.title);
    expect(within(item).getByText(hi.lectureMinutes("1"))).toBeInTheDocument();
    expect(within(item).getByText(hi.transcript)).toBeInTheDocument();
    await press(within(item).getByRole("button", { name: hi.listenLabel(sindhu.title) }));
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    for (let i = 0; i < 3; i++) act(() => speech.finish());
    expect(speech.spoken().map((u) => u.text)).toEqual([
      "योजना से बने शहर",
      "सड़कें सीधी थीं।",
      "घरों में नालियाँ थीं।",
      "क्या यह हैरानी की बात है?",
    ]);
    for (const utterance of speech.spoken()) {
      expect(utterance.lang).toBe("hi-IN");
      expect(utterance.voice?.lang).toBe("hi-IN");
    }
    expect(within(item).getByRole("status")).toHaveTextContent(hi.reading);
  });

  it("on a Bengali page, shows the speeds in Bengali digits, their values as the player reads them", () => {
    renderLectures([indus], "bn");
    const speed = within(card(indus.title)).getByRole("combobox") as HTMLSelectElement;
    expect([...speed.options].map((o) => [o.text, o.value])).toEqual([
      ["০.৭৫×", "0.75"],
      ["১×", "1"],
      ["১.২৫×", "1.25"],
      ["১.৫×", "1.5"],
    ]);
  });

  it("on a Hindi page without a Hindi voice, says so in Hindi", async () => {
    speech = installFakeSpeech(englishVoices.filter((v) => v.lang !== "hi-IN"));
    renderLectures([sindhu], "hi");
    const item = card(sindhu.title);
    await press(within(item).getByRole("button", { name: hi.listenLabel(sindhu.title) }));
    await waitFor(() => expect(within(item).getByRole("status")).toHaveTextContent(hi.noVoice));
    expect(hi.noVoice).toMatch(/हिंदी की कोई आवाज़ नहीं/);
    expect(speech.spoken()).toHaveLength(0);
  });
});
