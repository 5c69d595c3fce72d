/**
 * The page's side of the service worker's save protocol (sw/save-protocol.ts): asks the active
 * worker to save a page, or every guide of a language, and waits for its answer. Used by "Save
 * for offline" (frame/layout/save-offline-live.ts) and by "Your state"
 * (features/your-state/follow.ts), which keeps the chosen state's page.
 */
import type { SaveRequest, SaveResult } from "../../sw/save-protocol.ts";

/** The active worker's answer; a failure when there is none within 30 s or it cannot save. */
export async function askWorker(request: SaveRequest): Promise<SaveResult> {
  const failed: SaveResult = { ok: false };
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, 30_000));
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  const worker = registration?.active;
  if (!worker) return failed;
  const channel = new MessageChannel();
  const answer = new Promise<SaveResult>((resolve) => {
    channel.port1.onmessage = (message) => resolve(message.data as SaveResult);
  });
  worker.postMessage(request, [channel.port2]);
  // Saving every guide on a slow connection takes minutes: wait for it.
  return answer.catch(() => failed);
}
