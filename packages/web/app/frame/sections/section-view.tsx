import { Suspense, useEffect, type ComponentType } from "react";
import type { Section, SectionKind } from "../../content/types.ts";
import type { Locale } from "../../i18n/locales.ts";
import { loadNoticeTexts } from "../../lib/notice-texts.ts";
import { StaticIsland } from "../static-island.tsx";
import { onDemand, type OnDemand } from "../../ui/on-demand.tsx";
import type { HydratedKind, KeptSection, SectionOf } from "./section-kinds.ts";

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
 * - In the browser, a kind without state of its own (every kind but the one below) stays as
 *   prerendered, a static island: its code is not fetched on a first load at all, nor is even
 *   the table of where that code is (static-kinds.ts, a chunk of its own that only a page
 *   reached by client navigation needs). The kind below (the video library's tabs) hydrates: its
 *   prerendered HTML stays on screen while its code arrives; React hydrates it then.
 * - Moving to another page waits for that page's kinds (`preloadSections`, the
 *   route's clientLoader) along with its data, so it never shows empty sections; and
 *   for its language's notice texts when a kind writes notices into its markup.
 * - Once a kind has loaded, it renders at once (no suspense) on every later render.
 *
 * The mapped types keep the tables exhaustive: a new kind won't compile until it has
 * a component here or in static-kinds.ts.
 */
const hydratedLoaders = {
  "video-library": () => import("./video-library.tsx").then((m) => m.VideoLibrary),
} satisfies { [K in HydratedKind]: () => Promise<ComponentType<SectionOf<K>>> };

const hydrated = Object.fromEntries(
  Object.entries(hydratedLoaders).map(([kind, load]) => [
    kind,
    onDemand(load as () => Promise<ComponentType<Section>>),
  ]),
) as Record<HydratedKind, OnDemand<Section>>;

const hydratedOf = (kind: SectionKind): OnDemand<Section> | undefined =>
  hydrated[kind as HydratedKind];

/** Does a section of this kind hydrate (and so keep its data in a first load's view, first-load.ts)? */
export const hydrates = (kind: SectionKind) => hydratedOf(kind) !== undefined;

const staticKinds = () => import("./static-kinds.ts");
/** Every static kind, through its table (static-kinds.ts), which loads its kind's own chunk. */
const StaticSection = onDemand(() => staticKinds().then((m) => m.StaticSection));

/** Kinds that write a notice of the page's language into their markup (`useNoticeTexts`). */
const noticeKinds: ReadonlySet<SectionKind> = new Set<SectionKind>([
  "templates",
  "resource-library",
]);

/** Loads the code of the given sections' kinds, and the notice texts of `locale` they need. */
export function preloadSections(sections: readonly Section[], locale: Locale): Promise<unknown> {
  const kinds = [...new Set(sections.map((section) => section.kind))];
  return Promise.all([
    ...kinds.map(
      (kind) =>
        hydratedOf(kind)?.preload() ??
        StaticSection.preload()
          .then(staticKinds)
          .then((m) => m.preload(kind)),
    ),
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

/** Renders one section of a page by its kind; a kept one (a first load's, first-load.ts) as it was prerendered. */
export function SectionView({ section }: { section: Section | KeptSection }) {
  if ("kept" in section)
    return (
      <>
        <StaticIsland kept />
        <SectionHydrated />
      </>
    );
  const Component = hydratedOf(section.kind);
  if (!Component)
    return (
      <>
        <StaticIsland component={StaticSection} props={section} />
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
