import type { Page } from "../types.ts";

const page: Page = {
  path: "/online-coaching-downsides",
  title: "The Online Coaching Paradox",
  description: "Convenient, cheap and everywhere: why online coaching still fails many students.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "The hidden costs of online coaching",
      lead: "Convenient, cheap and everywhere: why online coaching still fails many students.",
      icon: "smartphone",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Eight hidden downsides", "How to protect yourself"],
    },
  ],
};

export default page;
