/**
 * "Save for offline" (issue 34): what the page's save code (save-offline-live.ts) and the worker
 * share. Apart from protocol.ts, so the registration chunk and this on-demand code share no chunk.
 */
/** Page to worker, with a port for the answer: save these pages for offline ("Save for offline"). */
export const SAVE = "saathi:save";

/** What to save: one page (its path in its language), or every page of a language. */
export type SaveRequest = { type: typeof SAVE; path: string } | { type: typeof SAVE; all: string };

/** The worker's answer: how many pages and files are now saved for the request, and their size. */
export type SaveResult = { ok: true; pages: number; files: number; bytes: number } | { ok: false };
