import type { Page } from "../types.ts";

const page: Page = {
  path: "/mental-health-support",
  title: "Mental Health Support",
  description: "Illness and caregiving weigh on the mind. Talking to a professional helps, and help is available today.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Mental health support for patients and carers",
      lead: "Illness and caregiving weigh on the mind. Talking to a professional helps, and help is available today.",
      icon: "brain",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Why therapy helps", "When to seek urgent help", "Finding a therapist"],
    },
  ],
};

export default page;
