import { Suspense } from "react";
import { data } from "react-router";
import { preloadSections, SectionView } from "../frame/sections/section-view.tsx";
import { StaticIsland } from "../frame/static-island.tsx";
import {
  firstLoadView,
  isDataRequest,
  useWholePage,
  wholePage,
  type FirstLoadPage,
  type WholePage,
} from "../frame/first-load.ts";
import { onDemand } from "../ui/on-demand.tsx";
import { findPage, pagesByLocale } from "../content/index.ts";
import { requestedPath } from "../content/routes.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { localeOfPath, locales } from "../i18n/locales.ts";
import { resolvePage } from "../content/resolve.ts";
import { withTemplateDownloads } from "../features/downloads/templates.ts";
import { deskRouteData, isDeskPath } from "../features/desk/desk-page-data.ts";
import { pageMeta } from "../lib/meta.ts";
import { notFoundMeta } from "../lib/not-found-meta.ts";
import type { Route } from "./+types/content-page";

// Runs at build time only (ssr: false + prerender): each page's HTML carries its
// own data, and the content modules never reach the browser bundle.
export async function loader({ request, context }: Route.LoaderArgs) {
  // The service desk's pages (features/desk/desk-route.tsx): their words and head, nothing of the content's.
  if (isDeskPath(new URL(request.url).pathname)) {
    const desk = deskRouteData(request.url);
    return { desk, locale: desk.locale, headTags: desk.headTags };
  }
  const pathname = requestedPath(new URL(request.url).pathname);
  const page = findPage(pathname);
  const locale = localeOfPath(pathname);
  // No page here: the language's 404 page (prerendered at /404 and /hi/404; the server sends it,
  // with status 404, for every unknown path, and it hydrates on this same route).
  if (!page) return { notFound: true as const, locale, headTags: notFoundMeta(locale) };
  // A templates page links to its files with their sizes: made here from its data (issue 24).
  const resolved = await withTemplateDownloads(resolvePage(page, locale), locale);
  // Every language this page is written in, for the head's hreflang links.
  const available = locales.filter((l) => pagesByLocale[l].some((p) => p.path === page.path));
  // The head's tags are made here too, so the browser needs no code to rebuild them.
  const tagline = catalogues[locale].site.tagline;
  const whole: WholePage = {
    ...resolved,
    headTags: pageMeta({ ...resolved, tagline }, { locale, available }),
  };
  if (isDataRequest(request)) return whole;
  // The prerendered HTML draws the whole page (entry.server.tsx) but carries only its first-load view as data.
  context.set(wholePage, whole);
  return firstLoadView(whole);
}

// The frame around the sections: static islands, their code fetched only for a page reached by client navigation.
const PageTop = onDemand(() => import("../frame/page-frame.tsx").then((m) => m.PageTop));
const PageBottom = onDemand(() => import("../frame/page-frame.tsx").then((m) => m.PageBottom));

// Moving here from another page: fetch the page's data, then the code of its section
// kinds and frame, and render only when all have arrived (the first load uses the prerendered
// data and never runs this).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  if ("notFound" in page) throw data(null, { status: 404 });
  if ("desk" in page && page.desk) {
    const [{ preloadDeskBody }] = await Promise.all([loadDeskRoute(), DeskRoute.preload()]);
    await preloadDeskBody(page.desk.page);
    return page;
  }
  // A data request always answers with the whole page (first-load.ts).
  if ("firstLoad" in page) throw new Error(`${page.path}: a first-load view from a data request`);
  await Promise.all([
    preloadSections(page.sections, page.locale),
    PageTop.preload(),
    PageBottom.preload(),
  ]);
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

// Its code is fetched only where it shows: hydrating a 404 page keeps the server's markup until it arrives.
const NotFound = onDemand(() => import("../frame/not-found-page.tsx").then((m) => m.default));

// A desk page's code, fetched only there (features/desk/desk-route.tsx).
const loadDeskRoute = () => import("../features/desk/desk-route.tsx");
const DeskRoute = onDemand(() => loadDeskRoute().then((m) => m.DeskRoute));

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  if ("desk" in loaderData && loaderData.desk)
    return (
      <Suspense fallback={null}>
        <DeskRoute data={loaderData.desk} />
      </Suspense>
    );
  if ("notFound" in loaderData)
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  return <PageBody page={loaderData} />;
}

/** A content page: from its whole data, or on its first load from the page the prerender drew (first-load.ts). */
function PageBody({ page: data }: { page: WholePage | FirstLoadPage }) {
  const page = useWholePage() ?? data;
  const frame = (component: typeof PageTop) =>
    "firstLoad" in page ? (
      <StaticIsland kept />
    ) : (
      <StaticIsland component={component} props={{ page }} />
    );
  // Keyed by page: every content route renders this component, and another page must
  // mount afresh, or its static islands would keep showing the previous page's markup.
  return (
    <div key={`${page.locale}:${page.path}`}>
      {frame(PageTop)}
      {/* The build's search index reads each page's sections, title and audience from here
          (scripts/postbuild.ts): one meta field per element. The frame around them (breadcrumbs,
          urgent help, related guides, sources) is the same on many pages, so it stays out of the index. */}
      <div data-pagefind-body data-pagefind-meta={`title:${page.title}`}>
        <div
          data-sections={page.sections.length}
          data-pagefind-meta={`audience:${page.audienceLabel}`}
        >
          {page.sections.map((section, i) => (
            <SectionView key={`${section.kind}-${i}`} section={section} />
          ))}
        </div>
      </div>
      {frame(PageBottom)}
    </div>
  );
}
