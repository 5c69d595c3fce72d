/**
 * What an auth redirect back to the site says (read before the client consumes
 * it): a link that failed (expired, already used), a provider's sign-in that was
 * cancelled or failed, or a sign-in that succeeded, and whether it confirmed a
 * new account. Framework-free, so it is tested alone.
 */
import { urlHasAuthResult } from "./auth-storage.ts";
import type { AccountMessages } from "../../i18n/account.ts";
import { lifetimeInWords } from "./link-lifetime.ts";
import { offersNewLink, plainMessage } from "./plain-messages.ts";

/** Added to sign-up confirmation links, so the landing page can welcome the person. */
export const WELCOME_PARAM = "welcome";
/**
 * Added to the page address a provider sign-in (Google) comes back to, so that a failure there
 * is explained as that sign-in, not as a mailed link.
 */
export const PROVIDER_PARAM = "sign_in_with";

export type AuthRedirect =
  | { kind: "failed"; code: string; description: string }
  /** Back from a provider's sign-in with an error; `cancelled`: the person (or the provider) declined there. */
  | {
      kind: "provider-failed";
      provider: string;
      cancelled: boolean;
      /** The auth server's error_code ("" for the provider's own refusal). */
      code: string;
      description: string;
    }
  | { kind: "signed-in"; welcome: boolean }
  | null;

export function readAuthRedirect(location: Pick<Location, "search" | "hash">): AuthRedirect {
  if (!urlHasAuthResult(location)) return null;
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const get = (name: string) => query.get(name) ?? fragment.get(name);
  const code = get("error_code") ?? get("error");
  const provider = query.get(PROVIDER_PARAM);
  if (code && provider) {
    // The provider's own refusal arrives as `error` alone (access_denied when the person pressed
    // Cancel); the auth server's reasons (sign-ups off, a banned account, ...) carry an error_code.
    const cancelled = get("error") === "access_denied" && !get("error_code");
    return {
      kind: "provider-failed",
      provider,
      cancelled,
      code: get("error_code") ?? "",
      description: get("error_description") ?? "",
    };
  }
  if (code) return { kind: "failed", code, description: get("error_description") ?? "" };
  return { kind: "signed-in", welcome: query.has(WELCOME_PARAM) };
}

/** The address without what an auth redirect added (GoTrue's parameters and the site's markers). */
export function withoutAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of [
    "code",
    "error",
    "error_code",
    "error_description",
    "sb",
    // supabase-js's flow id (experimental.appendPkceFlowIdToRedirects): it takes it out after a
    // successful exchange, not after a failed link.
    "sb_flow_id",
    WELCOME_PARAM,
    PROVIDER_PARAM,
  ])
    url.searchParams.delete(name);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ""));
  if (
    ["access_token", "error", "error_code", "error_description"].some((name) => fragment.has(name))
  )
    url.hash = "";
  return url.toString();
}

/**
 * Plain words, in `t`'s language, for a link that did not work (GoTrue's codes: otp_expired,
 * flow_state_expired, access_denied, ...), with how long links last; never the server's own
 * description.
 */
export function explainFailedLink(code: string, description: string, t: AccountMessages): string {
  if (code === "otp_expired" || /expired|invalid|already been used/i.test(description)) {
    return t.errors.linkExpired(lifetimeInWords(t.lifetime));
  }
  const sentence = plainMessage({ code, message: description }, t);
  if (sentence === t.errors.generic) return t.errors.linkDidNotWork;
  return offersNewLink.has(code) ? sentence : t.errors.askBelow(sentence);
}

/** Where auth links (sign-in link, Google) bring the person back: the page they were on. */
export function currentPageUrl(extraQuery?: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${extraQuery ? `?${extraQuery}` : ""}`;
}

/** Where a provider's sign-in (Google) comes back to: this page, with the provider's marker. */
export function providerRedirectUrl(provider: string): string {
  return currentPageUrl(`${PROVIDER_PARAM}=${encodeURIComponent(provider)}`);
}

/** Where a sign-up confirmation link lands: this page, with the welcome marker. */
export function confirmationRedirectUrl(): string {
  return currentPageUrl(`${WELCOME_PARAM}=1`);
}
