/**
 * The shapes of the words the state pages are built with (content/state-pages.ts), which each
 * language's content/<code>/state-pages.ts fills: apart, so no import runs in a circle.
 */
import type { StateTopic } from "./states.ts";

/** The words a language's state pages are built with (content/<code>/state-pages.ts for every language but English). */
export type StatePageWords = {
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

/** The "Your state" choice's heading and introduction (the hubs, the home page, /state). */
export type StateChoiceWords = { heading: string; intro: string };
