/**
 * Turns a page's data into what the page shows, at build time only (the route
 * loader runs during prerender): resolves {fact:id} and {line:id} references in
 * its text, collects the facts it cites into its Sources list, and adds where the
 * page sits (breadcrumbs, related guides, a hub's guide index, urgent help).
 */
import { catalogues } from "../i18n/catalogues.ts";
import { localizedPath, type Locale } from "../i18n/locales.ts";
import { englishTitleLang } from "../lib/english-title.ts";
import { formatDate } from "../lib/format-date.ts";
import { fact, type Fact } from "./facts.ts";
import { glossary as englishGlossary, type GlossaryTerm } from "./glossary.ts";
import { glossary as hindiGlossary } from "./hi/index.ts";
import { glossary as bengaliGlossary } from "./bn/index.ts";
import { glossary as marathiGlossary } from "./mr/index.ts";
import { isFolderLocale } from "./data-words.ts";
import { dataWords } from "./data-words-all.ts";
import { audienceOf, audiences, generalPages, guides, hubs, supportLinks } from "./guides.ts";
import { pagesByLocale } from "./index.ts";
import type { SitePath } from "./routes.ts";
import type { HeroAfter, ListItem, Page, Section } from "./types.ts";
import { urgentLine, urgentLines, type UrgentLine } from "./urgent-help.ts";
import { urgentLineSources } from "./urgent-help-sources.ts";
import { stateFacts } from "./states.ts";

export type PageLink = { title: string; description: string; href: SitePath };
export type Crumb = { label: string; href: SitePath };

const glossaries: Record<Locale, readonly GlossaryTerm[]> = {
  en: englishGlossary,
  hi: hindiGlossary,
  bn: bengaliGlossary,
  mr: marathiGlossary,
};

/**
 * A page ready to show, in its language. Every in-site `href` in it is already in the page's
 * language ("/hi/study-tips" on a Hindi page), though the types still name the English paths.
 */
export type ResolvedPage = Page & {
  locale: Locale;
  /** Home › audience hub › this page; empty off the guides. */
  breadcrumbs: Crumb[];
  /** Show the urgent-help lines at the top of the main content. */
  urgentHelp: boolean;
  /** On a hub: every guide of its audience. */
  guideIndex?: { heading: string; guides: PageLink[] };
  related: PageLink[];
  /** The facts the page cites, in order of first use, then the official source of each urgent-help line it shows. */
  sources: Fact[];
  /** A health page: says it is general guidance, not medical advice. */
  health: boolean;
  /** Whom the page is for, as search results name it (guides.ts audienceLabelOf). */
  audienceLabel: string;
  /**
   * Issue 35: what of the state this browser keeps the page shows (frame/page-frame.tsx): the
   * health scheme on the patient pages, the school board and entrance tests on the student hub.
   */
  stateCard?: "scheme" | "study";
};

/** {fact:id} or {line:id} / {line:id.alternative} inside any text of a page. */
export const REFERENCE = /\{(fact|line):([a-z0-9-]+)(\.alternative)?\}/g;

/** A fact of facts.ts, or of a state page (states.ts, issue 35). */
function factOrStateFact(id: string): Fact {
  const state = id.startsWith("state-") ? stateFacts.find((f) => f.id === id) : undefined;
  if (!state) return fact(id);
  // Only what the Sources list shows: the state's words stay on the page.
  const { topic: _topic, about: _about, site: _site, ...shown } = state;
  return shown;
}

/**
 * A fact in the words of `locale`: the same figure, its own labels, and its own year where the
 * year has words ("7th Pay Commission (from 2016)"); a bare year is the page's to write in its
 * digits (page-frame.tsx).
 */
function localizedFact(found: Fact, locale: Locale): Fact {
  if (locale === "en") return found;
  const words = isFolderLocale(locale) ? dataWords[locale].facts[found.id] : found[locale];
  if (!words) throw new Error(`Fact "${found.id}" has no ${locale} label and value`);
  return { ...found, label: words.label, value: words.value, year: words.year ?? found.year };
}

/** An urgent-help line's official source, in the shape of the Sources list's entries. */
function lineSource(line: UrgentLine, locale: Locale): Fact {
  const { source, checked } = urgentLineSources[line.id];
  const words = catalogues[locale].content;
  return {
    id: `line-${line.id}`,
    label: words.urgentLineSources[line.id],
    value: line.alternative ? `${line.number} ${words.or} ${line.alternative.number}` : line.number,
    year: checked.slice(0, 4),
    source,
    status: "confirmed",
    checked,
  };
}

/** Records the lines a page shows: all three where it shows the urgent-help block or crisis lines. */
function recordLines(ids: Iterable<UrgentLine["id"]>, shown: Set<UrgentLine["id"]>) {
  for (const id of ids) shown.add(id);
}

function resolveLine(id: string, alternative: boolean): string {
  const line = urgentLine(id as UrgentLine["id"]);
  if (!alternative) return line.number;
  if (!line.alternative) throw new Error(`Urgent-help line "${id}" has no alternative number`);
  return line.alternative.number;
}

