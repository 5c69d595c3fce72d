import type { Page } from "../types.ts";

const page: Page = {
  path: "/study-tips",
  title: "Study Tips",
  description: "Six proven techniques, each with an example you can use this week.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Study habits that actually work",
      lead: "Six proven techniques, each with an example you can use this week.",
      icon: "book-open",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Active recall and spaced repetition", "Study groups", "Planning your week"],
    },
  ],
};

export default page;
