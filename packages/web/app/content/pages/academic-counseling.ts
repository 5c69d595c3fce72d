import type { Page } from "../types.ts";

const page: Page = {
  path: "/academic-counseling",
  title: "Academic Counselling",
  description: "Practical help with stress, schedules, mindset, JEE, NEET and choosing a coaching institute.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Academic counselling for exam years",
      lead: "Practical help with stress, schedules, mindset, JEE, NEET and choosing a coaching institute.",
      icon: "graduation-cap",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Handling academic stress", "Building a study schedule you can keep", "JEE and NEET preparation", "Choosing coaching on quality, not price"],
    },
  ],
};

export default page;
