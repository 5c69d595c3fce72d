/** The Hindi pages, one typed module each (content/hi/pages/), twins of content/pages/. */
import type { Page } from "../types.ts";

export const pages: readonly Page[] = [];
