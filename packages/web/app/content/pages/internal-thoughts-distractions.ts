import type { Page } from "../types.ts";

const page: Page = {
  path: "/internal-thoughts-distractions",
  reviewed: "2026-11-23",
  title: "Calm your mind",
  description:
    "When worry, daydreaming or self-doubt break your concentration: three internal hurdles students face and three strategies that help, including 5-10 minutes of daily meditation.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Avoid distractions",
      title: "Calm your mind",
      lead: "You can switch off your phone and close the door, and still find yourself reading the same paragraph four times. The noise is inside. That's normal, and it can be trained.",
      icon: "brain",
    },
    {
      kind: "card-grid",
      heading: "The internal hurdles",
      columns: 3,
      cards: [
        {
          title: "Anxiety and worry",
          body: '"What if I fail? What will everyone say?" Worry about results uses up the attention you need to prepare for them.',
          icon: "heart-pulse",
        },
        {
          title: "Daydreaming and a wandering mind",
          body: "Your mind drifts to last night's match, weekend plans or an argument with a friend, and you notice only pages later.",
          icon: "moon",
        },
        {
          title: "Self-doubt and comparison",
          body: '"Everyone else is ahead of me." Comparing yourself with toppers or friends drains motivation and makes starting harder.',
          icon: "mountain",
        },
      ],
    },
    {
      kind: "list",
      heading: "Actionable strategies",
      style: "numbered",
      items: [
        {
          title: "Meditate 5-10 minutes a day",
          body: "Sit comfortably, close your eyes and follow your breath. When your mind wanders, notice it and gently come back. Do it at the same time each day, for example before your first study session. It trains exactly the skill you need: noticing drift and returning.",
        },
        {
          title: "Keep a worry notebook",
          body: "When a worry pops up during study, write it down in one line and tell yourself you'll look at it later. Give it 10 minutes in the evening: for each worry, write one thing you can do about it, or cross it out.",
        },
        {
          title: "Break work into small tasks",
          body: 'Big goals feed self-doubt; small ones build confidence. Instead of "finish organic chemistry", aim for "learn 5 named reactions today". Compare today\'s progress with yours from last week, not with anyone else\'s.',
        },
      ],
    },
    {
      kind: "callout",
      tone: "urgent",
      heading: "When it's more than distraction",
      body: "If worry or low mood stays for more than two weeks, stops you sleeping or eating, or you have thoughts of hurting yourself, please talk to someone now. These lines are free and confidential.",
      crisisLines: true,
    },
    {
      kind: "cta",
      heading: "More ways to protect your focus",
      body: "Your phone and your surroundings play a part too.",
      actions: [
        { label: "Tame your tech", href: "/digital-distractions" },
        { label: "All focus guides", href: "/avoid-distractions" },
      ],
    },
  ],
};

export default page;
