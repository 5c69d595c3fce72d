import { Suspense, useEffect, type ComponentType } from "react";
import type { Section, SectionKind } from "../../content/types.ts";
import { preloadable, type Preloadable } from "../../lib/preloadable.tsx";
import { whenIdle } from "../../lib/when-idle.ts";

type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

/**
 * Where each section kind's component lives. Each is its own chunk, so a page
 * downloads only the kinds it uses: the prerendered HTML shows the content at
 * once and each section hydrates when its code arrives. The mapped type keeps
 * this exhaustive: a new kind won't compile until it has a component here.
 */
const loaders: { [K in SectionKind]: () => Promise<ComponentType<SectionOf<K>>> } = {
  hero: () => import("./hero.tsx").then((m) => m.Hero),
  "home-hero": () => import("./home-hero.tsx").then((m) => m.HomeHero),
  "card-grid": () => import("./card-grid.tsx").then((m) => m.CardGrid),
  accordion: () => import("./accordion-section.tsx").then((m) => m.AccordionSection),
  list: () => import("./list-section.tsx").then((m) => m.ListSection),
  comparison: () => import("./list-section.tsx").then((m) => m.ComparisonSection),
  stats: () => import("./stats-section.tsx").then((m) => m.StatsSection),
  callout: () => import("./callout-section.tsx").then((m) => m.CalloutSection),
  cta: () => import("./callout-section.tsx").then((m) => m.CtaSection),
  "video-library": () => import("./video-library.tsx").then((m) => m.VideoLibrary),
  services: () => import("./services-section.tsx").then((m) => m.ServicesSection),
  "resource-library": () => import("./resource-library.tsx").then((m) => m.ResourceLibrary),
  contact: () => import("./contact-section.tsx").then((m) => m.ContactSection),
  lectures: () => import("./lectures-section.tsx").then((m) => m.LecturesSection),
  "ai-video": () => import("./ai-video-section.tsx").then((m) => m.AiVideoSection),
  templates: () => import("./templates-section.tsx").then((m) => m.TemplatesSection),
  streams: () => import("./streams-section.tsx").then((m) => m.StreamsSection),
  "job-sectors": () => import("./job-sectors-section.tsx").then((m) => m.JobSectorsSection),
};

const components = Object.fromEntries(
  (Object.keys(loaders) as SectionKind[]).map((kind) => [kind, preloadable(loaders[kind] as () => Promise<ComponentType<Section>>)]),
) as Record<SectionKind, Preloadable<Section>>;

/** Counts sections whose code has hydrated; tests and audits wait for all of a page's. */
function SectionHydrated() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.sectionsHydrated = String(Number(root.dataset.sectionsHydrated ?? 0) + 1);
  }, []);
  return null;
}

/** Renders one section of a page by its kind. */
export function SectionView({ section }: { section: Section }) {
  const Component = components[section.kind];
  return (
    <Suspense fallback={null}>
      <Component {...section} />
      <SectionHydrated />
    </Suspense>
  );
}

/**
 * Once the page is idle, fetch every section kind's code, so moving to another
 * page shows its sections at once instead of waiting for their chunks.
 */
export function usePreloadSections() {
  useEffect(() => whenIdle(() => Object.values(components).forEach((component) => void component.preload())), []);
}