/** Deep-copies page data with every reference replaced; records cited facts and lines. */
function resolveReferences<T>(
  value: T,
  locale: Locale,
  cited: Map<string, Fact>,
  lines: Set<UrgentLine["id"]> = new Set(),
): T {
  if (typeof value === "string") {
    return value.replace(REFERENCE, (_match, kind: string, id: string, alternative?: string) => {
      if (kind === "line") {
        const number = resolveLine(id, Boolean(alternative));
        lines.add(id as UrgentLine["id"]);
        return number;
      }
      const found = localizedFact(factOrStateFact(id), locale);
      cited.set(found.id, found);
      return found.value;
    }) as T;
  }
  if (Array.isArray(value))
    return value.map((item) => resolveReferences(item, locale, cited, lines)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        // A link of this site goes to the page in the same language.
        key === "href" && typeof item === "string" && item.startsWith("/")
          ? localizedPath(item, locale)
          : resolveReferences(item, locale, cited, lines),
      ]),
    ) as T;
  }
  return value;
}

/**
 * Marks the first use of each glossary term on a page, in the running text that
 * components render with <RichText> (hero leads, card, accordion, list and callout
 * text), so the term explains itself. The glossary list itself is left as it is.
 */
function markTerms(sections: Section[], locale: Locale, cited: Map<string, Fact>): Section[] {
  const marked = new Set<string>();
  const mark = (text: string): string => {
    let out = text;
    for (const term of glossaries[locale]) {
      if (marked.has(term.id)) continue;
      // Search only outside markers already placed, so a definition is never marked inside,
      // and several terms in one sentence each explain themselves.
      let done = false;
      out = out
        .split(/(⟦[^⟧]*⟧)/g)
        .map((piece) => {
          if (done || piece.startsWith("⟦")) return piece;
          const match = term.match.exec(piece);
          if (!match) return piece;
          done = true;
          marked.add(term.id);
          const definition = resolveReferences(term.definition, locale, cited);
          return `${piece.slice(0, match.index)}⟦${term.id}|${match[0]}|${definition}⟧${piece.slice(match.index + match[0].length)}`;
        })
        .join("");
    }
    return out;
  };
  const markAll = (texts: string[] | undefined) => texts?.map(mark);
  const markItem = (item: ListItem): ListItem =>
    typeof item === "string" ? mark(item) : { ...item, body: mark(item.body) };
  return sections.map((section): Section => {
    switch (section.kind) {
      case "hero":
        return { ...section, lead: mark(section.lead) };
      case "card-grid":
        return {
          ...section,
          cards: section.cards.map((card) => ({
            ...card,
            body: mark(card.body),
            ...(card.points ? { points: markAll(card.points) } : {}),
            ...(card.example ? { example: mark(card.example) } : {}),
          })),
        };
      case "accordion":
        return {
          ...section,
          items: section.items.map((item) => ({
            ...item,
            body: item.body.map(mark),
            ...(item.points ? { points: markAll(item.points) } : {}),
          })),
        };
      case "list":
        return section.id === "glossary"
          ? section
          : { ...section, items: section.items.map(markItem) };
      case "comparison":
        return {
          ...section,
          columns: section.columns.map((column) => ({
            ...column,
            items: column.items.map(markItem),
          })),
        };
      case "callout":
        return { ...section, body: mark(section.body) };
      default:
        return section;
    }
  });
}

/** Each video's checked date in the page's words and its title's language (Video says why). */
function withVideoWords(sections: Section[], locale: Locale): Section[] {
  return sections.map((section) =>
    section.kind === "video-library"
      ? {
          ...section,
          categories: section.categories.map((category) => ({
            ...category,
            videos: category.videos.map((video) => ({
              ...video,
              checkedWords: formatDate(video.checked, locale),
              ...(englishTitleLang(video.title, locale) ? { titleLang: "en" as const } : {}),
            })),
          })),
        }
      : section,
  );
}

/** Section kinds whose component names its own anchor (it is linked to from elsewhere). */
const fixedAnchors: Partial<Record<Section["kind"], string>> = {
  "exam-calendar": "exams",
  services: "services",
  "resource-library": "resources-library",
  contact: "contact",
};

/** A page with this many h2 sections or more is long enough for "On this page" (issue 30). */
export const CONTENTS_FROM = 3;

/** "What to bring to a ward or ICU" -> "what-to-bring-to-a-ward-or-icu". */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
}

/**
 * Gives every section with an h2 an anchor, for the contents list: its own id, its component's, or
 * one made from its English heading (the same in every language, so a shared #link works in both).
 */
