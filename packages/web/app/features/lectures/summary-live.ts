/**
 * The lecture summary's code (issue 29), fetched by its static island on the first press in it
 * (`data-live="summary"`, frame/live-modules.ts). It works on the prerendered markup of
 * sections/video-summary-section.tsx, where every lecture's slides already are: Play summary shows
 * the chosen lecture's slides one by one, each read aloud by the device's own voice (speech.ts),
 * or, with no voice for the page's language, each staying its `data-silent-ms` while a screen
 * reader hears it; Pause and Resume, Previous and Next; choosing another lecture starts again.
 *
 * The island passes every click in the section (`live(section, click)`); the lecture is read from
 * its control when the summary starts, and followed from then on (a `change` listener).
 */
import { showWord } from "./play-word.ts";
import { findVoice, narrate, type Narration } from "./speech.ts";
import { unlockSpeech } from "./unlock.ts";

type State = "idle" | "loading" | "narrated" | "silent" | "paused" | "finished";

type Summary = {
  root: HTMLElement;
  play: HTMLButtonElement;
  previous: HTMLButtonElement | null;
  next: HTMLButtonElement | null;
  choice: HTMLSelectElement | null;
  status: HTMLElement;
  slideSaid: HTMLElement | null;
  lecture: number;
  slide: number;
  state: State;
  /** Whether the narration under way speaks (else its slides are timed). */
  voiced: boolean;
  narration?: Narration;
  starting: boolean;
};

const summaries = new WeakMap<HTMLElement, Summary>();

const slidesOf = (summary: Summary, lecture = summary.lecture) => [
  ...summary.root.querySelectorAll<HTMLElement>(`[data-of="${lecture}"]`),
];

const running = (summary: Summary) =>
  summary.narration && !summary.narration.over ? summary.narration : undefined;

function summaryOf(root: HTMLElement): Summary | undefined {
  const known = summaries.get(root);
  if (known) return known;
  const play = root.querySelector<HTMLButtonElement>("[data-summary-play]");
  const status = root.querySelector<HTMLElement>("[data-summary-status]");
  if (!play || !status) return undefined;
  const summary: Summary = {
    root,
    play,
    status,
    previous: root.querySelector('[data-summary-move="-1"]'),
    next: root.querySelector('[data-summary-move="1"]'),
    choice: root.querySelector("[data-summary-choice]"),
    slideSaid: root.querySelector("[data-summary-slide-said]"),
    lecture: 0,
    slide: 0,
    state: "idle",
    voiced: false,
    starting: false,
  };
  summary.choice?.addEventListener("change", () => choose(summary));
  summaries.set(root, summary);
  // A lecture chosen before this code arrived (with the keyboard, say).
  if (Number(summary.choice?.value ?? 0) !== summary.lecture) choose(summary);
  return summary;
}

/** Shows slide `index` of the chosen lecture, its place in the progress bar and the buttons. */
function showSlide(summary: Summary, index: number) {
  const slides = slidesOf(summary);
  summary.slide = Math.min(Math.max(index, 0), slides.length - 1);
  for (const slide of summary.root.querySelectorAll<HTMLElement>("[data-slide]")) {
    const shown =
      slide.dataset.of === String(summary.lecture) && Number(slide.dataset.slide) === summary.slide;
    slide.classList.toggle("invisible", !shown);
    if (shown) slide.removeAttribute("aria-hidden");
    else slide.setAttribute("aria-hidden", "true");
  }
  for (const bar of summary.root.querySelectorAll<HTMLElement>("[data-progress-of]")) {
    bar.hidden = bar.dataset.progressOf !== String(summary.lecture);
    for (const step of bar.querySelectorAll<HTMLElement>("[data-step]"))
      step.toggleAttribute("data-done", Number(step.dataset.step) <= summary.slide);
  }
  summary.previous?.setAttribute("aria-disabled", String(summary.slide === 0));
  summary.next?.setAttribute("aria-disabled", String(summary.slide >= slides.length - 1));
  // Without a voice, a screen reader hears each slide as it comes.
  const current = slides[summary.slide];
  if (summary.slideSaid)
    summary.slideSaid.textContent =
      summary.state === "silent" && current
        ? `${current.querySelector("h3")?.textContent ?? ""}. ${current.querySelector("h3 + p")?.textContent ?? ""}`
        : "";
}

function show(summary: Summary, state: State) {
  summary.state = state;
  const said = state === "idle" ? "" : (summary.status.getAttribute(`data-said-${state}`) ?? "");
  if (summary.status.textContent !== said) summary.status.textContent = said;
  showWord(
    summary.play,
    state === "narrated" || state === "silent" ? "pause" : state === "paused" ? "resume" : "play",
  );
  if (state !== "silent" && summary.slideSaid) summary.slideSaid.textContent = "";
}

async function start(summary: Summary, from: number) {
  if (summary.starting) return;
  summary.starting = true;
  unlockSpeech();
  show(summary, "loading");
  try {
    const lang = summary.root.dataset.lang ?? "en-IN";
    const voice = await findVoice(lang);
    const steps = slidesOf(summary).map((slide) => ({
      texts: [
        slide.querySelector("h3")?.textContent ?? "",
        slide.querySelector("h3 + p")?.textContent ?? "",
      ],
      silentMs: Number(slide.dataset.silentMs) || 6000,
    }));
    const play = (withVoice: typeof voice, at: number) => {
      summary.voiced = withVoice !== undefined;
      show(summary, withVoice ? "narrated" : "silent");
      summary.narration = narrate(
        steps,
        { voice: withVoice, lang, from: at },
        {
          onStep: (index) => showSlide(summary, index),
          onEnd: () => show(summary, "finished"),
          onStop: () => show(summary, "idle"),
          // The voice failed midway: the slides go on without it.
          onError: () => play(undefined, summary.narration?.step ?? at),
        },
      );
    };
    play(voice, from);
  } finally {
    summary.starting = false;
  }
}

function toggle(summary: Summary) {
  const playing = running(summary);
  if (playing?.paused) {
    playing.resume();
    show(summary, summary.voiced ? "narrated" : "silent");
  } else if (playing) {
    playing.pause();
    show(summary, "paused");
  } else void start(summary, summary.state === "finished" ? 0 : summary.slide);
}

function move(summary: Summary, by: number) {
  const to = summary.slide + by;
  const playing = running(summary);
  if (playing) playing.goTo(Math.min(Math.max(to, 0), slidesOf(summary).length - 1));
  else {
    showSlide(summary, to);
    if (summary.state === "finished") show(summary, "idle");
  }
}

function choose(summary: Summary) {
  running(summary)?.stop();
  summary.lecture = Number(summary.choice?.value ?? 0);
  show(summary, "idle");
  showSlide(summary, 0);
}

export function live(root: HTMLElement, event?: Event) {
  const summary = summaryOf(root);
  if (!summary || event?.type !== "click") return;
  const control = (event.target as Element | null)?.closest<HTMLElement>("button");
  if (control === summary.play) toggle(summary);
  else if (control?.dataset.summaryMove) move(summary, Number(control.dataset.summaryMove));
}
