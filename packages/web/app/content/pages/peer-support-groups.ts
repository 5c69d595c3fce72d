import type { Page } from "../types.ts";

const page: Page = {
  path: "/peer-support-groups",
  reviewed: "2026-11-23",
  title: "Peer support groups",
  description:
    "Small groups of students preparing for the same exams, meeting regularly to share plans, solve doubts and keep each other going through board, JEE and NEET preparation.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "You don't have to prepare alone",
      lead: "A peer support group is a small group of students facing the same exam, meeting regularly with a trained moderator to plan, study and talk honestly about how it's going.",
      icon: "heart-handshake",
    },
    {
      kind: "card-grid",
      heading: "What a good group gives you",
      columns: 2,
      cards: [
        {
          title: "Shared understanding",
          body: 'Other students know exactly what a bad mock feels like. Hearing "me too" takes away the feeling that you are the only one struggling.',
          icon: "users",
        },
        {
          title: "Motivation and accountability",
          body: "When four people expect you to report on this week's target, you are far more likely to finish it.",
          icon: "target",
          example:
            'Each member names one target on Monday ("finish 40 questions on thermodynamics") and reports on Saturday.',
        },
        {
          title: "Learning from each other",
          body: "Explaining a concept to someone else is one of the best ways to learn it, and a friend's trick for a topic may be the one that finally works for you.",
          icon: "lightbulb",
        },
        {
          title: "A safe space to talk",
          body: "Fear of failing, pressure at home, comparing ranks: a moderated group is a place to say it out loud without being judged, and to hear how others cope.",
          icon: "message-circle",
        },
      ],
    },
    {
      kind: "list",
      heading: "How our groups work",
      style: "numbered",
      items: [
        {
          title: "Small and matched",
          body: "Groups of 3-4 students preparing for the same exam and year, so the conversation stays useful.",
        },
        {
          title: "Regular meetings",
          body: "One hour a week, online or in person, at a fixed time that doesn't clash with coaching.",
        },
        {
          title: "A trained moderator",
          body: "Keeps the meeting focused, makes sure everyone speaks, and knows when to suggest professional help.",
        },
        {
          title: "Simple ground rules",
          body: "What is shared in the group stays in the group; no comparing marks to put anyone down; phones away for the hour.",
        },
      ],
    },
    {
      kind: "cta",
      heading: "Want to join or start a group?",
      body: "Tell us your exam, your class and your city, and we'll let you know when a group that fits is forming.",
      actions: [
        { label: "Contact us", href: "/request?kind=support-group&source=/peer-support-groups" },
      ],
    },
  ],
};

export default page;
