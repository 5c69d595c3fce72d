import { resultsDayCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

/*
 * Issue 35: a situation guide for students (and parents) the day before a result. Its steps are
 * what /exam-stress ("Results day, and the days after"), /exam-calendar (each exam's official
 * site) and /strategic-decision-support already say; the routes after a disappointing result are
 * named as /exam-stress names them, and their dates and fees are left to each board's own notice.
 */
const page: Page = {
  path: "/results-day",
  reviewed: "2026-11-29",
  title: "Results day tomorrow",
  description:
    "Your board or entrance exam result comes out tomorrow: what to have ready, how to check it safely, what to do if it disappoints (re-evaluation, supplementary exams and other routes), and where to talk if it feels too heavy.",
  sections: [
    {
      kind: "hero",
      eyebrow: "A guide for one moment",
      title: "Results day tomorrow",
      lead: "The night before a result is hard for anyone. A result measures one exam on one day; it is not a measure of your worth, and it does not close every door. These steps keep tomorrow simple, whatever it brings.",
      icon: "calendar-check",
    },
    {
      kind: "list",
      id: "steps",
      heading: "Tonight and tomorrow, step by step",
      style: "numbered",
      items: [
        {
          title: "Tonight: keep your roll number and admit card ready",
          body: "Note your roll number (or application number) and date of birth exactly as they are on the admit card, and keep the card itself at hand. Sleep: nothing you do tonight changes the result.",
        },
        {
          title: "Check the result only on the official site",
          body: "Use the board's or the testing agency's own site (our exam calendar links each one), not links forwarded on messages. If the site is slow under heavy traffic, try again a little later.",
        },
        {
          title: "Decide who will be with you",
          body: "Choose with your family how you will check it and who will be there. Keep the day simple: no big gatherings, and no comparing on social media.",
        },
        {
          title: "Save a copy",
          body: "Download or take a screenshot of the result page. The official marksheet or scorecard comes later; keep both.",
        },
        {
          title: "If it is not what you hoped, give it a day or two",
          body: "Let yourself feel it: disappointment, anger or numbness are normal. Results day is the worst day to decide anything; unless a deadline forces you, take a week and talk to two people you trust.",
        },
        {
          title: "Know the ways forward",
          body: "Re-evaluation, supplementary exams, other entrance exams and other courses are all ways forward. Each board and agency sets its own dates and fees, often within days of the result, so read its notice on the official site.",
        },
        {
          title: "Talk to someone",
          body: "A friend, parent, teacher or counsellor. If the news feels too heavy to carry, Tele-MANAS ({line:tele-manas}) is free, 24 hours a day, in your language.",
        },
      ],
    },
    resultsDayCare,
    {
      kind: "cta",
      id: "things-to-do",
      heading: "The things to do next",
      body: "Find your exam's official site and next dates, work through the drop-year checklist, download a worksheet to plan the next step, or ask a counsellor to help you decide.",
      actions: [
        { label: "Exam calendar and official sites", href: "/exam-calendar" },
        {
          label: "The drop-year checklist",
          href: "/strategic-decision-support#drop-year",
          variant: "secondary",
        },
        {
          label: "Download a planning worksheet",
          href: "/templates-and-forms#for-students",
          variant: "secondary",
        },
        {
          label: "Talk to a counsellor",
          href: "/request?kind=counselling&source=/results-day",
        },
      ],
    },
  ],
};

export default page;
