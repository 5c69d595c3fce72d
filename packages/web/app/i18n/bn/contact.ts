// Twin of i18n/hi/contact.ts.
import type { Messages } from "../catalogue.ts";

export const contact: Messages["contact"] = {
  phone: "ফোন: ",
  whatsapp: "WhatsApp: ",
  email: "ইমেল: ",
  supportHours: "আমাদের সঙ্গে কথা বলার সময়",
  emailReplies: "ইমেলের উত্তর",
  emergencies: "জরুরি অবস্থায়",
  emergenciesValue: "জরুরি সাহায্যের নম্বরে ২৪ ঘণ্টা, আমাদের মাধ্যমে নয়",
  weekdays: {
    1: "সোমবার",
    2: "মঙ্গলবার",
    3: "বুধবার",
    4: "বৃহস্পতিবার",
    5: "শুক্রবার",
    6: "শনিবার",
    7: "রবিবার",
  },
  dayRange: (first, last) => `${first} থেকে ${last}`,
  everyDay: "প্রতিদিন",
  dayPeriods: {
    morning: "সকাল",
    afternoon: "দুপুর",
    lateAfternoon: "বিকেল",
    evening: "সন্ধ্যা",
    night: "রাত",
  },
  clock: (time, period) => `${period} ${time}`,
  timeRange: (opens, closes, zone) => `${opens} থেকে ${closes} পর্যন্ত (${zone})`,
};
