/**
 * Account notices beyond SPEC.md section 8's three failures, in the page's language: built from
 * the account messages (i18n/<code>/account.ts `notices`), which load only with the account's
 * code, so only that code carries them.
 */
import type { SignInMethod } from "./assurance.ts";
import type { AccountMessages } from "../../i18n/account.ts";
import type { Notice } from "../../content/types.ts";

/** Account outcomes: successes, and links that did not work. */
export function authNotices({ notices: n }: AccountMessages) {
  return {
    welcome: { title: n.welcomeTitle, description: n.welcomeConfirmed },
    signedUp: { title: n.welcomeTitle, description: n.welcomeSignedUp },
    signedOutEverywhere: { title: n.signedOutEverywhereTitle, description: n.signedOutEverywhere },
    secondFactorNeeded: { title: n.secondFactorNeededTitle, description: n.secondFactorNeeded },
    linkFailed: { title: n.linkFailedTitle, description: "", variant: "destructive" },
    accountDeleted: { title: n.accountDeletedTitle, description: n.accountDeleted },
  } satisfies Record<string, Notice>;
}

/** A way of signing in, in words: "with your passkey". */
export function signInMethodWords(
  t: AccountMessages,
  method: SignInMethod | undefined,
  provider?: string | undefined,
): string | undefined {
  const words = t.methods;
  switch (method) {
    case "password":
      return words.password;
    case "link":
      return words.link;
    case "code":
      return words.code;
    case "passkey":
      return words.passkey;
    case "recovery":
      return words.recovery;
    case "provider":
      return provider ? words.provider(providerName(provider)) : words.anotherAccount;
    default:
      return undefined;
  }
}

/** Signed in: the notice names the way used ("You signed in with your passkey."). */
export function signedInNotice(
  t: AccountMessages,
  method: SignInMethod | undefined,
  provider?: string,
): Notice {
  const how = signInMethodWords(t, method, provider);
  return {
    title: t.notices.signedInTitle,
    description: how ? t.notices.signedInHow(how) : t.notices.welcomeBack,
  };
}

/** The names people know the sign-in providers by (brands: the same in every language). */
const providerNames: Record<string, string> = { google: "Google" };
const providerName = (provider: string) => providerNames[provider] ?? provider;

/** Back from a provider's sign-in without signing in: cancelled there, or refused for a reason. */
export function providerSignInNotice(
  t: AccountMessages,
  provider: string,
  cancelled: boolean,
  reason: string,
): Notice {
  const name = providerName(provider);
  if (cancelled) {
    return {
      title: t.notices.providerCancelledTitle(name),
      description: t.notices.providerCancelled,
    };
  }
  return {
    title: t.notices.providerFailedTitle(name),
    description: t.notices.providerFailed(reason),
    variant: "destructive",
  };
}
