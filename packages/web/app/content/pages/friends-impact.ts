import type { Page } from "../types.ts";

const page: Page = {
  path: "/friends-impact",
  title: "Friends' Impact",
  description: "Some friends lift your preparation; some quietly sink it. Learn to tell the difference.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "How friends shape your studies",
      lead: "Some friends lift your preparation; some quietly sink it. Learn to tell the difference.",
      icon: "users",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Accelerators", "Saboteurs", "Good and bad friend traits"],
    },
  ],
};

export default page;
