import { Suspense } from "react";
import { onDemand, type OnDemand } from "../components/static-island.tsx";
import type { DeskPages } from "../content/routes.ts";
import { DeskPageFrame } from "../desk/desk-page.tsx";
import { deskRouteData, type DeskPageMessage } from "../desk/desk-page-data.ts";
import type { Route } from "./+types/desk";

// Runs at build time only (ssr: false + prerender): which desk page, its words in the page's
// language (they never reach a bundle) and its head.
export function loader({ request }: Route.LoaderArgs) {
  return deskRouteData(request.url);
}

/**
 * The service desk's pages for people (decision 0022), all through this one module: each route
 * entry in the manifest that every page of the site loads costs bytes, so the desk's ten pages
 * share one, and each page's own code is a chunk of its own, fetched when it shows. Prerendering
 * loads them all first (`preloadAllOnDemand`); hydrating keeps the prerendered page on screen
 * while its chunk arrives; moving here from another page waits for it (`clientLoader`).
 */
type BodyProps = { message?: DeskPageMessage | undefined; path: string };
const bodies: Record<DeskPages[keyof DeskPages], OnDemand<BodyProps>> = {
  request: onDemand(() => import("../desk/pages/request-page.tsx").then((m) => m.RequestPage)),
  "request-sent": onDemand(() => import("../desk/pages/sent-page.tsx").then((m) => m.SentPage)),
  "request-view": onDemand(() => import("../desk/pages/view-page.tsx").then((m) => m.ViewPage)),
  "desk-message": onDemand(() =>
    import("../desk/pages/message-page.tsx").then((m) => m.MessagePage),
  ),
  subscribe: onDemand(() =>
    import("../desk/pages/subscribe-page.tsx").then((m) => m.SubscribePage),
  ),
  "subscribe-token": onDemand(() =>
    import("../desk/pages/token-page.tsx").then((m) => m.TokenPage),
  ),
};

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await bodies[data.page].preload();
  return data;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

export default function Desk({ loaderData }: Route.ComponentProps) {
  const Body = bodies[loaderData.page];
  return (
    <DeskPageFrame t={loaderData.t}>
      <Suspense fallback={null}>
        <Body message={loaderData.message} path={loaderData.path} />
      </Suspense>
    </DeskPageFrame>
  );
}
