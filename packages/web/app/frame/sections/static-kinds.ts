/**
 * The section kinds that stay as prerendered (static islands, static-island.tsx): their markup has
 * no state of its own (links, popovers, buttons that show a notice, print or share, and markup with
 * code of its own that loads on first use, `data-live`), so hydrating them would only fetch and run
 * their code to leave the page as it is. This table is a chunk of its own (section-view.tsx): only
 * an island that renders its component in the browser (a page reached by client navigation) needs
 * it, and prerendering, which loads every kind first (static-island.tsx `preloadAllOnDemand`).
 */
import { createElement, type ComponentType } from "react";
import type { Section, SectionKind } from "../../content/types.ts";
import { onDemand, type OnDemand } from "../../ui/on-demand.tsx";
import type { HydratedKind, SectionOf } from "./section-kinds.ts";

type StaticKind = Exclude<SectionKind, HydratedKind>;

const loaders: { [K in StaticKind]: () => Promise<ComponentType<SectionOf<K>>> } = {
  hero: () => import("./hero.tsx").then((m) => m.Hero),
  "home-hero": () => import("./home-hero.tsx").then((m) => m.HomeHero),
  "card-grid": () => import("./card-grid.tsx").then((m) => m.CardGrid),
  // Native exclusive <details> (ui/accordion.tsx): they open and close with no script.
  accordion: () => import("./accordion-section.tsx").then((m) => m.AccordionSection),
  streams: () => import("./streams-section.tsx").then((m) => m.StreamsSection),
  list: () => import("./list-section.tsx").then((m) => m.ListSection),
  comparison: () => import("./list-section.tsx").then((m) => m.ComparisonSection),
  stats: () => import("./stats-section.tsx").then((m) => m.StatsSection),
  callout: () => import("./callout-section.tsx").then((m) => m.CalloutSection),
  cta: () => import("./callout-section.tsx").then((m) => m.CtaSection),
  services: () => import("./services-section.tsx").then((m) => m.ServicesSection),
  "resource-library": () => import("./resource-library.tsx").then((m) => m.ResourceLibrary),
  // Its form posts without script, and a static island sends it in place (static-island.tsx).
  contact: () => import("./contact-section.tsx").then((m) => m.ContactSection),
  // Issue 35: its choice is a plain GET form; its PIN lookup and memory are code of their own.
  "state-choice": () => import("./state-choice-section.tsx").then((m) => m.StateChoiceSection),
  templates: () => import("./templates-section.tsx").then((m) => m.TemplatesSection),
  "exam-calendar": () => import("./exam-calendar-section.tsx").then((m) => m.ExamCalendarSection),
  "job-sectors": () => import("./job-sectors-section.tsx").then((m) => m.JobSectorsSection),
  lectures: () => import("./lectures-section.tsx").then((m) => m.LecturesSection),
  "video-summary": () => import("./video-summary-section.tsx").then((m) => m.VideoSummarySection),
  "care-cards": () => import("./care-cards-section.tsx").then((m) => m.CareCardsSection),
  breathing: () => import("./breathing-section.tsx").then((m) => m.BreathingSection),
  "stream-explorer": () =>
    import("./stream-explorer-section.tsx").then((m) => m.StreamExplorerSection),
};

// Each kind its own chunk, as ever; made here, so prerendering's preload finds them once this loads.
const components = Object.fromEntries(
  Object.entries(loaders).map(([kind, load]) => [
    kind,
    onDemand(load as () => Promise<ComponentType<Section>>),
  ]),
) as Record<StaticKind, OnDemand<Section>>;

/** Loads a static kind's code (the clientLoader of the next page waits for it). */
export function preload(kind: SectionKind): Promise<unknown> {
  return components[kind as StaticKind].preload();
}

/** A static section, rendered by its kind's component. */
export function StaticSection(section: Section) {
  return createElement(components[section.kind as StaticKind], section);
}
