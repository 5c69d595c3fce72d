import type { Page } from "../types.ts";

const page: Page = {
  path: "/internal-thoughts-distractions",
  title: "Calm Your Mind",
  description: "Worry, daydreams and self-doubt: how to quiet the distractions that come from inside.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Calm your mind",
      lead: "Worry, daydreams and self-doubt: how to quiet the distractions that come from inside.",
      icon: "brain",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["The Internal Hurdles", "Actionable Strategies"],
    },
  ],
};

export default page;
