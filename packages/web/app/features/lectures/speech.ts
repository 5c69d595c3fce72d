/**
 * Reading aloud with the device's own voice (Web Speech API), for the lectures and their video
 * summaries (issue 29). Nothing is sent anywhere by this code, and it prefers a voice the device
 * has on board, so it reads offline too. Its own chunk: a page fetches it only when a reader
 * presses Listen or Play summary.
 *
 * A narration is a list of steps (a lecture's sentences, a summary's slides), each read as one
 * utterance per text. Only one narration speaks at a time on a page: starting one stops the last
 * (its `onStop` lets its card show that). Pausing cancels the speech and resuming reads the step
 * again from its start, rather than speechSynthesis.pause(): Android's Chrome has no pause (it
 * ends the utterance), and a step is one sentence, so resuming repeats at most one. A step can
 * also be timed rather than spoken (`voice` undefined): a summary's slides then advance on their own.
 */

export { speechLang } from "./speech-lang.ts";

/** How long to wait for the device's voices to load before saying it has none. */
export const VOICE_WAIT_MS = 2500;

/** The device's speech synthesis, where the browser has it. */
export function speech(): SpeechSynthesis | undefined {
  if (typeof window === "undefined") return undefined;
  if (!("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function")
    return undefined;
  return window.speechSynthesis;
}

const tag = (lang: string) => lang.toLowerCase().replace(/_/g, "-");

/**
 * The best of `voices` for `lang` ("hi-IN"): one of its language ("hi", "hi-IN", "hi_IN"), on the
 * device first (it works offline and does not send the text to a server), then of its region.
 */
export function bestVoice(
  voices: readonly SpeechSynthesisVoice[],
  lang: string,
): SpeechSynthesisVoice | undefined {
  const wanted = tag(lang);
  const language = wanted.split("-")[0];
  let best: SpeechSynthesisVoice | undefined;
  let bestScore = -1;
  for (const voice of voices) {
    const own = tag(voice.lang);
    if (own.split("-")[0] !== language) continue;
    const score = (voice.localService ? 2 : 0) + (own === wanted ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [voice, score];
  }
  return best;
}

/**
 * The device's voice for `lang`, or undefined when it has none (or no speech synthesis). Browsers
 * load their voices after the page: an empty list waits for `voiceschanged`, or `waitMs`.
 */
export function findVoice(
  lang: string,
  waitMs = VOICE_WAIT_MS,
): Promise<SpeechSynthesisVoice | undefined> {
  const synth = speech();
  if (!synth) return Promise.resolve(undefined);
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(bestVoice(now, lang));
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.("voiceschanged", changed);
      resolve(bestVoice(synth.getVoices(), lang));
    };
    const changed = () => {
      if (synth.getVoices().length > 0) done();
    };
    const timer = setTimeout(done, waitMs);
    synth.addEventListener?.("voiceschanged", changed);
  });
}

export type Step = {
  /** What the voice reads for this step, one utterance each. */
  texts: readonly string[];
  /** Without a voice: how long the step shows at speed 1. */
  silentMs?: number;
};

export type NarrationEvents = {
  /** Step `index` begins (again, after a resume, a new speed or a jump). */
  onStep?: (index: number) => void;
  /** The last step is done. */
  onEnd?: () => void;
  /** Stopped: by `stop()`, or because another narration started. */
  onStop?: () => void;
  /** The device could not speak (not a cancel of ours). */
  onError?: () => void;
};

export type NarrationOptions = {
  /** The voice to read with; undefined: silent, each step lasts its `silentMs`. */
  voice: SpeechSynthesisVoice | undefined;
  lang: string;
  rate?: number;
  /** The step to start at. */
  from?: number;
};

/** A narration under way: what its reader's controls call. */
export type Narration = {
  /** The step being read (or that will be, when paused). */
  readonly step: number;
  readonly paused: boolean;
  /** Ended, stopped or failed: it does nothing more. */
  readonly over: boolean;
  pause(): void;
  resume(): void;
  /** A new speed, from the current step's start (an utterance cannot change speed midway). */
  setRate(rate: number): void;
  /** Jumps to step `index` (a summary's Previous and Next); reads it unless paused. */
  goTo(index: number): void;
  stop(): void;
};

/** The narration speaking now, if any: there is one at a time. */
let current: { stop(): void } | undefined;

if (typeof window !== "undefined")
  // Leaving the page: some browsers go on speaking over the next one.
  window.addEventListener("pagehide", () => current?.stop());

/** Starts reading `steps` aloud (or showing them, silent): the one narration of the page. */
export function narrate(
  steps: readonly Step[],
  options: NarrationOptions,
  events: NarrationEvents = {},
): Narration {
  let index = Math.min(Math.max(options.from ?? 0, 0), steps.length);
  let text = 0;
  let rate = options.rate ?? 1;
  let paused = false;
  let over = false;
  /** Bumped on every halt: events of an utterance or timer from before are ignored. */
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Held so the browser cannot collect it before its `end` (a Chrome bug). */
  let held: SpeechSynthesisUtterance | undefined;

  const halt = () => {
    run++;
    clearTimeout(timer);
    held = undefined;
    if (options.voice) speech()?.cancel();
  };
  const end = () => {
    over = true;
    halt();
    if (current === narration) current = undefined;
  };
  const claim = () => {
    if (current && current !== narration) current.stop();
    current = narration;
  };

  const play = (): void => {
    if (index >= steps.length) {
      end();
      events.onEnd?.();
      return;
    }
    const ours = run;
    const step = steps[index]!;
    if (text === 0) events.onStep?.(index);
    const next = () => {
      if (ours !== run) return;
      text = 0;
      index++;
      play();
    };
    const synth = speech();
    if (!options.voice || !synth) {
      timer = setTimeout(next, (step.silentMs ?? 0) / rate);
      return;
    }
    const words = step.texts[text];
    if (words === undefined) return next();
    const utterance = new SpeechSynthesisUtterance(words);
    utterance.lang = options.lang;
    utterance.voice = options.voice;
    utterance.rate = rate;
    utterance.onend = () => {
      if (ours !== run) return;
      text++;
      if (text < step.texts.length) play();
      else next();
    };
    utterance.onerror = (event) => {
      // Our own cancel (pause, a new speed, another narration) is not a failure.
      if (ours !== run || event.error === "interrupted" || event.error === "canceled") return;
      end();
      events.onError?.();
    };
    held = utterance;
    // Left paused by another page or script, the queue would never start.
    if (synth.paused) synth.resume();
    synth.speak(held);
  };

  const narration: Narration = {
    get step() {
      return index;
    },
    get paused() {
      return paused;
    },
    get over() {
      return over;
    },
    pause() {
      if (over || paused) return;
      paused = true;
      halt();
    },
    resume() {
      if (over || !paused) return;
      paused = false;
      claim();
      text = 0;
      play();
    },
    setRate(value) {
      rate = value;
      if (over || paused) return;
      halt();
      text = 0;
      play();
    },
    goTo(to) {
      if (over) return;
      index = Math.min(Math.max(to, 0), steps.length - 1);
      text = 0;
      if (paused) {
        events.onStep?.(index);
        return;
      }
      halt();
      play();
    },
    stop() {
      if (over) return;
      end();
      events.onStop?.();
    },
  };
  claim();
  play();
  return narration;
}
