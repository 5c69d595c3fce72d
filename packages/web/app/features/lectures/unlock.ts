/**
 * Called from the tap on Listen or Play summary itself, before the player's code (speech.ts)
 * arrives: iOS Safari speaks only from within a tap until it has spoken once, and the first
 * sentence comes after that code and the device's voices have loaded. Part of the sections' own
 * code for that reason, and small.
 */
let unlocked = false;

export function unlockSpeech() {
  if (unlocked || typeof window === "undefined") return;
  if (!("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function")
    return;
  unlocked = true;
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(""));
}
