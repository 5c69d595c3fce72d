/**
 * Where "Your state" keeps the choice in this browser, and how it is read: one key for every part
 * that follows it (the choice and its parts, follow.ts; the exam calendar's list,
 * features/exam-calendar/state-live.ts; the calendar's static island, which wakes by the key).
 * Small on purpose: the calendar's code imports it without the rest of "Your state".
 */
import { isStateSlug, type StateSlug } from "../../content/state-slug-list.ts";

export const STORAGE_KEY = "saathi-your-state";

/** This browser's local storage, or nothing where there is none or it is blocked. */
export function stateStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The state this browser keeps, if it keeps a valid one. */
export function keptState(): StateSlug | undefined {
  try {
    const value = stateStorage()?.getItem(STORAGE_KEY) ?? "";
    return isStateSlug(value) ? value : undefined;
  } catch {
    // Storage blocked (privacy settings): nothing is kept.
    return undefined;
  }
}
