/**
 * Hindi: its pages, one typed module each (content/hi/pages/, twins of content/pages/), and
 * its glossary of hospital words.
 */
import type { GlossaryTerm } from "../glossary.ts";
import type { Page } from "../types.ts";

export const pages: readonly Page[] = [];

export const glossary: readonly GlossaryTerm[] = [];
