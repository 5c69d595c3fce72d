import type { Page } from "../types.ts";

const page: Page = {
  path: "/student-support",
  title: "Student Support",
  description: "From choosing a stream after Class 10 to deciding on a drop year, find clear guidance for each decision.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Everything you need to choose well and study well",
      lead: "From choosing a stream after Class 10 to deciding on a drop year, find clear guidance for each decision.",
      icon: "graduation-cap",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Choosing your stream and school", "Choosing coaching, and its hidden costs", "Mentors, peers and strategic decisions", "Counselling when the pressure builds"],
    },
  ],
};

export default page;
