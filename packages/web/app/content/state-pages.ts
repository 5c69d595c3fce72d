/**
 * Issue 35: the state pages (/state and /state/<slug>) built from states.ts, in each language
 * from the same builder, so the Hindi pages are twins of the English ones by construction.
 * Every fact is cited as {fact:id}: the page's Sources list names its page and checked date.
 */
import type { Locale } from "../i18n/locales.ts";
import { stateExamEntries } from "./exam-dates.ts";
import type { StatePath } from "./state-slugs.ts";
import {
  states,
  uncheckedTopics,
  type StateEntry,
  type StateFact,
  type StateTopic,
} from "./states.ts";
import type { ListItem, Page, Section } from "./types.ts";
import type { StateChoiceWords, StatePageWords } from "./state-page-words.ts";

export type { StateChoiceWords, StatePageWords };
import { factWordsIn } from "./data-words.ts";
import { dataWords } from "./data-words-all.ts";
import { isFolderLocale } from "./data-words.ts";
import * as hindi from "./hi/state-pages.ts";
import * as bengali from "./bn/state-pages.ts";
import * as marathi from "./mr/state-pages.ts";

const REVIEWED = "2026-11-29";

const words: Record<Locale, StatePageWords> = {
  en: {
    indexTitle: "Your state",
    indexDescription:
      "Help lines, the state's own health scheme, school boards and entrance tests for each of India's 28 states and 8 union territories, each with its source and the date it was checked.",
    indexEyebrow: "For patients and students",
    indexLead:
      "Choose your state or union territory to see the help lines that work there, and, where we have checked them, its health scheme beside PM-JAY, its school board and its entrance tests. Your choice stays in this browser, and on your account while you are signed in.",
    statesHeading: "States",
    territoriesHeading: "Union territories",
    cardBody: (checked) =>
      checked > 0
        ? "Help lines, and what we have checked of its health scheme, school board and entrance tests."
        : "Help lines; its health scheme, board and tests are not yet checked.",
    eyebrow: "Your state",
    title: (name) => `${name}: help lines, health scheme, boards and entrance tests`,
    description: (name) =>
      `The help lines that work in ${name}, and what we have checked of its health scheme, school board and entrance tests, each with its source.`,
    lead: (name) =>
      `What we have checked for ${name}, each with the page we checked it on and the date. Where that page is not the official one, the Sources list says whose it is. What we have not checked, we do not state.`,
    headings: {
      line: "Help lines that work here",
      scheme: "The state's health scheme (beside PM-JAY)",
      board: "School board",
      test: "Entrance tests",
    },
    officialSite: "Official site:",
    uncheckedHeading: "Not yet checked for this state",
    uncheckedBody: (name, topics) =>
      `We have not yet checked these for ${name}: ${topics.join("; ")}. Until we have, use the state government's own site, and in an emergency call {line:emergency}.`,
    topicNames: {
      ambulance: "its own ambulance number",
      line: "its help lines",
      scheme: "its own health scheme beside PM-JAY",
      board: "its school board",
      test: "its entrance tests",
    },
    chooseHeading: "Another state",
    chooseBody: "Every state and union territory has a page: choose another from the list.",
    chooseAction: "All states and union territories",
    examsHeading: (name) => `${name}'s board and entrance exams: when they are`,
    examsIntro:
      "From the exam calendar, each with its date, or the months it is expected in and the last dates we could confirm, its source and a file for your phone's calendar.",
  },
  hi: hindi.statePageWords,
  bn: bengali.statePageWords,
  mr: marathi.statePageWords,
};

function item(found: StateFact, locale: Locale, w: StatePageWords): ListItem {
  const site = found.site ? ` ${w.officialSite} ${found.site}` : "";
  const words = factWordsIn(found, locale, isFolderLocale(locale) ? dataWords[locale] : undefined);
  return {
    // A line of urgent-help.ts is cited as {line:id}, so the number and its source are the block's.
    title: `${found.urgentLine ? `{line:${found.urgentLine}}` : `{fact:${found.id}}`}: ${words.label}`,
    body: `${words.about}${site}`,
  };
}

