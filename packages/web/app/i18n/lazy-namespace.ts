/**
 * A namespace of messages that loads lazily, one language at a time (as the account's do,
 * account.ts): one dynamic import per language, each its own chunk, fetched once per page (again
 * after a failure, as offline). A page in Hindi fetches only the Hindi chunk, and a page that never
 * needs the namespace fetches nothing.
 */
import type { Locale } from "./locales.ts";

/** A request that, once answered, says so the way React's `use()` reads without suspending. */
type Request<T> = Promise<T> & { status?: "fulfilled"; value?: T };

export function lazyNamespace<T>(
  importers: Record<Locale, () => Promise<T>>,
): (locale: Locale) => Promise<T> {
  const requests: Partial<Record<Locale, Request<T>>> = {};
  return (locale) =>
    (requests[locale] ??= importers[locale]().then(
      (messages) => {
        Object.assign(requests[locale]!, { status: "fulfilled", value: messages });
        return messages;
      },
      (error: unknown) => {
        delete requests[locale];
        throw error;
      },
    ));
}
