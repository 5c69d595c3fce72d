import type { Page } from "../types.ts";

const page: Page = {
  path: "/strategic-decision-support",
  reviewed: "2026-11-23",
  title: "Strategic decision support",
  description:
    "How to make the big academic decisions calmly: a drop year, changing coaching or school, finding a mentor and using peer support, with questions to answer before you decide.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students and parents",
      title: "Big decisions, made with a clear head",
      lead: "Should you take a drop year? Change coaching? Switch schools? These choices feel urgent, especially right after results. A few honest questions and the right guide make them much clearer.",
      icon: "target",
    },
    {
      kind: "card-grid",
      heading: "Guides for the decision in front of you",
      columns: 2,
      cards: [
        {
          title: "Rethinking your coaching",
          body: "If you are thinking of changing institutes or preparing for a second attempt, decide what went wrong first: the teaching, the tests, or your own routine.",
          icon: "users",
          action: { label: "Choosing coaching", href: "/choosing-coaching" },
        },
        {
          title: "Changing schools",
          body: "A move before Class 11 can give a fresh start, better teachers or more time for preparation. Know what you gain and what you leave behind.",
          icon: "school",
          action: { label: "Find the best school", href: "/find-best-school" },
        },
        {
          title: "Finding support among peers",
          body: "A drop year can be lonely when your friends have gone to college. A small group preparing for the same exam keeps you steady.",
          icon: "heart-handshake",
          action: { label: "Peer support groups", href: "/peer-support-groups" },
        },
        {
          title: "Getting a mentor",
          body: "Someone who has taken the same exam, or a drop year, can tell you what they would do differently, before you spend a year finding out.",
          icon: "handshake",
          action: { label: "The mentor advantage", href: "/mentor-advantage" },
        },
      ],
    },
    {
      kind: "list",
      id: "drop-year",
      checklist: true,
      heading: "Before you decide on a drop year",
      intro:
        'Answer these on paper, honestly, ideally with a parent or mentor. Each "yes" is a sign you are ready for a drop year.',
      style: "check",
      items: [
        "Do I know exactly why my score fell short (concepts, practice, or exam-day nerves)?",
        "Were my final mock scores close to my target?",
        "Can I name what I will do differently each week of the new year?",
        "Do I want this exam for myself, not mainly to avoid disappointing someone?",
        "Have I looked at the college seats and courses open to me now, and would I still rather wait a year?",
        "Can my family afford another year of fees and living costs without heavy strain?",
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: 'Two or more "no" answers?',
      body: 'Then don\'t decide yet. Take each "no" to a counsellor, a mentor or a teacher who knows your scores and talk it through: a "no" can often be turned around (a clear plan, a cheaper way to prepare), and sometimes it shows that a course you can join now, with the exam tried again alongside, is the better path.',
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Wait a week after results",
      body: "Results day is the worst day to decide anything. Unless a counselling or admission deadline forces you, take a week, talk to two people you trust, and then decide.",
    },
  ],
};

export default page;
