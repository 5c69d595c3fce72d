// Twin of i18n/hi/footer.ts.
import type { Messages } from "../catalogue.ts";

export const footer: Messages["footer"] = {
  allWaysToReachUs: "আমাদের সঙ্গে যোগাযোগের সব উপায়",
  columns: {
    services: "পরিষেবা",
    resources: "তথ্য",
    company: "Saathi",
    legal: "আইনি",
  },
  entries: {
    academicCounselling: "পড়াশোনা নিয়ে কাউন্সেলিং",
    peerSupport: "পিয়ার সাপোর্ট গ্রুপ",
    patientSupport: "দিন-রাতের ব্যক্তিগত সাহায্য",
    icuWard: "আইসিইউ ও ওয়ার্ডে সাহায্য",
    studyGuides: "পড়াশোনার গাইড",
    healthGuides: "স্বাস্থ্যের গাইড",
    audioLectures: "অডিও লেকচার",
    templates: "টেমপ্লেট ও ফর্ম",
    about: "আমাদের কথা",
    counsellors: "আমাদের কাউন্সেলর",
    careers: "কেরিয়ার",
    partner: "পার্টনার প্রোগ্রাম",
    privacy: "প্রাইভেসি পলিসি",
    terms: "পরিষেবার শর্তাবলি",
    cookies: "কুকি পলিসি",
    accessibility: "অ্যাক্সেসিবিলিটি",
  },
  newsletterLabel: "নতুন তথ্য ইমেলে পান",
  newsletterConsent: "প্রতি সপ্তাহে নতুন গাইডের তালিকা আমাকে ইমেল করুন। যেকোনো সময় এটা বন্ধ করা যায়।",
  newsletterMore: "সাপ্তাহিক ইমেল কীভাবে কাজ করে",
  emailPlaceholder: "aap@example.com",
  subscribe: "সাবস্ক্রাইব করুন",
  followUs: "আমাদের ফলো করুন",
  copyright: (year, name) => `© ${year} ${name}. সর্বস্বত্ব সংরক্ষিত।`,
  top: "উপরে যান",
};
