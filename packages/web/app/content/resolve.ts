/**
 * Turns a page's data into what the page shows, at build time only (the route
 * loader runs during prerender): resolves {fact:id} and {line:id} references in
 * its text, collects the facts it cites into its Sources list, and adds where the
 * page sits (breadcrumbs, related guides, a hub's guide index, urgent help).
 */
import { fact, type Fact } from "./facts.ts";
import { audiences, guides, hubs } from "./guides.ts";
import { pages } from "./index.ts";
import type { SitePath } from "./routes.ts";
import type { Page } from "./types.ts";
import { urgentLine, type UrgentLine } from "./urgent-help.ts";

export type PageLink = { title: string; description: string; href: SitePath };
export type Crumb = { label: string; href: SitePath };

export type ResolvedPage = Page & {
  /** Home › audience hub › this page; empty off the guides. */
  breadcrumbs: Crumb[];
  /** Show the urgent-help lines at the top of the main content. */
  urgentHelp: boolean;
  /** On a hub: every guide of its audience. */
  guideIndex?: { heading: string; guides: PageLink[] };
  related: PageLink[];
  /** The facts the page cites, in order of first use. */
  sources: Fact[];
  /** A health page: says it is general guidance, not medical advice. */
  health: boolean;
};

/** {fact:id} or {line:id} / {line:id.alternative} inside any text of a page. */
export const REFERENCE = /\{(fact|line):([a-z0-9-]+)(\.alternative)?\}/g;

function resolveLine(id: string, alternative: boolean): string {
  const line = urgentLine(id as UrgentLine["id"]);
  if (!alternative) return line.number;
  if (!line.alternative) throw new Error(`Urgent-help line "${id}" has no alternative number`);
  return line.alternative.number;
}

/** Deep-copies page data with every reference replaced; records cited facts. */
function resolveReferences<T>(value: T, cited: Map<string, Fact>): T {
  if (typeof value === "string") {
    return value.replace(REFERENCE, (_match, kind: string, id: string, alternative?: string) => {
      if (kind === "line") return resolveLine(id, Boolean(alternative));
      const found = fact(id);
      cited.set(found.id, found);
      return found.value;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, cited)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveReferences(item, cited)])) as T;
  }
  return value;
}

function linkTo(path: SitePath): PageLink {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page at ${path}`);
  return { title: page.title, description: page.description, href: path };
}

export function resolvePage(page: Page): ResolvedPage {
  const cited = new Map<string, Fact>();
  const resolved = resolveReferences(page, cited);
  const guide = guides[page.path];
  const hub = hubs[page.path];
  const audience = guide?.audience ?? hub?.audience;
  const breadcrumbs: Crumb[] = guide
    ? [
        { label: "Home", href: "/" },
        { label: audiences[guide.audience].label, href: audiences[guide.audience].hub },
        { label: page.title, href: page.path },
      ]
    : [];
  return {
    ...resolved,
    breadcrumbs,
    urgentHelp: Boolean(guide?.urgentHelp ?? hub?.urgentHelp),
    ...(hub
      ? {
          guideIndex: {
            heading: audiences[hub.audience].indexHeading,
            guides: (Object.keys(guides) as SitePath[]).filter((path) => guides[path]?.audience === hub.audience).map(linkTo),
          },
        }
      : {}),
    related: (guide?.related ?? []).map(linkTo),
    sources: [...cited.values()],
    health: audience === "patients",
  };
}
