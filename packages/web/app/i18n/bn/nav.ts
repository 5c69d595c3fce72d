// Twin of i18n/hi/nav.ts: the same names as the Bengali pages' titles, so a link says where it goes.
import type { Messages } from "../catalogue.ts";

export const nav: Messages["nav"] = {
  home: "হোম",
  services: "পরিষেবা",
  examCalendar: "পরীক্ষার ক্যালেন্ডার",
  streamSelectionGuide: "স্ট্রিম বেছে নেওয়ার গাইড",
  studyTips: "পড়াশোনার টিপস",
  exerciseVideos: "ব্যায়াম ও সুস্থতা",
  onlineCoaching: "অনলাইন কোচিংয়ের ধাঁধা",
  schoolProsCons: "স্কুল: সুবিধা ও অসুবিধা",
  patientSupport: "রোগীদের জন্য সাহায্য",
  icuWard: "আইসিইউ ও ওয়ার্ডে সাহায্য",
  appointmentHelp: "ডাক্তারের অ্যাপয়েন্টমেন্টে সাহায্য",
  dayNightSupport: "দিন-রাতের ব্যক্তিগত সাহায্য",
  examStress: "পরীক্ষার চাপ",
  mentalHealth: "মানসিক স্বাস্থ্যের জন্য সাহায্য",
  suicidalThoughts: "আত্মহত্যার চিন্তায় সাহায্য",
  firstDayIcu: "আইসিইউ-তে প্রথম দিন",
  goingHome: "কাল হাসপাতাল থেকে বাড়ি যাওয়া",
  someoneTalksSuicide: "আমার চেনা কেউ নিজের জীবন শেষ করার কথা বলছে",
  resultsDay: "কাল রেজাল্ট বেরোবে",
  yourState: "আপনার রাজ্য",
  contact: "যোগাযোগ",
};
