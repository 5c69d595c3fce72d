import type { Page } from "../types.ts";

const page: Page = {
  path: "/templates-and-forms",
  title: "Templates & Forms",
  description: "Planners, trackers and goal sheets in PDF, DOCX and XLSX.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students",
      title: "Templates and forms to plan your studies",
      lead: "Planners, trackers and goal sheets in PDF, DOCX and XLSX.",
      icon: "file-text",
    },
    {
      kind: "list",
      heading: "What this page covers",
      intro: "Full guidance for this page is being written. It will cover:",
      style: "check",
      items: ["Study planners", "Revision trackers", "Goal sheets"],
    },
  ],
};

export default page;
