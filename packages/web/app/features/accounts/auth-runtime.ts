/**
 * The AuthProvider's helpers that only matter once the auth client loads (kept
 * out of the first-load JS of content pages): what an auth redirect said, telling
 * the person about it, whether a session still owes its second factor, and what
 * signing up, in and out do.
 */
import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { authNotices, providerSignInNotice, signedInNotice } from "./account-notices.ts";
import { loadAccountMessages } from "../../i18n/account.ts";
import { localeOfPath, unlocalizedPath, type Locale } from "../../i18n/locales.ts";
import { toast } from "../../lib/toast-store.ts";
import { WAKE_EVENT } from "../../lib/wake-event.ts";
import { forgetSyncedTicks } from "../checklists/ticks.ts";
import {
  confirmationRedirectUrl,
  explainFailedLink,
  readAuthRedirect,
  withoutAuthParams,
  type AuthRedirect,
} from "./auth-redirect.ts";

import { needsSecondFactor, signInMethod } from "./assurance.ts";
import { plainMessage } from "./plain-messages.ts";
import type { AuthClientLike, AuthResult, SignInResult, SignUpResult } from "./auth-types.ts";

export { needsSecondFactor };
export { confirmationRedirectUrl, readAuthRedirect };

/**
 * Follows the auth client's events for the provider (`listener`); at sign-out forgets what this
 * browser kept for the account, and at each sign-in starts the
 * page's parts that follow the account (issue 30, item 11), so they need no reload: a checklist
 * (its ticks saved on the account appear), the home and /contact form (the name and email are
 * filled in) and "Your state" (the account's state, where this browser keeps none). Their code is what the static island runs for `data-live` markup (frame/live-modules.ts), woken
 * through WAKE_EVENT (lib/wake-event.ts);
 * each part starts once, however often it is woken.
 */
export function followAuth(
  auth: AuthClientLike,
  listener: (event: AuthChangeEvent, session: Session | null) => void,
) {
  return auth.onAuthStateChange((event, session) => {
    // Signed out here or in another tab: forget what was kept for the account (issue 31, item 9).
    if (event === "SIGNED_OUT") forgetAccountData();
    listener(event, session);
    if (event === "SIGNED_IN" && session) wakeAccountParts();
  });
}

function wakeAccountParts() {
  const roots = document.querySelectorAll<HTMLElement>(
    // Issue 35: "Your state" takes the account's state where this browser keeps none.
    '[data-live="checklist"], [data-live="contact"], [data-live="your-state"]',
  );
  for (const root of roots) root.dispatchEvent(new Event(WAKE_EVENT, { bubbles: true }));
}

/**
 * Tells the person what a link they followed, or a provider's sign-in they came back from, did
 * (the reset-password page explains its own), in the page's language, and takes the redirect's
 * parameters out of the address, so that a reload or a shared link does not say it again.
 */
export async function announceRedirect(redirect: AuthRedirect, session: Session | null) {
  const { pathname } = window.location;
  if (!redirect || unlocalizedPath(pathname).startsWith("/account/reset-password")) return;
  const clean = withoutAuthParams(window.location.href);
  if (clean !== window.location.href) window.history.replaceState(window.history.state, "", clean);
  // The notice's words load with the account's messages (the dialog's), in this page's language.
  const t = await loadAccountMessages(localeOfPath(pathname));
  const notices = authNotices(t);
  if (redirect.kind === "failed") {
    toast({
      ...notices.linkFailed,
      description: explainFailedLink(redirect.code, redirect.description, t),
    });
  } else if (redirect.kind === "provider-failed") {
    // The auth server's reason in plain words (never its own text, nor the provider's).
    const reason = redirect.code
      ? plainMessage({ code: redirect.code, message: redirect.description }, t)
      : "";
    toast(providerSignInNotice(t, redirect.provider, redirect.cancelled, reason));
  } else if (session && needsSecondFactor(session)) {
    toast(notices.secondFactorNeeded);
  } else if (session) {
    toast(
      redirect.welcome
        ? notices.welcome
        : signedInNotice(t, signInMethod(session), providerOf(session)),
    );
  }
}

/** The provider a session came from (Google), when it came from one. */
export function providerOf(session: Session | null): string | undefined {
  const provider = session?.user.app_metadata?.provider as unknown;
  return typeof provider === "string" ? provider : undefined;
}

/**
 * Signs up; when no session comes back, tries the password at once (see below). The account
 * keeps the language it was made in (`user_metadata.locale`): the auth server writes its mails
 * in it.
 */
export async function signUp(
  auth: AuthClientLike,
  email: string,
  password: string,
  locale: Locale,
): Promise<SignUpResult> {
  const { data, error } = await auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: confirmationRedirectUrl(),
      data: { signed_up_from: window.location.pathname, locale },
    },
  });
  if (error || data.session) return { error, needsConfirmation: false };
  // No session: a confirmation mail was sent (the user carries confirmation_sent_at, as GoTrue's
  // does), or the server conceals whether the address already had an account
  // (AUTH_SIGNUP_CONCEAL_EXISTING) and expects a sign-in now.
  if (data.user?.confirmation_sent_at) return { error: null, needsConfirmation: true };
  const signedIn = await auth.signInWithPassword({ email, password });
  return { error: null, needsConfirmation: !signedIn.data.session };
}

export async function signIn(
  auth: AuthClientLike,
  email: string,
  password: string,
): Promise<SignInResult> {
  const { data, error } = await auth.signInWithPassword({ email, password });
  return { error, secondFactorRequired: !error && needsSecondFactor(data.session) };
}

export async function signOut(auth: AuthClientLike): Promise<AuthResult> {
  // supabase-js clears the local session even when the server answers 401, 403 or 404.
  const { error } = await auth.signOut({ scope: "global" });
  forgetAccountData();
  return { error };
}

/**
 * After the account signs out (here, in another tab, or its session ended): what this browser
 * kept of it for it goes, so the next person on a shared phone does not see it: the checklist
 * ticks synced to the account (issue 31, item 9; they stay on the account).
 */
export function forgetAccountData() {
  forgetSyncedTicks();
}
