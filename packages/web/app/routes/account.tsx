import { lazy } from "react";
import { AccountShell } from "../auth/account-shell.tsx";
import { pageMeta } from "../lib/meta.ts";

// The account's code loads only on this page, after hydration.
const AccountPage = lazy(() => import("../auth/account/account-page.tsx"));

export function meta() {
  return pageMeta({
    path: "/account",
    title: "Your account",
    description:
      "Manage your Saathi account: your name, email, password, two-factor authentication, sessions and your data.",
  });
}

/** /account: prerendered as this shell; the browser fills in the account or a sign-in prompt. */
export default function Account() {
  return (
    <AccountShell title="Your account" waiting="Loading your account...">
      {() => <AccountPage />}
    </AccountShell>
  );
}
