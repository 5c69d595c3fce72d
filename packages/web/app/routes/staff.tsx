import { lazy } from "react";
import { site } from "../config/site.ts";
import { requestedPath } from "../content/routes.ts";
import { localeOfPath } from "../i18n/locales.ts";
import { staffCatalogues } from "../i18n/staff-catalogues.ts";
import { ClientOnly } from "../lib/client-only.tsx";
import { AuthMirror } from "../features/accounts/auth-provider.tsx";
import { withStaffMessages } from "../features/staff/staff-i18n.tsx";
import type { Route } from "./+types/staff";

// Runs at build time only (ssr: false + prerender): the shell's few words in the page's language.
// The desk's own words come with its code, in the browser, on this page only.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(requestedPath(new URL(request.url).pathname));
  const { shell } = staffCatalogues[locale];
  return { locale, title: shell.title, description: shell.description, opening: shell.opening };
}

const StaffPage = lazy(() =>
  withStaffMessages(
    import("../features/staff/staff-page.tsx"),
    localeOfPath(window.location.pathname),
  ),
);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.title} | ${site.name}` },
    { name: "description", content: loaderData.description },
    // The support team's desk: nothing for search engines (the server also says so in a header,
    // robots.txt disallows it, and it is in no sitemap).
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * /staff (and /hi/staff): the support team's desk (docs/decisions/0022-service-desk.md). Prerendered
 * as this shell, never with data; the browser fills it in for a staff account at aal2.
 */
export default function Staff({ loaderData }: Route.ComponentProps) {
  const status = (
    <p role="status" className="mt-8 text-lg text-muted">
      {loaderData.opening}
    </p>
  );
  return (
    <div className="mx-auto min-h-svh max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 tabIndex={-1} className="text-3xl font-extrabold outline-none sm:text-4xl">
        {loaderData.title}
      </h1>
      <ClientOnly fallback={status}>
        {() => (
          <AuthMirror>
            <StaffPage />
          </AuthMirror>
        )}
      </ClientOnly>
    </div>
  );
}
