/**
 * Issue 35: "Your state" works without JavaScript. The choice is a plain GET form to /state
 * (or /hi/state) with `state=<slug>`; the server answers it with 303 to the state's page in the
 * same language. Anything else (no choice, an unknown one) shows /state itself, the full list.
 */
import { isStateSlug } from "../app/content/state-slugs.ts";
import { localeOfPath, localizedPath, unlocalizedPath } from "../app/i18n/locales.ts";

export function stateChoiceLocation(path: string, query: URLSearchParams): string | undefined {
  if (unlocalizedPath(path) !== "/state") return undefined;
  const chosen = query.get("state")?.trim().toLowerCase();
  if (!chosen || !isStateSlug(chosen)) return undefined;
  return localizedPath(`/state/${chosen}`, localeOfPath(path));
}
