import type { Page } from "../types.ts";

const page: Page = {
  path: "/medical-appointment-assistance",
  title: "Medical Appointment Assistance",
  description: "Queues, paperwork and remembering what the doctor said: we help with all of it.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Help getting elderly parents to the doctor",
      lead: "Queues, paperwork and remembering what the doctor said: we help with all of it.",
      icon: "calendar-check",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["The problems families face", "How an assistant helps", "How to prepare an appointment"],
    },
  ],
};

export default page;
