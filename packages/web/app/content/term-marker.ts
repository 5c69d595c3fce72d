/**
 * A glossary term marked inside page text: ⟦id|shown text|definition⟧. Its own
 * module so the browser bundle (ui/rich-text.tsx) gets the pattern
 * without the glossary's definitions, which travel inside the page data.
 */
export const TERM_MARKER = /⟦([a-z-]+)\|([^|⟧]+)\|([^⟧]+)⟧/g;
