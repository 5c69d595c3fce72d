import { DeskPageFrame } from "../desk/desk-page.tsx";
import { deskPageData } from "../desk/desk-page-data.ts";
import { SubscribeForm } from "../desk/subscribe-form.tsx";
import type { Route } from "./+types/subscribe";

// Build time only: the form's words in the page's language.
export function loader({ request }: Route.LoaderArgs) {
  return deskPageData(request.url, (t) => t.subscribe, { indexed: true });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

/** /subscribe (and /hi/subscribe): the weekly email of new guides, by double opt-in. */
export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <DeskPageFrame t={t}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t.subscribe.title}</h1>
      <p className="mt-6 text-lg">{t.subscribe.lead}</p>
      <p className="mt-3 text-muted">{t.subscribe.how}</p>
      <SubscribeForm />
    </DeskPageFrame>
  );
}
