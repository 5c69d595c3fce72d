import type { Page } from "../types.ts";

const page: Page = {
  path: "/digital-distractions",
  title: "Tame Your Tech",
  description: "Your phone is designed to hold your attention. Here's how to hold it back.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Tame your tech",
      lead: "Your phone is designed to hold your attention. Here's how to hold it back.",
      icon: "smartphone",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["The Digital Culprits", "Actionable Strategies"],
    },
  ],
};

export default page;
