import type { Page } from "../types.ts";

const page: Page = {
  path: "/choosing-coaching",
  title: "Choosing Coaching",
  description: "What to check before you pay: results, batch size, teachers, travel time and your own learning style.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "How to choose a coaching institute",
      lead: "What to check before you pay: results, batch size, teachers, travel time and your own learning style.",
      icon: "target",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Do you need coaching at all?", "How to choose an institute", "Online versus classroom coaching"],
    },
  ],
};

export default page;
