import { data } from "react-router";
import { Breadcrumbs, GuideIndex, PageFoot, RelatedGuides, TopUrgentHelp } from "../components/page-frame.tsx";
import { SectionView, usePreloadSections } from "../components/sections/section-view.tsx";
import { findPage } from "../content/index.ts";
import { resolvePage } from "../content/resolve.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/content-page";

// Runs at build time only (ssr: false + prerender): each page's HTML carries its
// own data, and the content modules never reach the browser bundle.
export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return resolvePage(page);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData) : [];
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  usePreloadSections();
  return (
    <div data-sections={page.sections.length}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      {page.urgentHelp ? <TopUrgentHelp /> : null}
      {page.sections.map((section, i) => (
        <SectionView key={`${section.kind}-${i}`} section={section} />
      ))}
      {page.guideIndex ? <GuideIndex index={page.guideIndex} /> : null}
      <RelatedGuides links={page.related} />
      <PageFoot page={page} />
    </div>
  );
}
