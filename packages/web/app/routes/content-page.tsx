import { data } from "react-router";
import { preloadSections, SectionView } from "../components/sections/section-view.tsx";
import { audienceOf } from "../content/audiences.ts";
import { findPage } from "../content/index.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/content-page";

// Runs at build time only (ssr: false + prerender): each page's HTML carries its
// own data, and the content modules never reach the browser bundle.
export function loader({ request }: Route.LoaderArgs) {
  const page = findPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return page;
}

// Moving here from another page: fetch the page's data, then the code of its section
// kinds, and render only when both have arrived (the first load uses the prerendered
// data and never runs this).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  await preloadSections(page.sections);
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData) : [];
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    // The build's search index reads each page's content, title and audience from
    // here (scripts/postbuild.ts): one meta field per element.
    <div data-pagefind-body data-pagefind-meta={`title:${page.title}`}>
      <div data-sections={page.sections.length} data-pagefind-meta={`audience:${audienceOf[page.path]}`}>
        {page.sections.map((section, i) => (
          <SectionView key={`${section.kind}-${i}`} section={section} />
        ))}
      </div>
    </div>
  );
}
