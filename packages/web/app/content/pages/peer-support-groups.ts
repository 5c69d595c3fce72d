import type { Page } from "../types.ts";

const page: Page = {
  path: "/peer-support-groups",
  title: "Peer Support Groups",
  description: "Small groups of students facing the same exams, sharing plans, doubts and encouragement.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Study together, worry less",
      lead: "Small groups of students facing the same exams, sharing plans, doubts and encouragement.",
      icon: "users",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Why peer groups help", "How groups work", "How to join"],
    },
  ],
};

export default page;
