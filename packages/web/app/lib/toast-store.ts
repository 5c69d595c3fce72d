/**
 * The notice queue of SPEC.md section 4: at most one toast is visible, a new one
 * replaces the current one, and each closes after its duration (5000 ms by
 * default; Infinity keeps it until dismissed). Framework-free so it is tested
 * alone; the <Toaster> renders it and Radix runs the timers.
 */
import type { Notice } from "../content/types.ts";
import type { Locale } from "../i18n/locales.ts";
import { loadNoticeTexts, type NoticeTexts } from "./notice-texts.ts";

export const TOAST_LIMIT = 1;
export const DEFAULT_TOAST_DURATION_MS = 5000;

export type ToastAction = { label: string; altText: string; onClick: () => void };

export type ToastItem = Required<Pick<Notice, "title" | "description" | "variant" | "duration">> &
  Pick<Notice, "links" | "footnote"> & {
    id: number;
    crisisLines: boolean;
    action?: ToastAction;
  };

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a notice, replacing whatever is showing. Returns its id. */
export function toast(notice: Notice & { action?: ToastAction }): number {
  const item: ToastItem = {
    id: nextId++,
    title: notice.title,
    description: notice.description,
    variant: notice.variant ?? "default",
    duration: notice.duration ?? DEFAULT_TOAST_DURATION_MS,
    crisisLines: notice.crisisLines ?? false,
    ...(notice.links ? { links: notice.links } : {}),
    ...(notice.footnote ? { footnote: notice.footnote } : {}),
    ...(notice.action ? { action: notice.action } : {}),
  };
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return item.id;
}

/**
 * A notice written into static markup as the `data-notice` of its button or form, which
 * a static island (frame/static-island.tsx) shows on press. JSON, with a notice that
 * stays until dismissed (duration Infinity, which JSON lacks) spelled "Infinity".
 */
export function noticeData(notice: Notice): string {
  return JSON.stringify(notice, (key, value: unknown) =>
    key === "duration" && value === Infinity ? "Infinity" : value,
  );
}

export function noticeFromData(data: string): Notice {
  return JSON.parse(data, (key, value: unknown) =>
    key === "duration" && value === "Infinity" ? Infinity : value,
  ) as Notice;
}

/**
 * Shows a notice whose text lives in the notices module of `locale` (the page's language):
 * content/notices.ts or content/hi/notices.ts. The texts load on the first notice, like the
 * toaster that shows them, so pages start without either, and a page loads only its own
 * language's (lib/notice-texts.ts).
 */
export function notify(locale: Locale, pick: (texts: NoticeTexts) => Notice): Promise<number> {
  return loadNoticeTexts(locale).then((texts) => toast(pick(texts)));
}

/** Removes one toast, or all of them when no id is given. */
export function dismissToast(id?: number) {
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

const noToasts: readonly ToastItem[] = [];
/** The server snapshot: prerendered HTML never contains a toast. */
export function getServerToasts(): readonly ToastItem[] {
  return noToasts;
}
