import type { Page } from "../types.ts";

const page: Page = {
  path: "/strategic-decision-support",
  title: "Strategic Decision Support",
  description: "A drop year, a change of school, coaching or a mentor: how to decide with a clear head.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Big decisions, thought through",
      lead: "A drop year, a change of school, coaching or a mentor: how to decide with a clear head.",
      icon: "lightbulb",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Coaching choices", "School choices", "Peer groups", "Mentors"],
    },
  ],
};

export default page;
