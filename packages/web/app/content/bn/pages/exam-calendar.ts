// The Bengali twin of content/hi/pages/exam-calendar.ts (source: content/pages/exam-calendar.ts).
import { examEntries } from "../../exam-dates.ts";
import type { Page } from "../../types.ts";

const page: Page = {
  path: "/exam-calendar",
  reviewed: "2026-11-26",
  title: "পরীক্ষার ক্যালেন্ডার ২০২৬-২৭",
  description:
    "JEE Main, JEE Advanced, NEET-UG, CUET-UG, CBSE আর রাজ্য বোর্ডের পরীক্ষা, JoSAA আর MCC কাউন্সেলিং, CLAT আর NDA: প্রতিটা তারিখ তার অফিশিয়াল সূত্র সমেত, আর এগুলো ফোনের ক্যালেন্ডারে যোগ করার জন্য ফাইল।",
  translation: { status: "unreviewed" },
  sections: [
    {
      kind: "hero",
      eyebrow: "রিসোর্স",
      title: "সারা বছরের পরীক্ষা, একটা ক্যালেন্ডারে",
      lead: "যে তারিখগুলো ধরে ছাত্রছাত্রীরা তাদের বছরের পরিকল্পনা করে: এন্ট্রান্স পরীক্ষা, বোর্ডের পরীক্ষা আর কাউন্সেলিংয়ের রাউন্ড। একটা পরীক্ষা বা সবগুলোই ফোনের ক্যালেন্ডারে যোগ করে নিন, যাতে কিছু বাদ না পড়ে।",
      icon: "calendar-days",
    },
    {
      kind: "callout",
      tone: "info",
      heading: "এই তারিখগুলো কীভাবে পড়বেন",
      body: "ঘোষিত তারিখ অফিশিয়াল নোটিস থেকে নেওয়া, তার লিংক সঙ্গে দেওয়া আছে। যেখানে এখনও কোনো তারিখ আসেনি, সেখানে আমরা সেই মাসটা দেখাই যে মাসে পরীক্ষা সাধারণত হয়, আনুমানিক লিখে, আর সঙ্গে আগের বারের তারিখ আর তার সূত্র: এটা পরিকল্পনার জন্য আন্দাজ, পাকা তারিখ নয়। যাতায়াতের টিকিট কাটার বা রিভিশনের পরিকল্পনা করার আগে অফিশিয়াল ওয়েবসাইটে অবশ্যই দেখে নিন।",
    },
    {
      kind: "exam-calendar",
      heading: "পরীক্ষা আর কাউন্সেলিং, মাসে মাসে",
      intro:
        "বছরের ক্রমে। প্রতিটা পরীক্ষার সঙ্গে লেখা আছে সেটা কাদের জন্য, কারা নেয় আর আমরা শেষবার কবে যাচাই করেছি।",
      exams: examEntries("bn"),
    },
    {
      kind: "cta",
      heading: "মাঝের মাসগুলোর পরিকল্পনা করুন",
      body: "ক্যালেন্ডারের তারিখ সবচেয়ে বেশি কাজে আসে যখন সঙ্গে থাকে সপ্তাহের পরিকল্পনা আর রোজকার ভালো অভ্যাস। আর এই তারিখগুলো যদি আপনাকে অস্থির করে তোলে, তাহলে জানবেন আপনি একা নন।",
      actions: [
        { label: "টেমপ্লেট আর ফর্ম", href: "/templates-and-forms" },
        { label: "পড়াশোনার টিপস", href: "/study-tips", variant: "secondary" },
        { label: "পরীক্ষার চাপ", href: "/exam-stress", variant: "secondary" },
      ],
    },
  ],
};

export default page;
