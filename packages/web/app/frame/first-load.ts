/**
 * A content page's data, once (issue 34): what its first load hydrates with is not its content.
 *
 * The prerendered HTML already holds every word of a page. React Router also writes the route's
 * loader data into that HTML (its hydration stream), and a content page's data is its content:
 * every section, the breadcrumbs, related guides and sources, a second time, as JSON (39 KB of
 * 219 KB on /hi/icu-ward-assistance). Yet the browser hydrates nearly all of it as static islands
 * (static-island.tsx), which keep the server's markup and never read their props.
 *
 * So the page's route loader answers a document request (the prerendered HTML) with a
 * *first-load view*: the page's head, its title and audience for the search index, and of its
 * sections only the kinds, except the few kinds that hydrate (section-view.tsx), which keep their
 * data. It hands the whole page to the prerender beside that view, through the request's router
 * context (`wholePage`), and entry.server.tsx gives it to the render (`WholePageContext`), so the
 * HTML is drawn from the whole page as before. A data request (`<path>.data`, what client
 * navigation and the service worker fetch) gets the whole page, as the route's data always was.
 */
import { createContext, useContext } from "react";
import { createContext as createRouterContext, type MetaDescriptor } from "react-router";
import type { ResolvedPage } from "../content/resolve.ts";
import type { Section } from "../content/types.ts";
import type { KeptSection } from "./sections/section-kinds.ts";
import { hydrates } from "./sections/section-view.tsx";

/** A content page as its route's data request answers it: everything the page shows. */
export type WholePage = ResolvedPage & { headTags: MetaDescriptor[] };

/** What a content page's prerendered HTML carries as its data: enough to hydrate it, no more. */
export type FirstLoadPage = Pick<
  WholePage,
  "path" | "locale" | "title" | "audienceLabel" | "headTags"
> & {
  firstLoad: true;
  sections: Array<Section | KeptSection>;
};

export function firstLoadView(page: WholePage): FirstLoadPage {
  const { path, locale, title, audienceLabel, headTags } = page;
  return {
    firstLoad: true,
    path,
    locale,
    title,
    audienceLabel,
    headTags,
    sections: page.sections.map((section) =>
      hydrates(section.kind) ? section : { kind: section.kind, kept: true },
    ),
  };
}

/** Is this a React Router data request (`/path.data`, `/_.data`), not the page's document? */
export const isDataRequest = (request: Request) => new URL(request.url).pathname.endsWith(".data");

/** The whole page of a document request, from the route loader to entry.server.tsx. */
export const wholePage = createRouterContext<WholePage | null>(null);

/** The whole page while prerendering its HTML; null in the browser. */
export const WholePageContext = createContext<WholePage | null>(null);

export const useWholePage = () => useContext(WholePageContext);
