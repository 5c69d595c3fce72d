import type { Page } from "../types.ts";

const page: Page = {
  path: "/exercise-videos",
  title: "Exercise & Wellness",
  description: "Videos for beginners, seniors and people in recovery, in three categories.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "Gentle exercise, yoga and breathing",
      lead: "Videos for beginners, seniors and people in recovery, in three categories.",
      icon: "activity",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Exercises", "Yoga", "Pranayama"],
    },
  ],
};

export default page;
