/**
 * The account's language follows the site's: the auth server writes a person's mails (password
 * reset, email change, sign-in links) in their account's `user_metadata.locale`. Sign-up and a
 * first sign-in link set it; when a signed-in person then reads the site in another language,
 * the account is updated once, quietly, so the next mail comes in the language they now use.
 */
import type { User } from "@supabase/supabase-js";
import { useEffect } from "react";
import { defaultLocale, isLocale, type Locale } from "../../i18n/locales.ts";
import { useAuth } from "./auth-provider.tsx";
import type { AuthClient } from "./supabase.client.ts";

/** The user_metadata key the auth server reads a person's language from. */
export const LOCALE_KEY = "locale";

/** An account's language: its `user_metadata.locale`, English when it has none (as its mails). */
export function accountLocale(user: Pick<User, "user_metadata"> | null | undefined): Locale {
  const value: unknown = user?.user_metadata?.[LOCALE_KEY];
  return isLocale(value) ? value : defaultLocale;
}

/**
 * Sets the account's language to `locale` when it says another (or none, for a language other
 * than English). True when it asked the server. Quietly: a failure is not reported.
 */
export async function rememberLocale(
  auth: Pick<AuthClient, "updateUser">,
  user: Pick<User, "user_metadata">,
  locale: Locale,
): Promise<boolean> {
  if (accountLocale(user) === locale) return false;
  await auth.updateUser({ data: { [LOCALE_KEY]: locale } }).catch(() => undefined);
  return true;
}

// One update per account and language per page load, however many account areas are mounted
// (the header's and the mobile menu's), and none again after a failure.
const asked = new Set<string>();

/** Keeps the signed-in account's language the page's (`locale`). */
export function useRememberLocale(locale: Locale) {
  const { user, client } = useAuth();
  const userId = user?.id;
  const stored = accountLocale(user);
  useEffect(() => {
    if (!userId || stored === locale) return;
    const key = `${userId}:${locale}`;
    if (asked.has(key)) return;
    asked.add(key);
    // The session's user follows (USER_UPDATED); a failure is not the person's concern here.
    void client()
      .then((auth) => rememberLocale(auth, { user_metadata: { [LOCALE_KEY]: stored } }, locale))
      .catch(() => undefined);
  }, [userId, stored, locale, client]);
}

/** Tests: forget which accounts were updated. */
export function forgetRememberedLocales() {
  asked.clear();
}
