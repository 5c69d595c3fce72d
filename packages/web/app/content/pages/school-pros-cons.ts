import type { Page } from "../types.ts";

const page: Page = {
  path: "/school-pros-cons",
  title: "School: A Balanced View",
  description: "India has over 250,000 senior secondary schools. What school gives you, and where it falls short.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "School: the bright side and the challenges",
      lead: "India has over 250,000 senior secondary schools. What school gives you, and where it falls short.",
      icon: "school",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["The Bright Side", "The Challenges"],
    },
  ],
};

export default page;
