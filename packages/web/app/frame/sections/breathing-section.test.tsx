/**
 * Issue 29: the breathing practice of /breathing-practice, on fake timers with a fake
 * speechSynthesis. The section is markup only (a static kind); it is rendered here inside its
 * static island, as a page reached by client navigation has it, so every press goes the real way:
 * the island fetches its code (breathing/breathing-live.ts, `data-live="breathing"`) and passes it
 * the click. Covered: its phases and count, Pause/Resume/Stop, the lengths, reduced motion (words
 * and count, no scaling), the spoken cues in the page's language (off by default), the screen
 * reader hearing only start, pause, resume, stop and the end, the wake lock, and a prerender
 * that hydrates as is, with what its code needs in its markup.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { findPage } from "../../content/index.ts";
import type { Breathing } from "../../content/types.ts";
import { localizedPath, type Locale } from "../../i18n/locales.ts";
import { withI18n } from "../../i18n/test-i18n.tsx";
import { phaseAt } from "../../features/breathing/pace.ts";
import { StaticIsland } from "../static-island.tsx";
import { onDemand } from "../../ui/on-demand.tsx";
import { BreathingSection } from "./breathing-section.tsx";

/** The section as the page has it, in its language. */
function practice(locale: Locale = "en"): Breathing {
  const page = findPage(localizedPath("/breathing-practice", locale))!;
  return page.sections.find((s): s is Breathing => s.kind === "breathing")!;
}

class FakeUtterance {
  lang = "";
  rate = 1;
  voice: { lang: string; name: string } | null = null;
  text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const voices = [
  { lang: "en-US", name: "US English" },
  { lang: "en-IN", name: "Indian English" },
  { lang: "hi-IN", name: "Hindi" },
];

let synth: {
  speak: ReturnType<typeof vi.fn>;
  cancel: ReturnType<typeof vi.fn>;
  getVoices: () => typeof voices;
};
let reduce = false;

/** What the fake voice was asked to say, in order. */
const spoken = () => synth.speak.mock.calls.map(([u]) => u as FakeUtterance);

/** The section's component as static-kinds.ts has it: on demand, loaded (as prerendering does). */
const Section = onDemand(async () => BreathingSection);
beforeAll(async () => {
  await Section.preload();
});

beforeEach(() => {
  vi.useFakeTimers();
  reduce = false;
  synth = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => voices };
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)" && reduce,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The section in its static island, as a page shows it. */
function show(locale: Locale = "en") {
  return render(
    withI18n(
      <MemoryRouter>
        <StaticIsland component={Section} props={practice(locale)} />
      </MemoryRouter>,
      locale,
    ),
  );
}

const pacer = () => document.querySelector<HTMLElement>("[data-breathing-pacer]")!;
const circle = () => document.querySelector<HTMLElement>("[data-breathing-circle]")!;
const phaseWords = () => document.querySelector("[data-breathing-words] [data-shown]")!.textContent;
const count = () => pacer().textContent;
const status = () => screen.getByRole("status").textContent;
const button = (name: string) => screen.getByRole("button", { name });

/** Lets the island fetch the practice's code and hand it the click (both are promises). */
async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

/** Clicks `element` as a person would, then waits for the practice's code to act on it. */
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await settle();
}
const press = (name: string) => click(button(name));

/** Lets `seconds` pass, one tick at a time. */
function wait(seconds: number) {
  for (let i = 0; i < seconds; i++) vi.advanceTimersByTime(1000);
}

describe("phaseAt", () => {
  it("counts four in and six out, then starts again", () => {
    const pace = { in: 4, out: 6 };
    expect([0, 3, 4, 9, 10].map((s) => [phaseAt(s, pace).phase, phaseAt(s, pace).count])).toEqual([
      ["in", 1],
      ["in", 4],
      ["out", 1],
      ["out", 6],
      ["in", 1],
    ]);
  });
});

