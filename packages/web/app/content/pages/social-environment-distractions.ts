import type { Page } from "../types.ts";

const page: Page = {
  path: "/social-environment-distractions",
  title: "Optimize Your Space",
  description: "Noise, visitors and busy homes: how to make room to study.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Optimize your space",
      lead: "Noise, visitors and busy homes: how to make room to study.",
      icon: "users",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["The Social Challenges", "Actionable Strategies"],
    },
  ],
};

export default page;
