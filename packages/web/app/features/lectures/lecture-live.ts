/**
 * A lecture card's code (issue 29), fetched by its static island on the first press in it
 * (`data-live="lecture"`, frame/live-modules.ts). It works on the prerendered markup of
 * sections/lectures-section.tsx: Listen reads the transcript aloud with the device's own voice
 * (speech.ts), one sentence at a time, marking the sentence being read (`data-reading`) and
 * bringing it into view while the reader follows; Listen becomes Pause and Resume, Stop ends it,
 * the speed takes effect from the current sentence; one lecture plays at a time (speech.ts). Where
 * the device has no voice for the page's language, the card says so and opens the transcript.
 *
 * The island passes every click in the card (`live(card, click)`); the speed is read from its
 * control when the reading starts, and followed from then on (a `change` listener of this code).
 */
import { showWord } from "./play-word.ts";
import { findVoice, narrate, type Narration } from "./speech.ts";
import { unlockSpeech } from "./unlock.ts";

type State =
  "idle" | "loading" | "playing" | "paused" | "finished" | "stopped" | "no-voice" | "failed";

type Card = {
  root: HTMLElement;
  listen: HTMLButtonElement;
  stop: HTMLButtonElement;
  speed: HTMLSelectElement | null;
  status: HTMLElement;
  transcript: HTMLDetailsElement | null;
  sentences: HTMLElement[];
  narration?: Narration;
  starting: boolean;
  reached?: HTMLElement;
};

const cards = new WeakMap<HTMLElement, Card>();

function cardOf(root: HTMLElement): Card | undefined {
  const known = cards.get(root);
  if (known) return known;
  const listen = root.querySelector<HTMLButtonElement>("[data-lecture-listen]");
  const stop = root.querySelector<HTMLButtonElement>("[data-lecture-stop]");
  const status = root.querySelector<HTMLElement>("[data-lecture-status]");
  if (!listen || !stop || !status) return undefined;
  const card: Card = {
    root,
    listen,
    stop,
    status,
    speed: root.querySelector<HTMLSelectElement>("[data-lecture-speed]"),
    transcript: root.querySelector<HTMLDetailsElement>("[data-lecture-transcript]"),
    // In reading order: the markup numbers them as the voice reads them (reading.ts).
    sentences: [...root.querySelectorAll<HTMLElement>("[data-sentence]")].sort(
      (a, b) => Number(a.dataset.sentence) - Number(b.dataset.sentence),
    ),
    starting: false,
  };
  card.speed?.addEventListener("change", () => {
    const playing = running(card);
    if (playing) playing.setRate(rateOf(card));
  });
  cards.set(root, card);
  return card;
}

const rateOf = (card: Card) => Number(card.speed?.value) || 1;

const running = (card: Card) =>
  card.narration && !card.narration.over ? card.narration : undefined;

/** Shows `state`: the status line's words, Listen's word and name, Stop's availability. */
function show(card: Card, state: State) {
  const said = state === "idle" ? "" : (card.status.getAttribute(`data-said-${state}`) ?? "");
  // Only a real change: the status line is a live region, and every write is announced.
  if (card.status.textContent !== said) card.status.textContent = said;
  showWord(card.listen, state === "playing" ? "pause" : state === "paused" ? "resume" : "play");
  card.stop.setAttribute("aria-disabled", String(state !== "playing" && state !== "paused"));
  if (state === "no-voice" || state === "failed") openTranscript(card);
}

function openTranscript(card: Card) {
  if (card.transcript) card.transcript.open = true;
}

function onScreen(element: Element) {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

/** Marks sentence `index` as the one being read, and brings it into view for a reader following. */
function mark(card: Card, index: number | undefined) {
  card.reached?.removeAttribute("data-reading");
  card.reached = index === undefined ? undefined : card.sentences[index];
  if (!card.reached) return;
  card.reached.setAttribute("data-reading", "");
  // A reader who scrolled elsewhere (the last sentence is off the screen) is left there.
  const last = index ? card.sentences[index - 1] : undefined;
  if (last && !onScreen(last)) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  card.reached.scrollIntoView?.({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
}

async function listen(card: Card) {
  const playing = running(card);
  if (playing?.paused) {
    playing.resume();
    return show(card, "playing");
  }
  if (playing) {
    playing.pause();
    return show(card, "paused");
  }
  if (card.starting) return;
  card.starting = true;
  unlockSpeech();
  // The transcript opens with the first press, so the marked sentence can be seen.
  openTranscript(card);
  show(card, "loading");
  try {
    const lang = card.root.dataset.lang ?? "en-IN";
    const voice = await findVoice(lang);
    if (!voice) return show(card, "no-voice");
    show(card, "playing");
    card.narration = narrate(
      card.sentences.map((sentence) => ({ texts: [sentence.textContent ?? ""] })),
      { voice, lang, rate: rateOf(card) },
      {
        onStep: (index) => mark(card, index),
        onEnd: () => {
          mark(card, undefined);
          show(card, "finished");
        },
        // Another lecture or the summary started: this card goes back to Listen.
        onStop: () => {
          mark(card, undefined);
          show(card, "idle");
        },
        onError: () => {
          mark(card, undefined);
          show(card, "failed");
        },
      },
    );
  } finally {
    card.starting = false;
  }
}

function stop(card: Card) {
  const playing = running(card);
  if (!playing) return;
  playing.stop();
  show(card, "stopped");
}

export function live(root: HTMLElement, event?: Event) {
  const card = cardOf(root);
  if (!card || event?.type !== "click") return;
  const control = (event.target as Element | null)?.closest("button");
  if (control === card.listen) void listen(card);
  else if (control === card.stop) stop(card);
}
