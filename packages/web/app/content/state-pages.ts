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

const REVIEWED = "2026-11-29";

type Words = {
  indexTitle: string;
  indexDescription: string;
  indexEyebrow: string;
  indexLead: string;
  statesHeading: string;
  territoriesHeading: string;
  cardBody: (checked: number) => string;
  eyebrow: string;
  title: (name: string) => string;
  description: (name: string) => string;
  lead: (name: string) => string;
  headings: Record<StateTopic, string>;
  officialSite: string;
  uncheckedHeading: string;
  uncheckedBody: (name: string, topics: string[]) => string;
  topicNames: Record<"ambulance" | StateTopic, string>;
  chooseHeading: string;
  chooseBody: string;
  chooseAction: string;
  examsHeading: (name: string) => string;
  examsIntro: string;
};

const words: Record<Locale, Words> = {
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
  hi: {
    indexTitle: "आपका राज्य",
    indexDescription:
      "भारत के 28 राज्यों और 8 केंद्र शासित प्रदेशों में हर एक की हेल्पलाइन, राज्य की अपनी स्वास्थ्य योजना, स्कूल बोर्ड और प्रवेश परीक्षाएँ, हर जानकारी के स्रोत और जाँच की तारीख़ के साथ।",
    indexEyebrow: "मरीज़ों और छात्रों के लिए",
    indexLead:
      "अपना राज्य या केंद्र शासित प्रदेश चुनें: वहाँ काम करने वाली हेल्पलाइन, और जहाँ हमने जाँच की है, वहाँ PM-JAY के साथ उसकी स्वास्थ्य योजना, उसका स्कूल बोर्ड और प्रवेश परीक्षाएँ। आपकी पसंद इसी ब्राउज़र में रहती है, और साइन इन रहने पर आपके अकाउंट में भी।",
    statesHeading: "राज्य",
    territoriesHeading: "केंद्र शासित प्रदेश",
    cardBody: (checked) =>
      checked > 0
        ? "हेल्पलाइन, और उसकी स्वास्थ्य योजना, स्कूल बोर्ड और प्रवेश परीक्षाओं में से जो हमने जाँचा है।"
        : "हेल्पलाइन; स्वास्थ्य योजना, बोर्ड और परीक्षाएँ अभी जाँची नहीं गई हैं।",
    eyebrow: "आपका राज्य",
    title: (name) => `${name}: हेल्पलाइन, स्वास्थ्य योजना, बोर्ड और प्रवेश परीक्षाएँ`,
    description: (name) =>
      `${name} में काम करने वाली हेल्पलाइन, और उसकी स्वास्थ्य योजना, स्कूल बोर्ड और प्रवेश परीक्षाओं में से जो हमने जाँचा है, हर एक के स्रोत के साथ।`,
    lead: (name) =>
      `${name} के लिए हमने जो जाँचा है, हर एक उस पन्ने और तारीख़ के साथ जहाँ हमने उसे जाँचा। जहाँ वह पन्ना आधिकारिक नहीं है, स्रोतों की सूची बताती है कि वह किसका है। जो हमने नहीं जाँचा, वह हम नहीं लिखते।`,
    headings: {
      line: "यहाँ काम करने वाली हेल्पलाइन",
      scheme: "राज्य की स्वास्थ्य योजना (PM-JAY के साथ)",
      board: "स्कूल बोर्ड",
      test: "प्रवेश परीक्षाएँ",
    },
    officialSite: "आधिकारिक वेबसाइट:",
    uncheckedHeading: "इस राज्य के लिए अभी जाँचा नहीं गया",
    uncheckedBody: (name, topics) =>
      `${name} के लिए हमने ये अभी नहीं जाँचे हैं: ${topics.join("; ")}। तब तक राज्य सरकार की अपनी वेबसाइट देखें, और आपात स्थिति में {line:emergency} पर कॉल करें।`,
    topicNames: {
      ambulance: "उसका अपना एम्बुलेंस नंबर",
      line: "उसकी हेल्पलाइन",
      scheme: "PM-JAY के साथ उसकी अपनी स्वास्थ्य योजना",
      board: "उसका स्कूल बोर्ड",
      test: "उसकी प्रवेश परीक्षाएँ",
    },
    chooseHeading: "कोई दूसरा राज्य",
    chooseBody: "हर राज्य और केंद्र शासित प्रदेश का अपना पेज है: सूची से कोई दूसरा चुनें।",
    chooseAction: "सभी राज्य और केंद्र शासित प्रदेश",
    examsHeading: (name) => `${name} की बोर्ड और प्रवेश परीक्षाएँ: कब होती हैं`,
    examsIntro:
      "परीक्षा कैलेंडर से, हर एक अपनी तारीख़ के साथ, या जिन महीनों में उसके होने का अनुमान है और जो पिछली तारीख़ें हम पक्की कर सके, उनके साथ; स्रोत और आपके फ़ोन के कैलेंडर के लिए फ़ाइल भी।",
  },
};

function item(found: StateFact, locale: Locale, w: Words): ListItem {
  const site = found.site ? ` ${w.officialSite} ${found.site}` : "";
  return {
    // A line of urgent-help.ts is cited as {line:id}, so the number and its source are the block's.
    title: `${found.urgentLine ? `{line:${found.urgentLine}}` : `{fact:${found.id}}`}: ${
      locale === "en" ? found.label : found.hi.label
    }`,
    body: `${found.about[locale]}${site}`,
  };
}

const choiceWords: Record<Locale, { heading: string; intro: string }> = {
  en: {
    heading: "Your state",
    intro:
      "Help lines, health schemes, school boards and entrance tests differ from state to state. Choose yours, or find it from your PIN code: it stays in this browser (and on your account while you are signed in), and one tap forgets it.",
  },
  hi: {
    heading: "आपका राज्य",
    intro:
      "हेल्पलाइन, स्वास्थ्य योजनाएँ, स्कूल बोर्ड और प्रवेश परीक्षाएँ हर राज्य में अलग होती हैं। अपना राज्य चुनें, या पिन कोड से ढूँढें: यह इसी ब्राउज़र में रहता है (और साइन इन रहने पर आपके अकाउंट में भी), और एक टैप में भुलाया जा सकता है।",
  },
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
