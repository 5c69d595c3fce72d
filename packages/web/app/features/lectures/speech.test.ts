// @vitest-environment jsdom
/** Issue 29: choosing the device's voice, waiting for voices that load late, one narration at a time. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { bestVoice, findVoice, narrate, VOICE_WAIT_MS } from "./speech.ts";
import { englishVoices, installFakeSpeech, type FakeVoice } from "./test-speech.ts";

const voices = (list: FakeVoice[]) => list as unknown as SpeechSynthesisVoice[];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the device's voice", () => {
  it("takes one of the page's language, on the device before online, of India before elsewhere", () => {
    const list = voices([
      { name: "US online", lang: "en-US", localService: false },
      { name: "UK", lang: "en_GB", localService: true },
      { name: "India online", lang: "en-IN", localService: false },
      { name: "India", lang: "en-IN", localService: true },
      { name: "Hindi", lang: "hi-IN", localService: true },
    ]);
    expect(bestVoice(list, "en-IN")?.name).toBe("India");
    expect(bestVoice(list, "hi-IN")?.name).toBe("Hindi");
    expect(bestVoice(list.slice(0, 3), "en-IN")?.name).toBe("UK");
    expect(
      bestVoice(voices([{ name: "Hindi", lang: "HI", localService: false }]), "hi-IN")?.name,
    ).toBe("Hindi");
    // "hin" or "english" are not "hi" or "en".
    expect(
      bestVoice(voices([{ name: "x", lang: "hin", localService: true }]), "hi-IN"),
    ).toBeUndefined();
    expect(bestVoice(list, "ta-IN")).toBeUndefined();
  });

  it("is none without speech synthesis", async () => {
    await expect(findVoice("en-IN")).resolves.toBeUndefined();
  });

  it("waits for voices that load late, and gives up after a while", async () => {
    vi.useFakeTimers();
    const speech = installFakeSpeech(englishVoices, { loadLater: true });
    const late = findVoice("hi-IN");
    speech.loadVoices();
    await expect(late).resolves.toMatchObject({ name: "Hindi (India)" });

    installFakeSpeech(englishVoices, { loadLater: true });
    let found: unknown = "pending";
    void findVoice("en-IN").then((voice) => (found = voice));
    await vi.advanceTimersByTimeAsync(VOICE_WAIT_MS - 1);
    expect(found).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toBeUndefined();
  });
});

describe("a narration", () => {
  it("speaks each text of each step in turn, then ends", () => {
    const speech = installFakeSpeech(englishVoices);
    const [voice] = voices(englishVoices);
    const events = { onStep: vi.fn(), onEnd: vi.fn() };
    narrate([{ texts: ["One", "Two"] }, { texts: ["Three"] }], { voice, lang: "en-IN" }, events);
    speech.finish();
    speech.finish();
    speech.finish();
    expect(speech.spoken().map((u) => u.text)).toEqual(["One", "Two", "Three"]);
    expect(events.onStep.mock.calls).toEqual([[0], [1]]);
    expect(events.onEnd).toHaveBeenCalledOnce();
  });

  it("stops the last narration when another starts, and when the page is left", () => {
    const speech = installFakeSpeech(englishVoices);
    const [voice] = voices(englishVoices);
    const first = { onStop: vi.fn() };
    const a = narrate([{ texts: ["A"] }], { voice, lang: "en-IN" }, first);
    const second = { onStop: vi.fn() };
    const b = narrate([{ texts: ["B"] }], { voice, lang: "en-IN" }, second);
    expect(first.onStop).toHaveBeenCalledOnce();
    expect(a.over).toBe(true);
    expect(speech.speaking()?.text).toBe("B");
    window.dispatchEvent(new Event("pagehide"));
    expect(second.onStop).toHaveBeenCalledOnce();
    expect(b.over).toBe(true);
    expect(speech.speaking()).toBeUndefined();
  });
});
