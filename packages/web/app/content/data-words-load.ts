/** For code in the browser: one folder language's shared-data words, fetched when first needed. */
import type { DataWords, FolderLocale } from "./data-words.ts";

export const loadDataWords: Record<FolderLocale, () => Promise<DataWords>> = {
  bn: () => import("./bn/data.ts").then((module) => module.data),
  mr: () => import("./mr/data.ts").then((module) => module.data),
};
