import type { Page } from "../types.ts";

const page: Page = {
  path: "/audio-lectures",
  title: "Audio Lectures",
  description: "History, literature and skill development in 15 to 35 minutes.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Audio lectures for learning on the move",
      lead: "History, literature and skill development in 15 to 35 minutes.",
      icon: "headphones",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["History", "Literature", "Skill development"],
    },
  ],
};

export default page;
