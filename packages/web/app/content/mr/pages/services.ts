// The Marathi twin of content/pages/services.ts.
import { servicesSection } from "../shared/services.ts";
import type { Page } from "../../types.ts";

const services: Page = {
  path: "/services",
  reviewed: "2026-11-23",
  translation: { status: "unreviewed" },
  title: "सेवा",
  description:
    "Saathi च्या सेवा विद्यार्थ्यांसाठी (समुपदेशन, पीअर सपोर्ट ग्रुप, पुढचा मार्ग निवडायला मदत) आणि रुग्ण व कुटुंबांसाठी (दिवस/रात्र सोबत, अपॉइंटमेंट, आयसीयू आणि वॉर्डमध्ये मदत).",
  sections: [
    {
      kind: "hero",
      eyebrow: "सेवा",
      title: "विद्यार्थ्यांसाठी, आणि रुग्णालयातील कुटुंबांसाठी मदत",
      lead: "आमची प्रत्येक सेवा तुमचे म्हणणे ऐकून घेण्याने सुरू होते. तुमच्या गरजेच्या सर्वात जवळची सेवा निवडा; प्रत्येक पान सांगते की पुढे काय होईल.",
    },
    servicesSection,
  ],
};
export default services;
