/**
 * Every language's catalogue, for build-time code only (route loaders, prerendering,
 * scripts): components read theirs from the context (context.tsx), which the root
 * loader fills, so no browser bundle holds this map.
 */
import type { Messages } from "./catalogue.ts";
import { en } from "./en/index.ts";
import { hi } from "./hi/index.ts";
import { bn } from "./bn/index.ts";
import { mr } from "./mr/index.ts";
import type { Locale } from "./locales.ts";

export const catalogues: Record<Locale, Messages> = { en, hi, bn, mr };
