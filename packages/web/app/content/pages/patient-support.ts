import type { Page } from "../types.ts";

const page: Page = {
  path: "/patient-support",
  title: "Patient Support",
  description: "Hospital stays are hard on everyone. Find help for day and night care, the ICU, appointments and mental health.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Support for patients and the relatives who care for them",
      lead: "Hospital stays are hard on everyone. Find help for day and night care, the ICU, appointments and mental health.",
      icon: "heart-pulse",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Personal day and night support in hospital", "ICU and ward assistance for waiting families", "Mental health support for patients and caregivers", "Help with medical appointments for elderly parents"],
    },
  ],
};

export default page;
