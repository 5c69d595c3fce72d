import type { Page } from "../types.ts";

const page: Page = {
  path: "/online-coaching-downsides",
  reviewed: "2026-11-23",
  title: "The online coaching paradox",
  description:
    "Online coaching is cheap and convenient, yet many students learn less from it. Eight hidden costs of studying through a screen, and how to use online classes without falling into them.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students and parents",
      title: "The online coaching paradox",
      lead: "Online coaching puts the best teachers in the country on your phone for a fraction of the fee. So why do so many students feel busy all year and still unprepared? Here are eight hidden costs, and how to avoid each.",
      icon: "monitor-play",
    },
    {
      kind: "card-grid",
      heading: "Eight hidden costs",
      columns: 4,
      cards: [
        {
          title: "The illusion of practice",
          body: "Watching a teacher solve 20 problems feels like practice, but your brain only learns by solving them itself. Pause before each solution and try the problem first.",
        },
        {
          title: "Erosion of fighting spirit",
          body: "When the answer is always one tap away, you lose the habit of staying with a hard problem, and the exam hall has no replay button.",
        },
        {
          title: "The path of least resistance",
          body: "It is easier to watch one more lecture than to do a test. Over months, students end up far ahead in videos and far behind in practice.",
        },
        {
          title: "Crowd phobia",
          body: "Students used to studying alone in their room can feel anxious in a hall of hundreds on exam day. Sit offline tests and mocks now and then to stay used to it.",
        },
        {
          title: "Lack of team spirit",
          body: "There is no classmate beside you to race, to explain a doubt to, or to share a bad day with. Preparation becomes lonely.",
        },
        {
          title: "Distraction",
          body: "The device you study on also carries games, reels and chats. One notification in the middle of a lecture can cost you 20 minutes.",
        },
        {
          title: "Diminished patience",
          body: "Watching at 2x speed and skipping ahead trains you to want things quickly. Long derivations and three-hour papers need the opposite.",
        },
        {
          title: "The illusion of knowledge",
          body: "A concept explained well feels understood. The test is whether you can explain it yourself, on a blank page, a week later.",
        },
      ],
    },
    {
      kind: "list",
      heading: "If you use online coaching, use it well",
      style: "check",
      items: [
        "For every hour of video, spend at least two hours solving problems without the video.",
        "Watch at normal speed, with notes, on a laptop or tablet with notifications off, not on the phone you chat on.",
        "Take a timed test every week and review every wrong answer.",
        "Study with one or two friends at least once a week, in person or on a call with cameras on.",
        "Sit some full mocks at an offline test centre before the real exam.",
        "Keep one offline anchor: a local test series or a teacher you can take doubts to in person.",
      ],
    },
    {
      kind: "cta",
      heading: "Weighing online against offline coaching?",
      body: "Our guide to choosing coaching walks you through both, with the questions to ask any institute before you pay.",
      actions: [{ label: "Choosing coaching", href: "/choosing-coaching" }],
    },
  ],
};

export default page;