describe("the breathing practice", () => {
  it("reads its steps as text and waits, the pacer hidden from screen readers", () => {
    show();
    const steps = screen.getByRole("heading", { name: "The steps, without the timer" })
      .nextElementSibling as HTMLElement;
    expect(within(steps).getAllByRole("listitem")).toHaveLength(5);
    expect(steps).toHaveTextContent(/count of four/);
    expect(pacer()).toHaveAttribute("aria-hidden", "true");
    expect(phaseWords()).toBe("Ready when you are");
    expect(screen.getByText("3:00 left")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "3 min" })).toBeChecked();
    expect(button("Stop")).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Speak the cues" })).not.toBeChecked();
    expect(status()).toBe("");
  });

  it("grows the circle on the in-breath and shrinks it on the out-breath, with words and a count", async () => {
    show();
    await press("Start");
    expect(phaseWords()).toBe("Breathe in…");
    expect(count()).toBe("1");
    expect(pacer()).toHaveAttribute("data-phase", "in");
    expect(circle().style.transform).toBe("scale(1)");
    expect(circle().style.transition).toBe("transform 4s linear");
    expect(circle()).toHaveClass("bg-brand-100");
    wait(3);
    expect(count()).toBe("4");
    expect(screen.getByText("2:57 left")).toBeInTheDocument();
    wait(1);
    expect(phaseWords()).toBe("Breathe out…");
    expect(count()).toBe("1");
    expect(pacer()).toHaveAttribute("data-phase", "out");
    expect(circle().style.transform).toBe("scale(0.6)");
    expect(circle().style.transition).toBe("transform 6s linear");
    expect(circle()).toHaveClass("bg-sun-100");
    expect(circle()).not.toHaveClass("bg-brand-100");
    wait(6);
    expect(phaseWords()).toBe("Breathe in…");
    expect(count()).toBe("1");
    // Only one word shows; the others keep their place, invisible.
    expect(document.querySelectorAll("[data-breathing-words] [data-shown]")).toHaveLength(1);
    expect(document.querySelectorAll("[data-breathing-words] .invisible")).toHaveLength(4);
    // The screen reader heard the start once, and nothing at each breath.
    expect(status()).toBe("Practice started: 3 min");
  });

  it("on a Marathi page counts, times and says its minutes in Devanagari digits", async () => {
    const words = practice("mr").words;
    window.history.pushState({}, "", "/mr/breathing-practice");
    try {
      show("mr");
      expect(screen.getByText(`३:०० ${words.left}`)).toBeInTheDocument();
      expect(screen.getByRole("radio", { name: `३ ${words.minute}` })).toBeChecked();
      // The steps' numbers are the browser's: drawn in Devanagari digits by CSS.
      expect(screen.getByRole("list")).toHaveClass("list-[devanagari]");
      await press(words.start);
      expect(count()).toBe("१");
      wait(3);
      expect(count()).toBe("४");
      expect(screen.getByText(`२:५७ ${words.left}`)).toBeInTheDocument();
      expect(status()).toBe(`${words.started}: ३ ${words.minute}`);
    } finally {
      window.history.pushState({}, "", "/");
    }
  });

  it("pauses where it is, resumes from there, and stops back to the start", async () => {
    show();
    await press("Start");
    wait(2);
    await press("Pause");
    expect(phaseWords()).toBe("Paused");
    expect(status()).toBe("Paused");
    expect(count()).toBe("3");
    // Held halfway through the in-breath, not moving.
    expect(circle().style.transform).toBe("scale(0.8)");
    expect(circle().style.transition).toBe("none");
    wait(5);
    expect(count()).toBe("3");
    expect(screen.getByText("2:58 left")).toBeInTheDocument();
    // Lengths stay as chosen while a practice is under way.
    expect(screen.getByRole("radio", { name: "1 min" })).toBeDisabled();

    await press("Resume");
    expect(status()).toBe("Practice resumed");
    expect(phaseWords()).toBe("Breathe in…");
    expect(circle().style.transition).toBe("transform 2s linear");
    wait(2);
    expect(phaseWords()).toBe("Breathe out…");

    await press("Stop");
    expect(status()).toBe("Practice stopped");
    expect(phaseWords()).toBe("Ready when you are");
    expect(count()).toBe("");
    expect(screen.getByText("3:00 left")).toBeInTheDocument();
    expect(button("Stop")).toBeDisabled();
    expect(button("Start")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "1 min" })).toBeEnabled();
    expect(circle().style.transform).toBe("scale(0.6)");
    expect(circle().style.transition).toBe("none");
    wait(10);
    expect(phaseWords()).toBe("Ready when you are");
  });

  it("runs for the length chosen, then says it is done", async () => {
    show();
    await click(screen.getByRole("radio", { name: "1 min" }));
    expect(screen.getByText("1:00 left")).toBeInTheDocument();
    await press("Start");
    expect(status()).toBe("Practice started: 1 min");
    wait(59);
    expect(phaseWords()).toBe("Breathe out…");
    wait(1);
    expect(phaseWords()).toBe("Well done. Notice how you feel.");
    expect(status()).toBe("Practice finished. Notice how you feel.");
    expect(screen.getByText("0:00 left")).toBeInTheDocument();
    expect(button("Stop")).toBeDisabled();
    expect(pacer()).toHaveAttribute("data-phase", "done");
    // Nothing runs on after the end.
    expect(vi.getTimerCount()).toBe(0);
    // Start again from the beginning.
    await press("Start");
    expect(phaseWords()).toBe("Breathe in…");
    expect(screen.getByText("1:00 left")).toBeInTheDocument();
  });

  it("follows a length chosen before its code arrived, and one chosen after", async () => {
    show();
    // A keyboard's arrow keys tick another length without a click.
    const five = screen.getByRole("radio", { name: "5 min" }) as HTMLInputElement;
    five.checked = true;
    await press("Start");
    expect(status()).toBe("Practice started: 5 min");
    expect(screen.getByText("5:00 left")).toBeInTheDocument();
    await press("Stop");
    // Now the code follows each change itself.
    const one = screen.getByRole("radio", { name: "1 min" }) as HTMLInputElement;
    one.checked = true;
    fireEvent.change(one);
    expect(screen.getByText("1:00 left")).toBeInTheDocument();
  });

  it("under reduced motion, paces with the words and count and never scales the circle", async () => {
    reduce = true;
    show();
    await press("Start");
    expect(pacer()).toHaveAttribute("data-motion", "reduced");
    expect(phaseWords()).toBe("Breathe in…");
    expect(count()).toBe("1");
    for (const seconds of [2, 2, 3]) {
      expect(circle().style.transform).toBe("scale(0.6)");
      expect(circle().style.transition).toBe("none");
      wait(seconds);
    }
    expect(phaseWords()).toBe("Breathe out…");
    expect(count()).toBe("4");
    expect(circle()).toHaveClass("bg-sun-100");
  });

  it("speaks no cue unless asked", async () => {
    show();
    await press("Start");
    wait(10);
    expect(synth.speak).not.toHaveBeenCalled();
  });

  it("speaks each phase in English with an English voice when asked, and falls silent on Pause", async () => {
    show();
    const speak = screen.getByRole("checkbox", { name: "Speak the cues" });
    await click(speak);
    await press("Start");
    expect(spoken().map((u) => [u.text, u.lang, u.voice?.name])).toEqual([
      ["Breathe in…", "en-IN", "Indian English"],
    ]);
    wait(3);
    expect(spoken()).toHaveLength(1);
    wait(1);
    expect(spoken().at(-1)!.text).toBe("Breathe out…");
    wait(6);
    expect(spoken().map((u) => u.text)).toEqual(["Breathe in…", "Breathe out…", "Breathe in…"]);
    synth.cancel.mockClear();
    await press("Pause");
    expect(synth.cancel).toHaveBeenCalled();
    wait(10);
    expect(spoken()).toHaveLength(3);
    await click(speak);
    await press("Resume");
    wait(10);
    expect(spoken()).toHaveLength(3);
  });

  it("says the toggle's state when Start is pressed, ticked before its code arrived", async () => {
    show();
    (screen.getByRole("checkbox", { name: "Speak the cues" }) as HTMLInputElement).checked = true;
    await press("Start");
    expect(spoken().map((u) => u.text)).toEqual(["Breathe in…"]);
  });

  it("speaks in Hindi on the Hindi page, with a Hindi voice", async () => {
    show("hi");
    await click(screen.getByRole("checkbox", { name: "निर्देश बोलकर सुनाएँ" }));
    await press("शुरू करें");
    expect(phaseWords()).toBe("साँस लें…");
    wait(4);
    expect(phaseWords()).toBe("साँस छोड़ें…");
    expect(spoken().map((u) => [u.text, u.lang, u.voice?.name])).toEqual([
      ["साँस लें…", "hi-IN", "Hindi"],
      ["साँस छोड़ें…", "hi-IN", "Hindi"],
    ]);
    expect(status()).toBe("अभ्यास शुरू हुआ: 3 मिनट");
    expect(screen.getByText("2:56 बाक़ी")).toBeInTheDocument();
    await press("रोकें");
    expect(button("फिर से शुरू करें")).toBeInTheDocument();
  });

  it("keeps the screen on while it runs, and lets it sleep again on Pause, Stop and the end", async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
    try {
      show();
      await press("Start");
      expect(request).toHaveBeenCalledWith("screen");
      wait(3);
      expect(request).toHaveBeenCalledTimes(1);
      await press("Pause");
      expect(release).toHaveBeenCalledTimes(1);
      await press("Resume");
      expect(request).toHaveBeenCalledTimes(2);
      await press("Stop");
      expect(release).toHaveBeenCalledTimes(2);
      await press("Start");
      await settle();
      wait(180);
      expect(phaseWords()).toBe("Well done. Notice how you feel.");
      expect(release).toHaveBeenCalledTimes(3);
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });

  it("stops its timer, voice and wake lock when the page is left, and comes back paused", async () => {
    const release = vi.fn(async () => {});
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: { request: vi.fn(async () => ({ release })) },
    });
    try {
      show();
      await click(screen.getByRole("checkbox", { name: "Speak the cues" }));
      await press("Start");
      wait(2);
      synth.cancel.mockClear();
      window.dispatchEvent(new Event("pagehide"));
      expect(vi.getTimerCount()).toBe(0);
      expect(synth.cancel).toHaveBeenCalled();
      expect(release).toHaveBeenCalledTimes(1);
      expect(phaseWords()).toBe("Paused");
      expect(count()).toBe("3");
      // Said to no one: the page was being left.
      expect(status()).toBe("Practice started: 3 min");
      await press("Resume");
      expect(phaseWords()).toBe("Breathe in…");
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });

  it("leaves nothing running once its markup is gone (another page)", async () => {
    const { unmount } = show();
    await press("Start");
    unmount();
    wait(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("offers no spoken cues where the browser cannot speak", async () => {
    vi.stubGlobal("speechSynthesis", undefined);
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    show();
    await press("Start");
    expect(screen.getByRole("checkbox", { name: "Speak the cues" })).toBeDisabled();
    expect(phaseWords()).toBe("Breathe in…");
  });
});

describe("prerendered, then hydrated", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
  });

  for (const locale of ["en", "hi"] as const)
    it(`keeps its markup, with what its code needs (${locale})`, () => {
      const ui = withI18n(<BreathingSection {...practice(locale)} />, locale);
      const container = document.createElement("div");
      container.innerHTML = renderToString(ui);
      document.body.append(container);
      // The prerendered page as the browser holds it (its own serialisation).
      const html = container.innerHTML;
      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
      act(() => {
        root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      consoleError.mockRestore();
      expect(container.innerHTML).toBe(html);

      const { words, pace } = practice(locale);
      const live = container.querySelector<HTMLElement>('[data-live="breathing"]')!;
      expect(live.dataset).toMatchObject({
        lang: locale === "hi" ? "hi-IN" : "en-IN",
        paceIn: String(pace.in),
        paceOut: String(pace.out),
      });
      expect(live.querySelector<HTMLElement>("[data-breathing-status]")!.dataset).toMatchObject({
        started: `${words.started}: {minutes} ${words.minute}`,
        paused: words.paused,
        resumed: words.resumed,
        stopped: words.stopped,
        finished: words.finished,
      });
      expect(live.querySelector<HTMLElement>("[data-breathing-toggle]")!.dataset).toMatchObject({
        start: words.start,
        pause: words.pause,
        resume: words.resume,
      });
      expect(live.querySelector<HTMLElement>("[data-breathing-time]")!.dataset.format).toBe(
        `{time} ${words.left}`,
      );
      expect(
        [...live.querySelectorAll<HTMLElement>("[data-breathing-words] [data-word]")].map(
          (span) => [span.dataset.word, span.textContent],
        ),
      ).toEqual([
        ["ready", words.ready],
        ["in", words.breatheIn],
        ["out", words.breatheOut],
        ["paused", words.paused],
        ["done", words.done],
      ]);
      // Without JavaScript: a line says the timer needs it, and the controls are hidden.
      expect(live.querySelector("p.noscript\\:block")).toHaveTextContent(words.noScript);
      expect(live.querySelector("[data-breathing-toggle]")!.closest(".noscript\\:hidden")).not.toBe(
        null,
      );
    });
});
