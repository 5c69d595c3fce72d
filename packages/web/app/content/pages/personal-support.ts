import type { Page } from "../types.ts";

const page: Page = {
  path: "/personal-support",
  title: "Personal Day/Night Support",
  description: "When family can't stay at the hospital around the clock, a trained attendant can.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Someone by your relative's side, day or night",
      lead: "When family can't stay at the hospital around the clock, a trained attendant can.",
      icon: "bed",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["The challenges families face at the bedside", "What a day or night attendant does", "How to arrange support"],
    },
  ],
};

export default page;
