/**
 * The header's account area, on every page (app/features/accounts/account-controls.tsx and
 * signed-in-controls.tsx). Only these few words ride in every page's catalogue; the rest of the
 * account's words load with the account's code (i18n/account.ts).
 *
 * Strings only: this catalogue travels in every page's data (root.tsx's loader), which cannot
 * carry a function; a value goes in at its `{name}` mark.
 */
export const auth = {
  signIn: "Sign in",
  signOut: "Sign out",
  /** The name link's title: "Your account: Asha". */
  accountLink: "Your account: {name}",
  /** The name link with neither a display name nor an email address. */
  yourAccount: "Your account",
  /** SPEC.md section 8's failure title, and why signing out failed. */
  signOutFailed: "Sign out failed",
  signOutUnreachable:
    "We couldn't reach Saathi to sign you out. Check your internet connection, then try again.",
};
