/**
 * The breathing practice's code (issue 29), fetched by its static island (static-island.tsx,
 * `data-live="breathing"`) on the first press in it. It works on the prerendered markup of
 * sections/breathing-section.tsx, with the words, formats and durations that markup carries:
 * - Start paces the breath once a second: the words ("Breathe in…") and the count change, and the
 *   circle grows toward the end of the in-breath and shrinks toward the end of the out-breath over
 *   the seconds left in it (a CSS transition, so it moves smoothly between the updates). Under
 *   prefers-reduced-motion it keeps its size and changes colour with the phase instead.
 * - Pause holds it where it is (the circle too), Resume goes on from there, Stop goes back to the
 *   start, and at the end it says so; the length cannot change while a practice is under way.
 * - The polite status line says only that: started, paused, resumed, stopped, finished.
 * - With "Speak the cues" ticked the device's voice says each phase in the page's language.
 * - While it runs the screen is kept on (Screen Wake Lock, where there is one).
 * - Leaving the page (pagehide) pauses it, silently: no timer, voice or wake lock is left behind,
 *   and a page the browser keeps (back/forward cache) comes back paused. Markup taken off the page
 *   (a client navigation) stops it at its next second.
 *
 * The island passes every click in the practice (`live(root, click)`), and this code handles
 * those; the length and the speak toggle are followed with a `change` listener of its own, and read
 * again from their controls on Start, as a keyboard may have changed them before this code arrived.
 */
import { localeOfPath, type Locale } from "../../i18n/locales.ts";
import { localDigits } from "../../lib/digits.ts";
import { bestVoice, speech } from "../lectures/speech.ts";
import { clock, fill, LARGE, phaseAt, SMALL, type Pace } from "./pace.ts";

type Status = "idle" | "running" | "paused" | "done";

type Practice = {
  root: HTMLElement;
  pacer: HTMLElement;
  circle: HTMLElement;
  count: HTMLElement;
  words: HTMLElement[];
  time: HTMLElement;
  status: HTMLElement;
  lengths: HTMLFieldSetElement;
  speak: HTMLInputElement | null;
  toggle: HTMLButtonElement;
  stop: HTMLButtonElement;
  pace: Pace;
  lang: string;
  /** The page's language: its count, time left and minutes are in its digits. */
  locale: Locale;
  state: Status;
  /** Seconds since Start. */
  second: number;
  /** The practice's length, in seconds. */
  total: number;
  /** The circle's scale where Pause caught it mid-transition. */
  held?: number;
  timer?: ReturnType<typeof setInterval>;
  speaking: boolean;
  lock?: WakeLockSentinel;
  /** Bumped on every release: a wake lock granted after it is let go at once. */
  lockRun: number;
};

const practices = new WeakMap<HTMLElement, Practice>();
/** Those running now, for pagehide. */
const running = new Set<Practice>();

const REDUCE = "(prefers-reduced-motion: reduce)";
const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia(REDUCE).matches;

if (typeof window !== "undefined")
  window.addEventListener("pagehide", () => {
    for (const practice of running) hold(practice);
  });

