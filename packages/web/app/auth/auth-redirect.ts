/**
 * What an auth redirect back to the site says (read before the client consumes
 * it): a link that failed (expired, already used) or a sign-in that succeeded,
 * and whether it confirmed a new account. Framework-free, so it is tested alone.
 */
import { urlHasAuthResult } from "./auth-storage.ts";

/** Added to sign-up confirmation links, so the landing page can welcome the person. */
export const WELCOME_PARAM = "welcome";

export type AuthRedirect =
  | { kind: "failed"; code: string; description: string }
  | { kind: "signed-in"; welcome: boolean }
  | null;

export function readAuthRedirect(location: Pick<Location, "search" | "hash">): AuthRedirect {
  if (!urlHasAuthResult(location)) return null;
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const get = (name: string) => query.get(name) ?? fragment.get(name);
  const code = get("error_code") ?? get("error");
  if (code) return { kind: "failed", code, description: get("error_description") ?? "" };
  return { kind: "signed-in", welcome: query.has(WELCOME_PARAM) };
}

/** Plain words for a link that did not work (GoTrue's codes: otp_expired, access_denied, ...). */
export function explainFailedLink(code: string, description: string): string {
  if (code === "otp_expired" || /expired|invalid/i.test(description)) {
    return "This link has expired or has already been used. Links work once, for a limited time. Ask for a new one below.";
  }
  return description ? `${description}. Ask for a new link below.` : "This link did not work. Ask for a new one below.";
}

/** Where auth links (sign-in link, Google) bring the person back: the page they were on. */
export function currentPageUrl(extraQuery?: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${extraQuery ? `?${extraQuery}` : ""}`;
}

/** Where a sign-up confirmation link lands: this page, with the welcome marker. */
export function confirmationRedirectUrl(): string {
  return currentPageUrl(`${WELCOME_PARAM}=1`);
}
