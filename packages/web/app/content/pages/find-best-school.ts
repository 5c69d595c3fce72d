import type { Page } from "../types.ts";

const page: Page = {
  path: "/find-best-school",
  title: "Find the Best School",
  description: "What matters in early years, in senior classes, for competitive exams, and when choosing a board.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "How to choose the right school",
      lead: "What matters in early years, in senior classes, for competitive exams, and when choosing a board.",
      icon: "school",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Early education", "Later education", "Competitive exam focus", "Choosing a board"],
    },
  ],
};

export default page;
