import { UrgentHelpBlock } from "../components/crisis-lines.tsx";
import { DeskPageFrame } from "../desk/desk-page.tsx";
import { deskPageData } from "../desk/desk-page-data.ts";
import { RequestForm } from "../desk/request-form.tsx";
import type { Route } from "./+types/request";

// Runs at build time only (ssr: false + prerender): the form's words in the page's language.
export function loader({ request }: Route.LoaderArgs) {
  return deskPageData(request.url, (t) => t.request, { indexed: true });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

/**
 * /request?kind=...&source=... (and /hi/request): the request form every service button opens
 * (decision 0022). The urgent-help lines come first: the form is answered in support hours.
 */
export default function RequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <DeskPageFrame t={t}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t.request.title}</h1>
      <UrgentHelpBlock className="mt-6" />
      <p className="mt-2 text-sm text-muted">{t.request.urgentFirst}</p>
      <p className="mt-6 text-lg">{t.request.lead}</p>
      <RequestForm />
    </DeskPageFrame>
  );
}
