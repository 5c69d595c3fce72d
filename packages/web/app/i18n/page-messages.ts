/**
 * The catalogue a page renders with. Prerendering has every language's (entry.server.tsx
 * provides them); the browser has its page's one language, fetched from the file the page
 * names before it hydrates (entry.client.tsx, messages-file.ts). Moving to a page in another
 * language loads a new document (links to one carry hreflang), so one language is enough.
 */
import type { Messages } from "./catalogue.ts";
import type { Locale } from "./locales.ts";
import { fromWire, type WireMessages } from "./wire.ts";

const provided = new Map<Locale, Messages>();

export function provideMessages(locale: Locale, messages: Messages): void {
  provided.set(locale, messages);
}

export function pageMessages(locale: Locale): Messages {
  const messages = provided.get(locale);
  if (!messages)
    throw new Error(
      `No ${locale} messages: entry.server.tsx provides every language's, entry.client.tsx the page's`,
    );
  return messages;
}

const loading = new Map<Locale, Promise<void>>();

/**
 * The browser: fetches a language's messages file (its URL from the root route's data, or the
 * page's <html data-messages>) once, and provides it. A failed fetch is tried once more, then
 * thrown, and forgotten so that a later call tries again.
 */
export function loadPageMessages(locale: Locale, href: string): Promise<void> {
  if (provided.has(locale)) return Promise.resolve();
  let load = loading.get(locale);
  if (!load) {
    const once = async () => {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return (await response.json()) as WireMessages;
    };
    load = once()
      .catch(once)
      .then((wire) => provideMessages(locale, fromWire(wire)))
      .finally(() => loading.delete(locale));
    loading.set(locale, load);
  }
  return load;
}