function withAnchors(sections: Section[], english: readonly Section[] | undefined) {
  const taken = new Set<string>();
  const contents: { id: string; label: string }[] = [];
  const anchored = sections.map((section, i): Section => {
    if (!("heading" in section)) return section;
    const fixed = fixedAnchors[section.kind];
    const twin = english?.[i];
    const from = twin?.kind === section.kind && "heading" in twin ? twin.heading : section.heading;
    const base =
      fixed ?? ("id" in section && section.id ? section.id : slug(from) || `section-${i}`);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    contents.push({ id, label: section.heading });
    return fixed || ("id" in section && section.id) ? section : ({ ...section, id } as Section);
  });
  return { sections: anchored, contents };
}

function linkTo(path: SitePath, locale: Locale): PageLink {
  const page = pagesByLocale[locale].find((p) => p.path === path);
  if (!page) throw new Error(`No ${locale} page at ${path}`);
  // The link's address is in the page's language; the types name the English path.
  const href = localizedPath(path, locale) as SitePath;
  // A linked page's words may cite a line or a fact ({line:tele-manas}): resolved here too, but
  // not recorded, since the linking page does not state them as its own (issue 30).
  const { title, description } = resolveReferences(
    { title: page.title, description: page.description },
    locale,
    new Map(),
  );
  return { title, description, href };
}

/** Whom a page is for, as search results name it: its audience, or everyone. */
export function audienceLabelOf(path: SitePath, locale: Locale = "en"): string {
  const audience = audienceOf(path);
  const words = catalogues[locale].content;
  return audience ? words.audiences[audience].label : words.everyone;
}

export function resolvePage(page: Page, locale: Locale = "en"): ResolvedPage {
  const cited = new Map<string, Fact>();
  const lines = new Set<UrgentLine["id"]>();
  const words = catalogues[locale].content;
  const here = (path: SitePath) => localizedPath(path, locale) as SitePath;
  const withFacts = resolveReferences(page, locale, cited, lines);
  const resolved = {
    ...withFacts,
    // The page's own address stays the English path (the key of its twin); `locale` says which.
    path: page.path,
    sections: withVideoWords(markTerms(withFacts.sections, locale, cited), locale),
  };
  const guide = guides[page.path];
  const hub = hubs[page.path];
  const general = generalPages[page.path];
  const audience = guide?.audience ?? hub?.audience;
  const urgentHelp = Boolean(guide?.urgentHelp ?? hub?.urgentHelp ?? general?.urgentHelp);
  // The urgent-help block at the top and a callout's crisis lines show every line.
  const showsAllLines =
    urgentHelp ||
    page.sections.some((section) => section.kind === "callout" && section.crisisLines);
  if (showsAllLines)
    recordLines(
      urgentLines.map((line) => line.id),
      lines,
    );
  const breadcrumbs: Crumb[] = guide
    ? [
        { label: words.homeCrumb, href: here("/") },
        {
          label: words.audiences[guide.audience].label,
          href: here(audiences[guide.audience].hub),
        },
        { label: page.title, href: here(page.path) },
      ]
    : general
      ? [
          { label: words.homeCrumb, href: here("/") },
          { label: page.title, href: here(page.path) },
        ]
      : [];
  // A page's own related guides, then its audience's support pages (never itself, never twice).
  const related = [
    ...new Set([
      ...(guide?.related ?? general?.related ?? []),
      ...(audience ? supportLinks[audience] : []),
    ]),
  ].filter((path) => path !== page.path);
  // After the hero's lead (issue 30): urgent help, Share on a guide, a long page's contents.
  const english = pagesByLocale.en.find((p) => p.path === page.path)?.sections;
  const { sections, contents } = withAnchors(resolved.sections, english);
  const after: HeroAfter = {
    ...(urgentHelp ? { urgentHelp: true as const } : {}),
    ...(breadcrumbs.length > 0 ? { share: { title: resolved.title, path: here(page.path) } } : {}),
    ...(page.path !== "/" && contents.length >= CONTENTS_FROM ? { contents } : {}),
  };
  const [first, ...rest] = sections;
  if (Object.keys(after).length > 0 && first?.kind !== "hero")
    throw new Error(`${page.path}: urgent help, Share and contents follow a hero, and it has none`);
  return {
    ...resolved,
    sections:
      first?.kind === "hero" && Object.keys(after).length > 0
        ? [{ ...first, after }, ...rest]
        : sections,
    locale,
    breadcrumbs,
    urgentHelp,
    ...(audience === "patients"
      ? { stateCard: "scheme" as const }
      : hub?.audience === "students"
        ? { stateCard: "study" as const }
        : {}),
    ...(hub
      ? {
          guideIndex: {
            heading: words.audiences[hub.audience].indexHeading,
            guides: (Object.keys(guides) as SitePath[])
              .filter((path) => guides[path]?.audience === hub.audience)
              .map((path) => linkTo(path, locale)),
          },
        }
      : {}),
    related: related.map((path) => linkTo(path, locale)),
    sources: [
      ...cited.values(),
      // In the lines' own order, whichever order the page used them in.
      ...urgentLines.filter((line) => lines.has(line.id)).map((line) => lineSource(line, locale)),
    ],
    health: audience === "patients" || Boolean(general?.health),
    audienceLabel: audienceLabelOf(page.path, locale),
  };
}
