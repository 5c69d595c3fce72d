import type { Page } from "../types.ts";

const page: Page = {
  path: "/avoid-distractions",
  title: "Avoid Distractions",
  description: "Phones, friends and your own thoughts compete for your attention. Here's how to take it back.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Win back your focus",
      lead: "Phones, friends and your own thoughts compete for your attention. Here's how to take it back.",
      icon: "target",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Digital distractions", "Your social environment", "Internal thoughts", "Focus strategies that work"],
    },
  ],
};

export default page;
