/**
 * The shape of a message catalogue. English (i18n/en/) is the source: every other
 * language's catalogue must have the same keys and the same parameters, or it does not
 * typecheck. A message is a string, or a function of its parameters for a sentence with
 * a value in it (so each language orders its own words).
 */
import type { en } from "./en/index.ts";

/** English's catalogue with its literal strings widened to `string`, so another language fits it. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;
