/**
 * The layers of app/ (CONTRIBUTING.md, "Where things live"), bottom to top:
 *
 *   content/ config/ i18n/ lib/   data and utilities everyone reads
 *   ui/                           primitives: buttons, icons, dialogs, menus, on-demand components
 *   features/<name>/              accounts, desk, staff, search, checklists, reminders, downloads, ...
 *   frame/                        the page frame, header/footer/menus (layout/), section kinds
 *                                 (sections/), static islands and their tables of on-demand code
 *   routes/ root.tsx entry.*.tsx routes.ts
 *
 * An import may only run downward or stay within its layer (features import each other: they are
 * one layer), and no import runs in a circle. Type-only and dynamic imports count too: a lower
 * layer that needs a higher one's code takes it as a prop, a registry entry or an event
 * (lib/wake-event.ts), never by importing it. `npm test` runs this (scripts/layers.test.ts), as
 * does `npm run layers -w packages/web`.
 *
 * Paths match with or without a leading folder, so the test's fixture (test/layers-fixture/app/)
 * is held to the same rules.
 */
const at = (folders) => `(^|/)app/(${folders})/`;
const TOP = `(^|/)app/((routes)/|(root|entry\\.client|entry\\.server|routes)\\.tsx?$)`;
const FRAME = at("frame");
const FEATURES = at("features");
const UI = at("ui");
const DATA = at("content|config|i18n|lib");

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "data-reads-no-layer-above",
      comment:
        "content/, config/, i18n/ and lib/ are read by every layer and import none above them.",
      severity: "error",
      from: { path: DATA },
      to: { path: [UI, FEATURES, FRAME, TOP] },
    },
    {
      name: "ui-below-features",
      comment: "UI primitives know no feature, frame or route.",
      severity: "error",
      from: { path: UI },
      to: { path: [FEATURES, FRAME, TOP] },
    },
    {
      name: "features-below-frame",
      comment: "A feature knows no frame or route: the frame composes features, not the reverse.",
      severity: "error",
      from: { path: FEATURES },
      to: { path: [FRAME, TOP] },
    },
    {
      name: "frame-below-routes",
      comment: "The page frame and section kinds know no route module.",
      severity: "error",
      from: { path: FRAME },
      to: { path: TOP },
    },
    {
      name: "no-circular",
      comment: "No import circle in app/, counting type-only and dynamic imports.",
      severity: "error",
      from: { path: "(^|/)app/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    // TypeScript 7 has no compiler API yet (dependency-cruiser reads TypeScript through swc).
    parser: "swc",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
