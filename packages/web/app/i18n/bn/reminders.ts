/** The reminder dialog's words in Bengali (twin of i18n/hi/reminders.ts): the same keys and parameters as i18n/en/reminders.ts. */
import { localDigits } from "../../lib/digits.ts";
import type { Widen } from "../catalogue.ts";
import type { reminders as english } from "../en/reminders.ts";

/** English's messages, widened (ReminderMessages in i18n/reminders.ts, whose loader imports this file). */
type ReminderMessages = Widen<typeof english>;

export const reminders: ReminderMessages = {
  title: (exam: string) => `রিমাইন্ডার: ${exam}`,
  intro:
    "পরীক্ষার আগে আমরা আপনাকে ইমেল করব, যাতে সময় থাকতে থাকতে অ্যাডমিট কার্ড আর সেন্টার দেখে নিতে পারেন।",
  loading: "আপনার রিমাইন্ডারগুলো খুলছে...",
  signInBody: "ইমেলে রিমাইন্ডার পেতে সাইন ইন করুন। আপনার রিমাইন্ডারগুলো আপনার অ্যাকাউন্টে থাকে।",
  signIn: "সাইন ইন করুন",
  secondFactorBody: "সাইন ইন শেষ করতে আপনার অথেন্টিকেটর অ্যাপের কোড দিন।",
  enterCode: "কোড দিন",
  expectedNote:
    "তারিখ এখনও ঘোষণা হয়নি। তারিখ ঘোষণা হলেই, পরীক্ষার যত দিন আগে আপনি বেছেছেন, তত দিন আগে ইমেল করব; তারিখ যদি তার চেয়েও দেরিতে আসে, তাহলে জানামাত্রই।",
  choose: "কত দিন আগে?",
  days: (n: string) => `${localDigits(n, "bn")} দিন আগে`,
  oneDay: "১ দিন আগে (পরীক্ষার আগের দিন)",
  remindMe: "মনে করিয়ে দিন",
  saving: "সেভ করা হচ্ছে...",
  yours: "এই পরীক্ষার জন্য আপনার রিমাইন্ডার",
  none: "এই পরীক্ষার জন্য এখনও আপনার কোনো রিমাইন্ডার নেই।",
  onDay: (days: string, date: string) => `${days}: আমরা আপনাকে ${date} তারিখে ইমেল করব।`,
  waitingForDate: (days: string) => `${days}: তারিখ ঘোষণা হলেই আমরা আপনাকে ইমেল করব।`,
  sent: (days: string, date: string) => `${days}: ${date} তারিখে ইমেল পাঠানো হয়েছে।`,
  past: (days: string) => `${days}: পরীক্ষা শুরু হয়ে গেছে।`,
  remove: "সরিয়ে দিন",
  removeName: (days: string) => `রিমাইন্ডার সরিয়ে দিন: ${days}`,
  added: (date: string) => `হয়ে গেছে: আমরা আপনাকে ${date} তারিখে ইমেল করব।`,
  addedExpected: "হয়ে গেছে: তারিখ ঘোষণা হলেই আমরা আপনাকে ইমেল করব।",
  removed: "রিমাইন্ডার সরিয়ে দেওয়া হয়েছে।",
  sentTo: (email: string) => `রিমাইন্ডার ${email}-এ আসবে।`,
  errors: {
    exam_over: "এই পরীক্ষা শুরু হয়ে গেছে: এখন আর মনে করানোর কিছু নেই।",
    email_required:
      "আপনার অ্যাকাউন্টে কোনো ইমেল ঠিকানা নেই। রিমাইন্ডার পেতে অ্যাকাউন্ট পেজে ইমেল যোগ করুন।",
    invalid_exam: "এই পরীক্ষা এখন আর আমাদের ক্যালেন্ডারে নেই। পেজটা আবার খুলে চেষ্টা করুন।",
    failed: "এটা করা গেল না। আপনার কানেকশন দেখে আবার চেষ্টা করুন।",
  },
};
