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

/**
 * The browser, before it hydrates (entry.client.tsx): fetches the page's language's messages
 * file, named on its <html data-messages>, and provides it. Every start-up byte counts against
 * the 15 KiB budget, so there is no retry: a page whose file does not arrive stays the
 * prerendered HTML, which works without script.
 */
export async function loadPageMessages(locale: Locale, href: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  provideMessages(locale, fromWire((await response.json()) as WireMessages));
}
