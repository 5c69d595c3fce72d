/**
 * What the site can tell about a visitor's account without loading the Supabase
 * client: whether a session is stored in this browser, and whether the address
 * carries the result of an auth redirect (a PKCE code, tokens or an error). Only
 * then, on account pages, or when the visitor opens the sign-in dialog does the
 * client load (DESIGN.md: content pages do not wait for it).
 */
import { unlocalizedPath } from "../../i18n/locales.ts";

/** The client's localStorage key (set explicitly so that this check needs no client code). */
export const AUTH_STORAGE_KEY = "saathi-auth";

/** Paths whose page needs the client at once (their content is the account), in any language. */
const ACCOUNT_PATH = /^\/account(\/|$)/;

/** Whether this browser keeps something under `key` (the session, a checklist's ticks, ...). */
export function isStored(key: string, storage?: Pick<Storage, "getItem">): boolean {
  try {
    return Boolean((storage ?? window.localStorage).getItem(key));
  } catch {
    // Storage can be blocked (privacy settings): then nothing was stored either.
    return false;
  }
}

export function hasStoredSession(storage?: Pick<Storage, "getItem">): boolean {
  return isStored(AUTH_STORAGE_KEY, storage);
}

/** Parameters GoTrue puts on a redirect back to the site (query for PKCE, fragment for the implicit flow). */
export function urlHasAuthResult(location: Pick<Location, "search" | "hash">): boolean {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  return (
    query.has("code") ||
    ["access_token", "error", "error_code", "error_description"].some(
      (name) => query.has(name) || fragment.has(name),
    )
  );
}

/** True when this page should load the auth client straight away rather than wait to be asked. */
export function needsAuthClientAtOnce(
  location: Pick<Location, "pathname" | "search" | "hash">,
  storage?: Pick<Storage, "getItem">,
): boolean {
  return (
    ACCOUNT_PATH.test(unlocalizedPath(location.pathname)) ||
    urlHasAuthResult(location) ||
    hasStoredSession(storage)
  );
}
