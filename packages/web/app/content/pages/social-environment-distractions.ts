import type { Page } from "../types.ts";

const page: Page = {
  path: "/social-environment-distractions",
  reviewed: "2026-11-23",
  title: "Optimise your space",
  description:
    "How a noisy home, a shared room and constant social demands break your focus, and three practical strategies to set up a study space and routine that protect it.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Avoid distractions",
      title: "Optimise your space",
      lead: "Many Indian students study in busy homes: a shared room, a TV in the next room, relatives visiting, festivals and weddings. You can't always change your home, but small changes to your space and routine make a big difference.",
      icon: "house",
    },
    {
      kind: "card-grid",
      heading: "The social challenges",
      columns: 3,
      cards: [
        {
          title: "A noisy, busy home",
          body: "TV, traffic, siblings and household chores mean constant interruptions. It's hard to get into deep work when you're stopped every ten minutes.",
          icon: "house",
        },
        {
          title: "No dedicated study space",
          body: 'Studying on the bed, at the dining table or wherever there\'s room means your brain never switches into "study mode", and your books are never where you left them.',
          icon: "book-open",
        },
        {
          title: "Social obligations",
          body: "Family functions, visitors, friends dropping by and being asked to run errands can take whole evenings, often in exam season.",
          icon: "users",
        },
      ],
    },
    {
      kind: "list",
      heading: "Actionable strategies",
      style: "numbered",
      items: [
        {
          title: "Claim a fixed study spot",
          body: "Even a corner with a small table, a good light and a wall in front of you works. Study only there. If home is too noisy, try a library, a study centre, or a quiet hour early in the morning.",
        },
        {
          title: "Agree on study hours with your family",
          body: "Sit down with your parents and agree on fixed study hours (for example 6-9 pm) when the TV is low, errands wait and visitors are told you'll join later. Put the timetable on the fridge.",
        },
        {
          title: "Plan around social events",
          body: "Look at the month ahead for weddings and festivals. Study a little extra the days before, go and enjoy the event without guilt, and carry a small revision task (formula cards) for travel time.",
        },
      ],
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Parents: the biggest help costs nothing",
      body: "Protecting two or three quiet hours each evening does more for your child's preparation than most paid courses. Keep the TV low, hold calls and visitors, and ask how the study went afterwards.",
    },
    {
      kind: "cta",
      heading: "More ways to protect your focus",
      body: "Sometimes the distraction is on a screen, or inside your own head.",
      actions: [
        { label: "Calm your mind", href: "/internal-thoughts-distractions" },
        { label: "All focus guides", href: "/avoid-distractions" },
      ],
    },
  ],
};

export default page;
