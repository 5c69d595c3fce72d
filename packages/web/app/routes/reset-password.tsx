import { lazy } from "react";
import { readAuthRedirect } from "../auth/auth-redirect.ts";
import { site } from "../config/site.ts";
import { ClientOnly } from "../lib/client-only.tsx";

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
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 tabIndex={-1} className="text-3xl font-extrabold outline-none sm:text-4xl">
        Choose a new password
      </h1>
      <ClientOnly
        fallback={
          <p role="status" className="mt-8 text-lg text-muted">
            Checking your link...
          </p>
        }
      >
        {() => <ResetPasswordPage redirect={arrivedWith} />}
      </ClientOnly>
    </div>
  );
}
