/**
 * Account notices beyond SPEC.md section 8's three failures (those stay in
 * notices.ts). Kept apart so that only the account code, loaded when needed,
 * carries them.
 */
import type { SignInMethod } from "../auth/assurance.ts";
import type { Notice } from "./types.ts";

/** Account outcomes: successes, and links that did not work. */
export const authNotices = {
  welcome: {
    title: "Welcome to Saathi",
    description: "Your email address is confirmed and you're signed in.",
  },
  signedUp: {
    title: "Welcome to Saathi",
    description: "Your account is ready and you're signed in.",
  },
  signedOutEverywhere: {
    title: "Signed out everywhere",
    description: "Every device that was signed in to your account is now signed out.",
  },
  secondFactorNeeded: {
    title: "One more step",
    description:
      "Your account has two-factor authentication on: choose Sign in and enter the code from your authenticator app.",
  },
  linkFailed: { title: "That link didn't work", description: "", variant: "destructive" },
  accountDeleted: {
    title: "Account deleted",
    description: "Your account and everything it held are gone.",
  },
} satisfies Record<string, Notice>;

/** A way of signing in, in words: "with your passkey". */
export function signInMethodWords(
  method: SignInMethod | undefined,
  provider?: string | undefined,
): string | undefined {
  switch (method) {
    case "password":
      return "with your password";
    case "link":
      return "with the link in your email";
    case "code":
      return "with the code from your email";
    case "passkey":
      return "with your passkey";
    case "recovery":
      return "with your password reset link";
    case "provider":
      return `with ${provider ? providerName(provider) : "another account"}`;
    default:
      return undefined;
  }
}

/** Signed in: the notice names the way used ("You signed in with your passkey."). */
export function signedInNotice(method: SignInMethod | undefined, provider?: string): Notice {
  const how = signInMethodWords(method, provider);
  return {
    title: "You're signed in",
    description: how ? `You signed in ${how}. Welcome back to Saathi.` : "Welcome back to Saathi.",
  };
}

/** The names people know the sign-in providers by. */
const providerNames: Record<string, string> = { google: "Google" };
const providerName = (provider: string) => providerNames[provider] ?? provider;

/** Back from a provider's sign-in without signing in: cancelled there, or refused for a reason. */
export function providerSignInNotice(provider: string, cancelled: boolean, reason: string): Notice {
  const name = providerName(provider);
  if (cancelled) {
    return {
      title: `You didn't finish signing in with ${name}`,
      description: "You're still signed out. To try again, choose Sign in.",
    };
  }
  return {
    title: `Signing in with ${name} didn't work`,
    description: `${reason ? `${reason.replace(/\.$/, "")}. ` : ""}You're still signed out. Try again, or sign in another way.`,
    variant: "destructive",
  };
}
