import type { Page } from "../types.ts";

const page: Page = {
  path: "/friends-impact",
  reviewed: "2026-11-23",
  title: "Friends' impact",
  description:
    "How friends speed up or hold back your studies: the accelerators and saboteurs in a friend group, the traits of good and bad study friends, and how to set boundaries without losing friends.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Avoid distractions",
      title: "The friends factor",
      lead: "You become a little like the people you spend the most time with. The right friends make hard preparation lighter; the wrong habits in a group can quietly cost you months. You don't need new friends, just a clear eye.",
      icon: "users",
    },
    {
      kind: "list",
      heading: "Accelerators: friends who lift you",
      style: "check",
      items: [
        {
          title: "Study partners",
          body: "A friend to solve problems with, or to explain concepts to, helps you both understand more deeply.",
        },
        {
          title: "Healthy competition",
          body: "Racing a friend on a mock test score pushes both of you to work a little harder.",
        },
        {
          title: "Sharing resources",
          body: "Notes, good question banks and tips on what the teacher stressed save everyone time.",
        },
        {
          title: "Emotional support",
          body: "A friend who listens after a bad test helps you recover faster and get back to work.",
        },
        {
          title: "Accountability",
          body: '"Did you finish the 30 questions?" from a friend is a powerful reason to finish them.',
        },
        {
          title: "Shared routines",
          body: "A friend who also starts at 6 am, or walks to the library with you, makes the habit easier to keep.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Saboteurs: habits that hold you back",
      style: "bullet",
      items: [
        {
          title: "Constant chatting",
          body: "Group chats and calls during study hours break focus again and again.",
        },
        {
          title: "Pressure to skip",
          body: '"Just one movie", "just one match": small skips add up to whole lost weeks.',
        },
        {
          title: "Negative talk",
          body: 'Friends who mock studying or say "it\'s all luck anyway" slowly lower your effort.',
        },
        {
          title: "Unhealthy comparison",
          body: "Constantly comparing marks and ranks turns friends into rivals and feeds anxiety.",
        },
        {
          title: "Gossip and drama",
          body: "Conflicts inside a friend group eat up evenings and attention in exam season.",
        },
        {
          title: "Late nights",
          body: "Gaming or chatting past midnight leaves you tired and slow for the next day's classes and study.",
        },
      ],
    },
    {
      kind: "comparison",
      heading: "Good study friend, bad study habit",
      intro: "The same friend can be both. Notice the behaviour, not just the person.",
      columns: [
        {
          title: "Traits of a good study friend",
          tone: "positive",
          items: [
            "Respects your study hours and doesn't call during them",
            "Shares notes and explains a concept when you're stuck",
            "Celebrates your good marks without jealousy",
            "Tells you honestly when you're slacking",
            "Takes breaks with you and then goes back to work",
            "Listens when you've had a bad day",
          ],
        },
        {
          title: "Signs of a bad study influence",
          tone: "negative",
          items: [
            "Expects replies at any hour, even during study time",
            "Makes fun of you for studying",
            "Keeps comparing ranks to feel better or to put you down",
            "Pulls you into plans the night before a test",
            "Spreads panic about the exam or the syllabus",
            "Only calls when they need something",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "Setting boundaries, kindly",
      intro: "You can protect your study time and keep your friends. Try saying:",
      style: "numbered",
      items: [
        "\"I'm studying till 8. I'll call you after.\"",
        "\"I can't come this Saturday, but let's go out after the test on the 20th.\"",
        '"Want to study together on Sunday? We can do the mock and then get food."',
        '"I\'d rather not compare marks. How did you find the paper?"',
      ],
    },
  ],
};

export default page;
