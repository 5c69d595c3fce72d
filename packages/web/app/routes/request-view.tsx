import { DeskPageFrame } from "../desk/desk-page.tsx";
import { deskPageData } from "../desk/desk-page-data.ts";
import { RequestThread } from "../desk/request-thread.tsx";
import type { Route } from "./+types/request-view";

// Build time only: the page's words in its language.
export function loader({ request }: Route.LoaderArgs) {
  return deskPageData(request.url, (t) => ({
    title: t.view.title,
    description: t.view.description,
  }));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

/** /request/view?t=<token>: a request's private page (desk/request-thread.tsx). */
export default function RequestView({ loaderData }: Route.ComponentProps) {
  const { t } = loaderData;
  return (
    <DeskPageFrame t={t}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{t.view.title}</h1>
      <RequestThread />
    </DeskPageFrame>
  );
}
