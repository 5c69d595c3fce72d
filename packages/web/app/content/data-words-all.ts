/** Every folder language's data words at once: for build-time code (resolve.ts, state pages, exam entries) and tests. */
import type { DataWords, FolderLocale } from "./data-words.ts";
import { data as bn } from "./bn/data.ts";
import { data as mr } from "./mr/data.ts";

export const dataWords: Record<FolderLocale, DataWords> = { bn, mr };
