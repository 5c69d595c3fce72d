import type { Page } from "../types.ts";

const page: Page = {
  path: "/icu-ward-assistance",
  title: "ICU & Ward Assistance",
  description: "Updates, errands, medicines and a person to talk to while someone you love is in intensive care.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Help for families outside the ICU",
      lead: "Updates, errands, medicines and a person to talk to while someone you love is in intensive care.",
      icon: "hospital",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["The challenges of an ICU stay for families", "What to bring and what to ask", "How to request assistance"],
    },
  ],
};

export default page;
