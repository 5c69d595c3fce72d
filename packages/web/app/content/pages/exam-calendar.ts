import { examEntries } from "../exam-dates.ts";
import type { Page } from "../types.ts";

const page: Page = {
  path: "/exam-calendar",
  reviewed: "2026-11-26",
  title: "Exam calendar 2026-27",
  description:
    "JEE Main, JEE Advanced, NEET-UG, CUET-UG, CBSE and state board exams, JoSAA and MCC counselling, CLAT and NDA: each date with its official source, and a file to add them to your phone's calendar.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Resources",
      title: "The exams of the year, in one calendar",
      lead: "Every date a student plans the year around: entrance exams, board exams and counselling rounds. Add one exam or all of them to your phone's calendar, so nothing slips.",
      icon: "calendar-days",
    },
    {
      kind: "callout",
      tone: "info",
      heading: "How to read these dates",
      body: "An Announced date comes from the official notice, linked beside it. Where no date is out yet, we show the month it usually falls in, marked Expected, with last time's dates and where they come from: it is a guide to plan by, not a fixed date. Always confirm on the official site before you book travel or plan your revision around it.",
    },
    {
      kind: "exam-calendar",
      heading: "Exams and counselling, month by month",
      intro:
        "In the order of the year. Each entry says who it is for, who conducts it and when we last checked it.",
      exams: examEntries("en"),
    },
    {
      kind: "cta",
      heading: "Plan the months in between",
      body: "A date on the calendar works best with a weekly plan and steady habits. And if the dates are making you anxious, you are not alone.",
      actions: [
        { label: "Templates & forms", href: "/templates-and-forms" },
        { label: "Study tips", href: "/study-tips", variant: "secondary" },
        { label: "Exam stress", href: "/exam-stress", variant: "secondary" },
      ],
    },
  ],
};

export default page;