const choiceWords: Record<Locale, StateChoiceWords> = {
  en: {
    heading: "Your state",
    intro:
      "Help lines, health schemes, school boards and entrance tests differ from state to state. Choose yours, or find it from your PIN code: it stays in this browser (and on your account while you are signed in), and one tap forgets it.",
  },
  hi: hindi.stateChoiceWords,
  bn: bengali.stateChoiceWords,
  mr: marathi.stateChoiceWords,
};

/** "Your state": the choice of state (and PIN lookup), for the index, the hubs and the home page. */
export function stateChoiceSection(locale: Locale): Section {
  return { kind: "state-choice", id: "your-state", ...choiceWords[locale] };
}

export function statePage(entry: StateEntry, locale: Locale): Page {
  const w = words[locale];
  const name = entry.name[locale];
  const topics: StateTopic[] = ["line", "scheme", "board", "test"];
  const lists: Section[] = topics
    .map((topic) => ({ topic, facts: entry.facts.filter((f) => f.topic === topic) }))
    .filter(({ facts }) => facts.length > 0)
    .map(({ topic, facts }) => ({
      kind: "list" as const,
      id: topic === "line" ? "help-lines" : topic,
      heading: w.headings[topic],
      style: "bullet" as const,
      items: facts.map((f) => item(f, locale, w)),
    }));
  const unchecked = uncheckedTopics(entry);
  // Issue 35: the state's exams, from the exam calendar's data (exam-dates.ts), as its cards.
  const exams = stateExamEntries(entry.slug, locale);
  return {
    path: `/state/${entry.slug}` satisfies StatePath,
    reviewed: REVIEWED,
    ...(locale === "en" ? {} : { translation: { status: "unreviewed" as const } }),
    title: w.title(name),
    description: w.description(name),
    sections: [
      { kind: "hero", eyebrow: w.eyebrow, title: name, lead: w.lead(name), icon: "map-pin" },
      ...lists,
      ...(exams.length > 0
        ? [
            {
              kind: "exam-calendar" as const,
              heading: w.examsHeading(name),
              intro: w.examsIntro,
              exams,
              onStatePage: true as const,
            },
          ]
        : []),
      ...(unchecked.length > 0
        ? [
            {
              kind: "callout" as const,
              id: "not-yet-checked",
              tone: "info" as const,
              heading: w.uncheckedHeading,
              body: w.uncheckedBody(
                name,
                unchecked.map((topic) => w.topicNames[topic]),
              ),
            },
          ]
        : []),
      {
        kind: "cta",
        id: "another-state",
        heading: w.chooseHeading,
        body: w.chooseBody,
        actions: [{ label: w.chooseAction, href: "/state", variant: "secondary" }],
      },
    ],
  };
}

export function stateIndexPage(locale: Locale): Page {
  const w = words[locale];
  const group = (kind: StateEntry["kind"]) =>
    states
      .filter((s) => s.kind === kind)
      .map((s) => ({
        title: s.name[locale],
        body: w.cardBody(s.facts.filter((f) => f.topic !== "line").length),
        href: `/state/${s.slug}` satisfies StatePath,
      }));
  return {
    path: "/state",
    reviewed: REVIEWED,
    ...(locale === "en" ? {} : { translation: { status: "unreviewed" as const } }),
    title: w.indexTitle,
    description: w.indexDescription,
    sections: [
      {
        kind: "hero",
        eyebrow: w.indexEyebrow,
        title: w.indexTitle,
        lead: w.indexLead,
        icon: "map-pin",
      },
      stateChoiceSection(locale),
      {
        kind: "services",
        // Not the choice's "Your state": two regions of one name would confuse a screen reader.
        heading: w.chooseAction,
        intro: w.chooseBody,
        groups: [
          { title: w.statesHeading, cards: group("state") },
          { title: w.territoriesHeading, cards: group("union-territory") },
        ],
      },
    ],
  };
}

/** The state pages of a language: the index, then one per state in states.ts order. */
export function statePages(locale: Locale): Page[] {
  return [stateIndexPage(locale), ...states.map((entry) => statePage(entry, locale))];
}
