import { lazy, Suspense, useEffect, type ComponentType } from "react";
import type { Section, SectionKind } from "../../content/types.ts";

type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

/**
 * The code splitting of page sections, all of it. Each section kind's component is
 * its own chunk, so a page downloads only the kinds it has. Measured in Chromium
 * (`npm run size`), this pays: every kind together is ~20 KiB gzip, a page uses
 * 8-13 of it, and our whole start-up budget is 15 KiB.
 *
 * Three rules keep it invisible:
 * - Prerendering loads every kind first (`preloadAllSections`, entry.server.tsx),
 *   so nothing suspends there: a suspended section would be streamed as hidden
 *   HTML revealed by a script, invisible without JavaScript and a layout shift with it.
 * - In the browser the prerendered HTML stays on screen while a kind's code
 *   arrives; React hydrates each section then.
 * - Moving to another page waits for that page's kinds (`preloadSections`, the
 *   route's clientLoader) along with its data, so it never shows empty sections.
 * - Once a kind has loaded, it renders at once (no suspense) on every later render.
 *
 * The mapped type keeps the table exhaustive: a new kind won't compile until it has
 * a component here.
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

type Preloadable = ComponentType<Section> & { preload: () => Promise<ComponentType<Section>> };

function preloadable(factory: () => Promise<ComponentType<Section>>): Preloadable {
  let loaded: ComponentType<Section> | undefined;
  let pending: Promise<ComponentType<Section>> | undefined;
  const preload = () =>
    (pending ??= factory().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableSection(props: Section) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(PreloadableSection, { preload });
}

const components = Object.fromEntries(
  (Object.keys(loaders) as SectionKind[]).map((kind) => [kind, preloadable(loaders[kind] as () => Promise<ComponentType<Section>>)]),
) as Record<SectionKind, Preloadable>;

/** Loads the code of the given sections' kinds. */
export function preloadSections(sections: readonly Section[]): Promise<unknown> {
  return Promise.all([...new Set(sections.map((section) => section.kind))].map((kind) => components[kind].preload()));
}

/** Loads every section kind's code (prerendering calls this before rendering). */
export function preloadAllSections(): Promise<unknown> {
  return Promise.all(Object.values(components).map((component) => component.preload()));
}

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
