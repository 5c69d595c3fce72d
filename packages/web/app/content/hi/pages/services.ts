import { servicesSection } from "../shared/services.ts";
import type { Page } from "../../types.ts";

const services: Page = {
  path: "/services",
  reviewed: "2026-11-23",
  translation: { status: "unreviewed", secondRead: { date: "2026-11-28", extent: "sampled" } },
  title: "सेवाएँ",
  description:
    "Saathi की सेवाएँ छात्रों के लिए (काउंसलिंग, पीयर सपोर्ट ग्रुप, आगे का रास्ता चुनने में मदद) और मरीज़ों व परिवारों के लिए (दिन/रात का साथ, अपॉइंटमेंट, आईसीयू और वार्ड में मदद)।",
  sections: [
    {
      kind: "hero",
      eyebrow: "सेवाएँ",
      title: "छात्रों के लिए, और अस्पताल में परिवारों के लिए मदद",
      lead: "हमारी हर सेवा आपकी बात सुनने से शुरू होती है। जो सेवा आपकी ज़रूरत के सबसे क़रीब हो, उसे चुनें; हर पेज बताता है कि आगे क्या होगा।",
    },
    servicesSection,
  ],
};
export default services;
