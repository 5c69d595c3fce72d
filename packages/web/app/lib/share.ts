/**
 * Issue 24's Share: the address a guide, a checklist or a calendar entry is shared by, and the
 * WhatsApp link that carries it where the browser has no Web Share API (and without JavaScript).
 * No third-party script: wa.me is a plain link that WhatsApp (app or web) opens with the text.
 */
import { site } from "../config/site.ts";

/** The absolute address of a page of this site (a path in its language), with an optional #fragment. */
export function shareUrl(path: string, fragment?: string, origin: string = site.url): string {
  // "/study-tips/" (as a prerendered page may see its own path) is "/study-tips".
  const url = new URL(path.replace(/(.)\/+$/, "$1"), origin.replace(/\/+$/, "") + "/");
  if (fragment) url.hash = fragment;
  return url.href;
}

/** WhatsApp's share link: the title, then the address on a line of its own. */
export function whatsAppHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