function practiceOf(root: HTMLElement): Practice | undefined {
  const known = practices.get(root);
  if (known) return known;
  const get = <E extends HTMLElement>(name: string) =>
    root.querySelector<E>(`[data-breathing-${name}]`);
  const pacer = get("pacer");
  const circle = get("circle");
  const count = get("count");
  const time = get("time");
  const status = get("status");
  const lengths = get<HTMLFieldSetElement>("length");
  const toggle = get<HTMLButtonElement>("toggle");
  const stop = get<HTMLButtonElement>("stop");
  if (!pacer || !circle || !count || !time || !status || !lengths || !toggle || !stop)
    return undefined;
  const practice: Practice = {
    root,
    pacer,
    circle,
    count,
    words: [...root.querySelectorAll<HTMLElement>("[data-breathing-words] [data-word]")],
    time,
    status,
    lengths,
    speak: get<HTMLInputElement>("speak"),
    toggle,
    stop,
    pace: { in: Number(root.dataset.paceIn) || 4, out: Number(root.dataset.paceOut) || 6 },
    lang: root.dataset.lang ?? "en-IN",
    locale: localeOfPath(location.pathname),
    state: "idle",
    second: 0,
    total: 0,
    speaking: false,
    lockRun: 0,
  };
  practice.total = chosenSeconds(practice);
  practices.set(root, practice);

  const { speak } = practice;
  // This browser cannot speak: the toggle says so by being unavailable.
  if (speak && !speech()) {
    speak.checked = false;
    speak.disabled = true;
  }
  root.addEventListener("change", (event) => {
    const target = event.target as HTMLInputElement;
    if (target === speak) {
      practice.speaking = speak.checked;
      if (!speak.checked) speech()?.cancel();
    } else if (practice.lengths.contains(target) && !active(practice)) {
      // A new length readies a new practice.
      practice.state = "idle";
      practice.second = 0;
      practice.total = chosenSeconds(practice);
      render(practice);
    }
  });
  if (typeof window.matchMedia === "function")
    window.matchMedia(REDUCE).addEventListener?.("change", () => render(practice));
  render(practice);
  return practice;
}

/** The length ticked now, in seconds (the one shown so far when none is). */
function chosenSeconds(practice: Practice) {
  const checked = practice.lengths.querySelector<HTMLInputElement>("input[type=radio]:checked");
  const minutes = Number(checked?.value);
  return minutes > 0 ? minutes * 60 : practice.total;
}

const active = ({ state }: Practice) => state === "running" || state === "paused";

/** The word the pacer shows for `name` (ready, in, out, paused, done), from the markup. */
const word = (practice: Practice, name: string) =>
  practice.words.find((span) => span.dataset.word === name)?.textContent ?? "";

