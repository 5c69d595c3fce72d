import { lazy } from "react";
import { readAuthRedirect } from "../features/accounts/auth-redirect.ts";
import { AccountShell } from "../features/accounts/account-shell.tsx";
import { site } from "../config/site.ts";
import { requestedPath } from "../content/routes.ts";
import { withAccountMessages } from "../i18n/account.ts";
import { accountCatalogues } from "../i18n/account-catalogues.ts";
import { localeOfPath } from "../i18n/locales.ts";
import type { Route } from "./+types/reset-password";

// Runs at build time only: the shell's words and head in the page's language.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(requestedPath(new URL(request.url).pathname));
  const { shell } = accountCatalogues[locale];
  return {
    title: shell.resetTitle,
    waiting: shell.checkingLink,
    description: shell.resetDescription,
  };
}

const ResetPasswordPage = lazy(() =>
  withAccountMessages(import("../features/accounts/reset-password-page.tsx")),
);

// Read as this module loads, before the auth client consumes (and clears) the link's parameters.
const arrivedWith = typeof window === "undefined" ? null : readAuthRedirect(window.location);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.title} | ${site.name}` },
    { name: "description", content: loaderData.description },
    // A landing page for links in mail: nothing here for search engines.
    { name: "robots", content: "noindex" },
  ];
}

/** /account/reset-password: where the recovery mail's link lands. Prerendered as this shell. */
export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title={loaderData.title} waiting={loaderData.waiting}>
      {() => <ResetPasswordPage redirect={arrivedWith} />}
    </AccountShell>
  );
}
