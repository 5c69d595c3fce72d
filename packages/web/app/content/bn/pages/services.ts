// The Bengali twin of content/hi/pages/services.ts.
import { servicesSection } from "../shared/services.ts";
import type { Page } from "../../types.ts";

const services: Page = {
  path: "/services",
  reviewed: "2026-11-23",
  translation: { status: "unreviewed" },
  title: "পরিষেবা",
  description:
    "Saathi-র পরিষেবা ছাত্রছাত্রীদের জন্য (কাউন্সেলিং, পিয়ার সাপোর্ট গ্রুপ, সামনের পথ বেছে নিতে সাহায্য) আর রোগী ও পরিবারের জন্য (দিনে/রাতে পাশে থাকা, অ্যাপয়েন্টমেন্ট, আইসিইউ আর ওয়ার্ডে সাহায্য)।",
  sections: [
    {
      kind: "hero",
      eyebrow: "পরিষেবা",
      title: "ছাত্রছাত্রীদের জন্য, আর হাসপাতালে থাকা পরিবারের জন্য সাহায্য",
      lead: "আমাদের প্রতিটা পরিষেবা শুরু হয় আপনার কথা শোনা দিয়ে। যে পরিষেবা আপনার দরকারের সবচেয়ে কাছাকাছি, সেটা বেছে নিন; প্রতিটা পেজে বলা আছে এরপর কী হবে।",
    },
    servicesSection,
  ],
};
export default services;
