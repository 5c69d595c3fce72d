import { lazy } from "react";
import { ClientOnly } from "../lib/client-only.tsx";
import { pageMeta } from "../lib/meta.ts";

// The account's code loads only on this page, after hydration.
const AccountPage = lazy(() => import("../auth/account/account-page.tsx"));

export function meta() {
  return pageMeta({
    path: "/account",
    title: "Your account",
    description: "Manage your Saathi account: your name, email, password, two-factor authentication, sessions and your data.",
  });
}

/** /account: prerendered as this shell; the browser fills in the account or a sign-in prompt. */
export default function Account() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 tabIndex={-1} className="text-3xl font-extrabold outline-none sm:text-4xl">
        Your account
      </h1>
      <ClientOnly
        fallback={
          <p role="status" className="mt-8 text-lg text-muted">
            Loading your account...
          </p>
        }
      >
        {() => <AccountPage />}
      </ClientOnly>
    </div>
  );
}
