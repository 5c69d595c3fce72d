/**
 * For unit tests: a fake Web Speech API on window (speechSynthesis and SpeechSynthesisUtterance).
 * jsdom has none. It speaks one utterance at a time, as browsers do: `finish()` ends the one being
 * spoken and the next queued one starts. `cancel()` empties the queue and, like Chrome, still fires
 * `end` on what it dropped, so the code under test must tell its own cancels apart.
 */
import { vi } from "vitest";

export type FakeVoice = { name: string; lang: string; localService: boolean; default?: boolean };

export class FakeUtterance {
  text: string;
  lang = "";
  voice: FakeVoice | null = null;
  rate = 1;
  onend: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(text = "") {
    this.text = text;
  }
}

export type FakeSpeech = ReturnType<typeof installFakeSpeech>;

/**
 * Installs the fake with these voices (`loadLater`: getVoices() is empty until `loadVoices()`,
 * which fires `voiceschanged`, as Chrome does on a first call).
 */
export function installFakeSpeech(voices: FakeVoice[], { loadLater = false } = {}) {
  let loaded = !loadLater;
  let queue: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  const synth = {
    paused: false,
    get speaking() {
      return queue.length > 0;
    },
    getVoices: vi.fn(() => (loaded ? voices : [])),
    speak: vi.fn((utterance: FakeUtterance) => {
      // The empty utterance that unlocks iOS: over at once.
      if (utterance.text === "") return void utterance.onend?.({});
      queue.push(utterance);
    }),
    cancel: vi.fn(() => {
      const dropped = queue;
      queue = [];
      for (const utterance of dropped) utterance.onend?.({});
    }),
    pause: vi.fn(),
    resume: vi.fn(),
    addEventListener: (type: string, listener: () => void) => {
      if (type === "voiceschanged") listeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === "voiceschanged") listeners.delete(listener);
    },
  };
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  return {
    synth,
    /** Every utterance spoken so far, the iOS unlock left out. */
    spoken: () =>
      synth.speak.mock.calls.map(([utterance]) => utterance).filter((u) => u.text !== ""),
    /** What is being spoken now. */
    speaking: () => queue[0],
    /** The utterance being spoken reaches its end. */
    finish: () => {
      const utterance = queue.shift();
      if (!utterance) throw new Error("nothing is being spoken");
      utterance.onend?.({});
    },
    /** The device fails to speak the current utterance. */
    fail: (error = "synthesis-failed") => {
      const utterance = queue.shift();
      utterance?.onerror?.({ error });
    },
    loadVoices: () => {
      loaded = true;
      for (const listener of listeners) listener();
    },
  };
}

export const englishVoices: FakeVoice[] = [
  { name: "Online English (US)", lang: "en-US", localService: false },
  { name: "English (India)", lang: "en-IN", localService: true },
  { name: "Hindi (India)", lang: "hi-IN", localService: true },
];
