import { lazy } from "react";
import { AccountShell } from "../features/accounts/account-shell.tsx";
import { requestedPath } from "../content/routes.ts";
import { withAccountMessages } from "../i18n/account.ts";
import { accountCatalogues } from "../i18n/account-catalogues.ts";
import { localeOfPath, locales } from "../i18n/locales.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/account";

// Runs at build time only (ssr: false + prerender): the shell's words in the page's language,
// and its head, from the account messages, which never reach this route's first-load JS.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(requestedPath(new URL(request.url).pathname));
  const { shell } = accountCatalogues[locale];
  return {
    title: shell.accountTitle,
    waiting: shell.loadingAccount,
    headTags: pageMeta(
      { path: "/account", title: shell.accountTitle, description: shell.accountDescription },
      { locale, available: locales },
    ),
  };
}

// The account's code and words load only on this page, after hydration, side by side.
const AccountPage = lazy(() =>
  withAccountMessages(import("../features/accounts/account/account-page.tsx")),
);

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

/** /account: prerendered as this shell; the browser fills in the account or a sign-in prompt. */
export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell title={loaderData.title} waiting={loaderData.waiting}>
      {() => <AccountPage />}
    </AccountShell>
  );
}
