/**
 * For unit tests of a translated render: the English words of the catalogue that must not
 * show on a page in another language. Tests may import every catalogue; browser code never does.
 */
import type { Messages } from "./catalogue.ts";
import { catalogues } from "./catalogues.ts";

const PLACE = "\uE000";

function leaves(node: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (typeof node === "string" || typeof node === "function") return [{ path, value: node }];
  return Object.entries(node as object).flatMap(([key, value]) => leaves(value, [...path, key]));
}

function text(message: unknown): string {
  if (typeof message === "string") return message;
  const fn = message as (...args: string[]) => string;
  return fn(...Array.from({ length: fn.length }, () => PLACE));
}

/**
 * The English words of the given namespaces, as they would show: each message, a message
 * with values cut at its values, trimmed of punctuation, leaving out pieces without a word of
 * English and the messages `same` names ("contact.whatsapp"): a brand every language writes
 * alike. An English message left untranslated is then found like any other.
 */
export function englishWords(
  namespaces: readonly (keyof Messages)[],
  same: readonly string[] = [],
): string[] {
  const words = new Set<string>();
  for (const namespace of namespaces)
    for (const { path, value } of leaves(catalogues.en[namespace], [namespace])) {
      if (same.includes(path.join("."))) continue;
      for (const piece of text(value).split(PLACE)) {
        const trimmed = piece.replace(/^[\s\p{P}©]+|[\s\p{P}]+$/gu, "");
        if (/[A-Za-z]{2,}/.test(trimmed)) words.add(trimmed);
      }
    }
  return [...words];
}

/** Attributes whose values a person sees or hears, or that carry a notice to show. */
const SHOWN_ATTRIBUTES = ["aria-label", "title", "placeholder", "alt", "data-notice", "label"];

/** What a person meets in `root`: its text, and the words of its elements' shown attributes. */
export function shownText(root: Element): string {
  const parts = [root.textContent ?? ""];
  for (const element of root.querySelectorAll("*"))
    for (const name of SHOWN_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) parts.push(value);
    }
  return parts.join("\n");
}

/**
 * `shown` without the page's own words: every string of its data (`data`, e.g. a resolved
 * page), so what is left is what the components add. A page's data may well say "JEE Main" or
 * name an English source; the catalogue's words must not show around it.
 */
export function withoutData(shown: string, data: unknown): string {
  const pieces = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === "string") {
      for (const piece of node.split(/[⟦⟧|]/)) if (piece.trim().length > 1) pieces.add(piece);
    } else if (node && typeof node === "object") Object.values(node).forEach(visit);
  };
  visit(data);
  let left = shown;
  for (const piece of [...pieces].sort((a, b) => b.length - a.length))
    left = left.split(piece).join("\n");
  return left;
}

/** Which of `words` appear in `shown` as words (not inside a longer word). */
export function wordsFound(words: readonly string[], shown: string): string[] {
  return words.filter((word) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`).test(shown);
  });
}
