/**
 * The service desk's pages for people (decision 0022, "Pages the screens build"): /request and its
 * thank-you, private and deleted pages, /subscribe and its pages. They are not routes of their own:
 * every route is an entry in the manifest that every page of the site loads before it can start
 * (React Router needs the whole table in the browser when pages are prerendered), and twenty entries
 * would put a third of a KiB on every page. The content splat route renders them instead
 * (routes/content-page.tsx, from `deskPages`), with this module, fetched only on a desk page; each
 * page's own code is a chunk of its own again. Prerendering loads them all first
 * (`preloadAllOnDemand`); hydrating keeps the prerendered page on screen while its code arrives;
 * moving here from another page waits for it (`preloadDeskBody`, the route's clientLoader).
 */
import { Suspense } from "react";
import { onDemand, type OnDemand } from "../../ui/on-demand.tsx";
import type { DeskPages } from "../../content/routes.ts";
import { DeskPageFrame } from "./desk-page.tsx";
import type { DeskRouteData } from "./desk-page-data.ts";

type BodyProps = Pick<DeskRouteData, "message" | "path">;

const bodies: Record<DeskPages[keyof DeskPages], OnDemand<BodyProps>> = {
  request: onDemand(() => import("./pages/request-page.tsx").then((m) => m.RequestPage)),
  "request-sent": onDemand(() => import("./pages/sent-page.tsx").then((m) => m.SentPage)),
  "request-view": onDemand(() => import("./pages/view-page.tsx").then((m) => m.ViewPage)),
  "desk-message": onDemand(() => import("./pages/message-page.tsx").then((m) => m.MessagePage)),
  subscribe: onDemand(() => import("./pages/subscribe-page.tsx").then((m) => m.SubscribePage)),
  "subscribe-token": onDemand(() => import("./pages/token-page.tsx").then((m) => m.TokenPage)),
};

/** Fetches a desk page's code before it shows (client-side moves). */
export function preloadDeskBody(page: DeskRouteData["page"]) {
  return bodies[page].preload();
}

export function DeskRoute({ data }: { data: DeskRouteData }) {
  const Body = bodies[data.page];
  return (
    <DeskPageFrame t={data.t}>
      <Suspense fallback={null}>
        <Body message={data.message} path={data.path} />
      </Suspense>
    </DeskPageFrame>
  );
}