/** Writes `text` only when it changes: nothing is rewritten that need not be. */
function setText(element: HTMLElement, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

/** Tells a screen reader (the polite status line) `text`. */
function announce(practice: Practice, text: string) {
  practice.status.textContent = text;
}

/** Shows the practice as it is now. */
function render(practice: Practice) {
  const { state, pacer, circle, toggle } = practice;
  const moves = active(practice);
  const now = phaseAt(practice.second, practice.pace);
  const reduce = reducedMotion();
  const shown =
    state === "running"
      ? now.phase
      : state === "paused"
        ? "paused"
        : state === "done"
          ? "done"
          : "ready";
  pacer.dataset.phase = moves ? now.phase : state;
  pacer.dataset.motion = reduce ? "reduced" : "full";
  // The circle moves toward the end of the current phase over the seconds left in it; paused, it
  // rests where it is; under reduced motion it does not move at all.
  const scale =
    reduce || !moves
      ? SMALL
      : state === "running"
        ? now.phase === "in"
          ? LARGE
          : SMALL
        : (practice.held ??
          (now.phase === "in"
            ? SMALL + (LARGE - SMALL) * now.progress
            : LARGE - (LARGE - SMALL) * now.progress));
  circle.style.transform = `scale(${scale})`;
  circle.style.transition =
    state === "running" && !reduce ? `transform ${now.left}s linear` : "none";
  const out = moves && now.phase === "out";
  circle.classList.toggle("bg-sun-100", out);
  circle.classList.toggle("bg-brand-100", !out);
  setText(practice.count, moves ? localDigits(now.count, practice.locale) : "");
  for (const span of practice.words) {
    const on = span.dataset.word === shown;
    span.classList.toggle("invisible", !on);
    span.toggleAttribute("data-shown", on);
  }
  setText(
    practice.time,
    fill(practice.time.dataset.format ?? "{time}", {
      time: localDigits(clock(practice.total - practice.second), practice.locale),
    }),
  );
  practice.lengths.disabled = moves;
  setText(
    toggle,
    (state === "running"
      ? toggle.dataset.pause
      : state === "paused"
        ? toggle.dataset.resume
        : toggle.dataset.start) ?? "",
  );
  practice.stop.disabled = !moves;
}

/** Says `text` in the page's language, with a voice of that language when the device has one. */
function say(practice: Practice, text: string) {
  const synth = speech();
  if (!synth || !practice.speaking) return;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = practice.lang;
  utterance.rate = 0.9;
  const voice = bestVoice(synth.getVoices(), practice.lang);
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
}

/** A phone would dim and lock its screen part-way through: keep it on while the practice runs. */
function keepScreenOn(practice: Practice) {
  if (!("wakeLock" in navigator)) return;
  const ours = practice.lockRun;
  navigator.wakeLock.request("screen").then(
    (lock) => {
      if (ours !== practice.lockRun || practice.state !== "running") lock.release().catch(() => {});
      else practice.lock = lock;
    },
    // Refused (a hidden page, a battery saver): the practice runs all the same.
    () => {},
  );
}

function letScreenSleep(practice: Practice) {
  practice.lockRun++;
  practice.lock?.release().catch(() => {});
  practice.lock = undefined;
}

/** Ends the running of time: no timer, no voice, no wake lock. */
function halt(practice: Practice) {
  clearInterval(practice.timer);
  practice.timer = undefined;
  running.delete(practice);
  letScreenSleep(practice);
  // Only a cue of ours: the device's voice may be someone else's by now (a lecture's, say).
  if (practice.speaking) speech()?.cancel();
}

function run(practice: Practice) {
  practice.state = "running";
  practice.held = undefined;
  clearInterval(practice.timer);
  practice.timer = setInterval(() => tick(practice), 1000);
  running.add(practice);
  keepScreenOn(practice);
  render(practice);
}

function tick(practice: Practice) {
  // The markup is gone (another page): nothing is left running for it.
  if (!practice.root.isConnected) {
    halt(practice);
    practice.state = "idle";
    return;
  }
  const before = practice.second;
  const after = before + 1;
  practice.second = after;
  if (after >= practice.total) {
    halt(practice);
    practice.state = "done";
    practice.second = practice.total;
    render(practice);
    announce(practice, practice.status.dataset.finished ?? "");
    say(practice, word(practice, "done"));
    return;
  }
  const phase = phaseAt(after, practice.pace).phase;
  if (phase !== phaseAt(before, practice.pace).phase) say(practice, word(practice, phase));
  render(practice);
}

function start(practice: Practice) {
  practice.total = chosenSeconds(practice);
  practice.speaking = !!practice.speak?.checked && !practice.speak.disabled;
  practice.second = 0;
  run(practice);
  announce(
    practice,
    fill(practice.status.dataset.started ?? "", {
      minutes: localDigits(practice.total / 60, practice.locale),
    }),
  );
  say(practice, word(practice, "in"));
}

/** Pause: holds the circle where it is now, between two once-a-second updates. */
function hold(practice: Practice) {
  const matrix = /^matrix\(([-\d.e]+)/.exec(getComputedStyle(practice.circle).transform);
  halt(practice);
  practice.state = "paused";
  practice.held = matrix ? Number(matrix[1]) : undefined;
  render(practice);
}

function pause(practice: Practice) {
  hold(practice);
  announce(practice, practice.status.dataset.paused ?? "");
}

function resume(practice: Practice) {
  run(practice);
  announce(practice, practice.status.dataset.resumed ?? "");
  say(practice, word(practice, phaseAt(practice.second, practice.pace).phase));
}

function stop(practice: Practice) {
  halt(practice);
  practice.state = "idle";
  practice.second = 0;
  render(practice);
  announce(practice, practice.status.dataset.stopped ?? "");
}

export function live(root: HTMLElement, event?: Event) {
  const practice = practiceOf(root);
  if (!practice || event?.type !== "click") return;
  const control = (event.target as Element | null)?.closest("button");
  if (control === practice.toggle) {
    if (practice.state === "running") pause(practice);
    else if (practice.state === "paused") resume(practice);
    else start(practice);
  } else if (control === practice.stop && active(practice)) stop(practice);
}
