import { Suspense, useEffect, type ComponentType } from "react";
import type { Section, SectionKind } from "../../content/types.ts";
import type { Locale } from "../../i18n/locales.ts";
import { loadNoticeTexts } from "../../lib/notice-texts.ts";
import { onDemand, StaticIsland, type OnDemand } from "../static-island.tsx";

type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

/**
 * The code splitting of page sections, all of it. Each section kind's component is
 * its own chunk (`onDemand`, static-island.tsx), so a page downloads only the kinds
 * it uses, and only those that hold state at all: measured in Chromium (`npm run size`),
 * our whole start-up budget is 15 KiB gzip and the kinds together are ~10 KiB.
 *
 * The rules that keep it invisible:
 * - Prerendering loads every kind first (`preloadAllOnDemand`, entry.server.tsx),
 *   so nothing suspends there: a suspended section would be streamed as hidden
 *   HTML revealed by a script, invisible without JavaScript and a layout shift with it.
 * - In the browser, a kind without state of its own (`staticKinds`) stays as prerendered,
 *   a static island: its code is not fetched on a first load at all. The other kinds'
 *   prerendered HTML stays on screen while their code arrives; React hydrates each then.
 * - Moving to another page waits for that page's kinds (`preloadSections`, the
 *   route's clientLoader) along with its data, so it never shows empty sections; and
 *   for its language's notice texts when a kind writes notices into its markup.
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
  "exam-calendar": () => import("./exam-calendar-section.tsx").then((m) => m.ExamCalendarSection),
  streams: () => import("./streams-section.tsx").then((m) => m.StreamsSection),
  "job-sectors": () => import("./job-sectors-section.tsx").then((m) => m.JobSectorsSection),
};

/**
 * Kinds whose markup has no state of its own: links, popovers and buttons that show a
 * notice or print, which work in static markup (static-island.tsx). Hydrating these
 * would only fetch and run their code to leave the page as it is.
 */
const staticKinds: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "hero",
  "home-hero",
  "card-grid",
  "list",
  "comparison",
  "stats",
  "callout",
  "cta",
  "services",
  "resource-library",
  // Its form posts without script, and a static island sends it in place (static-island.tsx).
  "contact",
  "lectures",
  "templates",
  "exam-calendar",
  "job-sectors",
]);

const components = Object.fromEntries(
  (Object.keys(loaders) as SectionKind[]).map((kind) => [
    kind,
    onDemand(loaders[kind] as () => Promise<ComponentType<Section>>),
  ]),
) as Record<SectionKind, OnDemand<Section>>;

/** Kinds that write a notice of the page's language into their markup (`useNoticeTexts`). */
const noticeKinds: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "lectures",
  "templates",
  "resource-library",
]);

/** Loads the code of the given sections' kinds, and the notice texts of `locale` they need. */
export function preloadSections(sections: readonly Section[], locale: Locale): Promise<unknown> {
  const kinds = [...new Set(sections.map((section) => section.kind))];
  return Promise.all([
    ...kinds.map((kind) => components[kind].preload()),
    ...(kinds.some((kind) => noticeKinds.has(kind)) ? [loadNoticeTexts(locale)] : []),
  ]);
}

/** Counts sections that have hydrated (or stay static); tests and audits wait for all of a page's. */
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
  if (staticKinds.has(section.kind))
    return (
      <>
        <StaticIsland component={Component} props={section} />
        <SectionHydrated />
      </>
    );
  return (
    <Suspense fallback={null}>
      <Component {...section} />
      <SectionHydrated />
    </Suspense>
  );
}
