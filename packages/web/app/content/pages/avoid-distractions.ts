import type { Page } from "../types.ts";

const page: Page = {
  path: "/avoid-distractions",
  reviewed: "2026-11-23",
  title: "Avoid distractions",
  description:
    "Win back your focus: the four kinds of distraction students face (digital, social, internal and friends) and three focus strategies that work, including the 25/5 Pomodoro method.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Win back your focus",
      lead: "Most students don't lack ability; they lack uninterrupted time. Find out which distractions cost you the most, then try the three strategies below for one week.",
      icon: "target",
    },
    {
      kind: "card-grid",
      heading: "Where your focus goes",
      intro:
        "Four kinds of distraction, each with its own guide. Start with the one that costs you the most hours.",
      columns: 2,
      cards: [
        {
          title: "Digital distractions",
          body: 'Reels, games, chats and the urge to check "just one notification": the phone is built to win the fight for your attention.',
          icon: "smartphone",
          action: { label: "Tame your tech", href: "/digital-distractions" },
        },
        {
          title: "Social and environmental distractions",
          body: "A noisy home, a shared room, relatives dropping by, a study desk facing the TV: your surroundings decide a lot about your focus.",
          icon: "house",
          action: { label: "Optimise your space", href: "/social-environment-distractions" },
        },
        {
          title: "Internal distractions",
          body: "Worry about results, daydreaming, comparing yourself with others: sometimes the noise is inside your own head.",
          icon: "brain",
          action: { label: "Calm your mind", href: "/internal-thoughts-distractions" },
        },
        {
          title: "The friends factor",
          body: "Friends can pull you forward or hold you back. Learn to tell the difference, without losing the friendships that matter.",
          icon: "users",
          action: { label: "Friends' impact", href: "/friends-impact" },
        },
      ],
    },
    {
      kind: "card-grid",
      heading: "Three focus strategies that work",
      columns: 3,
      cards: [
        {
          title: "The Pomodoro technique",
          body: "Work for 25 minutes on one task, then take a 5-minute break. After four rounds, take a longer break of 15-30 minutes.",
          icon: "timer",
          points: [
            "Use a kitchen timer or a simple timer app, not the phone you chat on.",
            "During the break, stand up, drink water, look out of the window: no screens.",
          ],
          example:
            "Round 1: 25 minutes on 10 chemistry questions. Break 5 minutes. Round 2: 25 minutes checking answers and noting mistakes.",
        },
        {
          title: "A distraction-free zone",
          body: "Pick one place that is only for studying, and keep everything that pulls you away out of it.",
          icon: "house",
          points: [
            "Phone in another room, or switched off in a drawer.",
            "Only the books for this session on the desk.",
            "Face a wall, not the door or the TV.",
          ],
          example:
            'If you share a room, agree with your family that a closed door (or headphones) means "studying, please don\'t disturb until 7:30".',
        },
        {
          title: "Clear goals for each session",
          body: '"Study physics" invites wandering. "Solve 15 questions on Newton\'s laws" tells you when you are done.',
          icon: "list-checks",
          points: [
            "Write the goal at the top of the page before you start.",
            "Make it something you can finish in one to three Pomodoros.",
            "Tick it off when done: small wins build momentum.",
          ],
          example:
            "Tonight: read NCERT Biology chapter 5 sections 5.1-5.3 and write 10 questions from the diagrams.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Try it for one week",
      body: "For the next seven days, do at least four Pomodoros a day in your distraction-free zone, each with a written goal. At the end of the week count how many you completed. Most students are surprised by how much gets done.",
    },
  ],
};

export default page;
