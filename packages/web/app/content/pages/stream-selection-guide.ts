import type { Page } from "../types.ts";

const page: Page = {
  path: "/stream-selection-guide",
  title: "Stream Selection Guide",
  description: "Career paths, competition and real numbers for each stream after Class 10.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Science, commerce or arts? Choose with the facts",
      lead: "Career paths, competition and real numbers for each stream after Class 10.",
      icon: "compass",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Science, commerce and arts compared", "Board results and competition", "Job market insights"],
    },
  ],
};

export default page;
