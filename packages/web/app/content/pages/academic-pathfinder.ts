import type { Page } from "../types.ts";

const page: Page = {
  path: "/academic-pathfinder",
  title: "Academic Pathfinder",
  description: "Four guides to the big choices after Class 10 and Class 12.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Find your path: stream, school, coaching, college",
      lead: "Four guides to the big choices after Class 10 and Class 12.",
      icon: "compass",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Choosing a stream", "Choosing a school", "Choosing coaching", "Choosing a college"],
    },
  ],
};

export default page;
