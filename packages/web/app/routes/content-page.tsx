import { data } from "react-router";
import { preloadSections, SectionView } from "../components/sections/section-view.tsx";
import { onDemand, StaticIsland } from "../components/static-island.tsx";
import { findPage, pagesByLocale } from "../content/index.ts";
import { requestedPath } from "../content/routes.ts";
import { localeOfPath, locales } from "../i18n/locales.ts";
import { resolvePage } from "../content/resolve.ts";
import { withTemplateDownloads } from "../downloads/templates.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/content-page";

// Runs at build time only (ssr: false + prerender): each page's HTML carries its
// own data, and the content modules never reach the browser bundle.
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = requestedPath(new URL(request.url).pathname);
  const page = findPage(pathname);
  if (!page) throw data(null, { status: 404 });
  const locale = localeOfPath(pathname);
  // A templates page links to its files with their sizes: made here from its data (issue 24).
  const resolved = await withTemplateDownloads(resolvePage(page, locale), locale);
  // Every language this page is written in, for the head's hreflang links.
  const available = locales.filter((l) => pagesByLocale[l].some((p) => p.path === page.path));
  // The head's tags are made here too, so the browser needs no code to rebuild them.
  return { ...resolved, headTags: pageMeta(resolved, { locale, available }) };
}

// The frame around the sections: static islands, their code fetched only for a page reached by client navigation.
const PageTop = onDemand(() => import("../components/page-frame.tsx").then((m) => m.PageTop));
const PageBottom = onDemand(() => import("../components/page-frame.tsx").then((m) => m.PageBottom));

// Moving here from another page: fetch the page's data, then the code of its section
// kinds and frame, and render only when all have arrived (the first load uses the prerendered
// data and never runs this).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  await Promise.all([preloadSections(page.sections), PageTop.preload(), PageBottom.preload()]);
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  // Keyed by page: every content route renders this component, and another page must
  // mount afresh, or its static islands would keep showing the previous page's markup.
  return (
    <div key={`${page.locale}:${page.path}`}>
      <StaticIsland component={PageTop} props={{ page }} />
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
      <StaticIsland component={PageBottom} props={{ page }} />
    </div>
  );
}
