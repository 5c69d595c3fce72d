import { lazy } from "react";
import { readAuthRedirect } from "../auth/auth-redirect.ts";
import { site } from "../config/site.ts";
import { AccountShell } from "../auth/account-shell.tsx";

const ResetPasswordPage = lazy(() => import("../auth/reset-password-page.tsx"));

// Read as this module loads, before the auth client consumes (and clears) the link's parameters.
const arrivedWith = typeof window === "undefined" ? null : readAuthRedirect(window.location);

export function meta() {
  return [
    { title: `Choose a new password | ${site.name}` },
    { name: "description", content: "Choose a new password for your Saathi account." },
    // A landing page for links in mail: nothing here for search engines.
    { name: "robots", content: "noindex" },
  ];
}

/** /account/reset-password: where the recovery mail's link lands. Prerendered as this shell. */
export default function ResetPassword() {
  return (
    <AccountShell title="Choose a new password" waiting="Checking your link...">
      {() => <ResetPasswordPage redirect={arrivedWith} />}
    </AccountShell>
  );
}
