import type { ReactNode } from "react";

/** A private-use character, which no message contains (wire.ts uses U+E000 for its own). */
const MARK = "\uE001";

/**
 * A message of one value (a catalogue's `(title) => "…${title}…"`) with an element in the value's
 * place: an English title marked `lang="en"` inside a sentence in the page's language, say.
 * Catalogue messages only place their values (wire.ts), so the message called with a marker
 * splits into the words before the value and after it.
 */
export function withValue(message: (value: string) => string, value: ReactNode): ReactNode {
  const [before = "", after = ""] = message(MARK).split(MARK);
  return (
    <>
      {before}
      {value}
      {after}
    </>
  );
}
