/**
 * The code of "Save for offline" (save-offline.tsx), fetched by its static island
 * (static-island.tsx `data-live="offline"`) on the first press in it. It asks the active service
 * worker (sw/sw.ts) to save this page or every guide of this language, waiting for the worker to
 * be ready if it is still installing (no reload needed), and says in the live region what was
 * saved and how big, in the page's words (its `data-words`) and digits.
 */
import { SAVE, type SaveRequest } from "../../../sw/save-protocol.ts";
import { askWorker } from "../../lib/ask-worker.ts";
import { localDigits } from "../../lib/digits.ts";
import { localeOfPath } from "../../i18n/locales.ts";

type Words = {
  saving: string;
  savedPage: string;
  savedAll: string;
  failed: string;
  unsupported: string;
};

const busy = new WeakSet<HTMLElement>();

export function live(root: HTMLElement, event?: Event) {
  const button = (event?.target as Element | null)?.closest<HTMLElement>("[data-save]");
  const result = root.querySelector<HTMLElement>("[data-save-result]");
  if (!button || !result || busy.has(root)) return;
  const words = JSON.parse(root.dataset.words ?? "{}") as Words;
  const path = root.dataset.path ?? location.pathname;
  const locale = localeOfPath(path);
  const request: SaveRequest =
    button.dataset.save === "all" ? { type: SAVE, all: locale } : { type: SAVE, path };
  if (!("serviceWorker" in navigator)) {
    result.textContent = words.unsupported;
    return;
  }
  busy.add(root);
  result.textContent = words.saving;
  void askWorker(request)
    .then((answer) => {
      result.textContent = answer.ok
        ? ("all" in request ? words.savedAll : words.savedPage)
            .replace("{pages}", localDigits(answer.pages, locale))
            .replace("{files}", localDigits(answer.files, locale))
            .replace("{size}", localDigits(sizeOf(answer.bytes), locale))
        : words.failed;
    })
    .finally(() => busy.delete(root));
}

/** 240 KB, 2.1 MB: what a phone's data counter shows. */
export function sizeOf(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
