/**
 * The section kinds' two tables (section-view.tsx for the kinds that hydrate, static-kinds.ts for
 * the rest) share these types, apart from both, so that neither imports the other's module.
 */
import type { Section, SectionKind } from "../../content/types.ts";

export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

/** The kinds that hydrate: they hold state of their own (their loaders are in section-view.tsx). */
export type HydratedKind = "video-library";

/** A section a first load keeps as prerendered (frame/first-load.ts): only its kind, for the island that keeps it. */
export type KeptSection = { kind: SectionKind; kept: true };
