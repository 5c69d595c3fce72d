import type { Page } from "../types.ts";

const page: Page = {
  path: "/mentor-advantage",
  reviewed: "2026-11-23",
  title: "The mentor advantage",
  description:
    "Why a mentor who has been through JEE, NEET or board exams helps: a personal strategy, steady motivation, resilience, insider knowledge, accountability and fewer costly mistakes.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "The mentor advantage",
      lead: "A mentor is someone a few steps ahead of you on the same road: a senior who cleared the exam, a teacher or a professional in the field you want. One hour a fortnight with the right person can save you months of guesswork.",
      icon: "handshake",
    },
    {
      kind: "card-grid",
      heading: "Six things a mentor gives you",
      columns: 3,
      cards: [
        {
          title: "Personalised strategy",
          body: "Coaching gives everyone the same plan. A mentor looks at your test results and your timetable and helps you adjust them to your strengths and gaps.",
          icon: "compass",
          example:
            '"Your physics is fine; your chemistry marks drop in inorganic. Spend 30 minutes a day on NCERT inorganic for the next month."',
        },
        {
          title: "Consistent motivation",
          body: "Motivation fades around month four of any long preparation. A fortnightly check-in with someone who believes in you keeps you moving on the flat days.",
          icon: "flame",
        },
        {
          title: "Emotional resilience",
          body: "A mentor has had bad mocks too. Hearing how they recovered makes a setback feel like part of the road, not the end of it.",
          icon: "heart-handshake",
        },
        {
          title: "Insider knowledge",
          body: "Which books are worth it, how counselling rounds really work, what a branch or college is like from the inside: things no brochure tells you.",
          icon: "key",
          example:
            "A senior in an NIT can tell you how branch changes and placements actually work there before you fill your JoSAA choices.",
        },
        {
          title: "Accountability partner",
          body: "Saying your weekly target out loud to someone who will ask about it next week makes you far more likely to finish it.",
          icon: "list-checks",
        },
        {
          title: "Mistake prevention",
          body: "Too many reference books, skipping board preparation, switching strategies every month: a mentor has seen these mistakes and can warn you early.",
          icon: "triangle-alert",
        },
      ],
    },
    {
      kind: "list",
      heading: "How to find a good mentor",
      style: "numbered",
      items: [
        {
          title: "Look one or two steps ahead",
          body: "A college student who cleared your exam two or three years ago remembers exactly what it was like.",
        },
        {
          title: "Ask for something small",
          body: '"Could we talk for 30 minutes once a month about my preparation?" is easy to say yes to.',
        },
        {
          title: "Come prepared",
          body: "Bring your latest test scores, your timetable and two specific questions to each conversation.",
        },
        {
          title: "Follow through and report back",
          body: "Try what they suggest and tell them how it went. Mentors keep helping students who act on their advice.",
        },
      ],
    },
    {
      kind: "cta",
      heading: "Would you like us to match you with a mentor?",
      body: "We can connect you with a mentor who has taken your exam and knows your stream.",
      actions: [{ label: "Contact us", href: "/request?kind=guidance&source=/mentor-advantage" }],
    },
  ],
};

export default page;
