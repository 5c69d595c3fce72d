/**
 * Build time only (the root loader, postbuild, the dev server): each language's catalogue as
 * a file of its own, /assets/messages-<language>-<hash>.json, in the form route data used to
 * carry it (wire.ts). A page names its language's file (root.tsx) and the browser fetches it
 * before hydrating (entry.client.tsx), so no page's HTML carries the catalogue any more: the
 * browser caches one file per language for every page, and the first paint, which only needs
 * the HTML, no longer waits for ~5 KiB of messages it does not show (decision 0029). The
 * hash is of the content, so a changed catalogue is a new name and the file is cached forever.
 */
import { catalogues } from "./catalogues.ts";
import type { Locale } from "./locales.ts";
import { toWire } from "./wire.ts";

export type MessagesFile = { href: string; body: string };

const files = new Map<Locale, MessagesFile>();

/** FNV-1a, 32 bits, in base 36: a name that changes with the content (no node:crypto here, a route imports this). */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function messagesFile(locale: Locale): MessagesFile {
  let file = files.get(locale);
  if (!file) {
    const body = JSON.stringify(toWire(catalogues[locale]));
    file = { href: `/assets/messages-${locale}-${contentHash(body)}.json`, body };
    files.set(locale, file);
  }
  return file;
}
