/**
 * The AuthProvider's helpers that only matter once the auth client loads (kept
 * out of the first-load JS of content pages): what an auth redirect said, telling
 * the person about it, and whether a session still owes its second factor.
 */
import type { Session } from "@supabase/supabase-js";
import { authNotices } from "../content/account-notices.ts";
import { toast } from "../lib/toast-store.ts";
import { confirmationRedirectUrl, explainFailedLink, readAuthRedirect, WELCOME_PARAM, type AuthRedirect } from "./auth-redirect.ts";

import { needsSecondFactor } from "./assurance.ts";

export { needsSecondFactor };
export { confirmationRedirectUrl, readAuthRedirect };

/** Tells the person what a link they followed did (the reset-password page explains its own). */
export function announceRedirect(redirect: AuthRedirect, session: Session | null) {
  if (!redirect || window.location.pathname.startsWith("/account/reset-password")) return;
  if (redirect.kind === "failed") {
    toast({ ...authNotices.linkFailed, description: explainFailedLink(redirect.code, redirect.description) });
  } else if (session && needsSecondFactor(session)) {
    toast(authNotices.secondFactorNeeded);
  } else if (session) {
    toast(redirect.welcome ? authNotices.welcome : authNotices.signedIn);
    if (redirect.welcome) {
      const url = new URL(window.location.href);
      url.searchParams.delete(WELCOME_PARAM);
      window.history.replaceState(window.history.state, "", url);
    }
  }
}
