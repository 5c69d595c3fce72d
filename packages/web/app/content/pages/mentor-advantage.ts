import type { Page } from "../types.ts";

const page: Page = {
  path: "/mentor-advantage",
  title: "The Mentor Advantage",
  description: "Strategy, motivation, resilience, insider knowledge, accountability and fewer mistakes.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Why a mentor makes the difference",
      lead: "Strategy, motivation, resilience, insider knowledge, accountability and fewer mistakes.",
      icon: "user-round",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Six benefits of a mentor", "How to find one"],
    },
  ],
};

export default page;
