/** The Pages view's and dashboard's words in Bengali (twin of i18n/hi/staff-insights.ts): the same keys as i18n/en/staff-insights.ts. */
import { localDigits } from "../../lib/digits.ts";
import type { Widen } from "../catalogue.ts";
import type { staff as english } from "../en/staff.ts";

/** English's messages, widened (StaffMessages in i18n/staff.ts, whose loader imports this file). */
type StaffMessages = Widen<typeof english>;

export const insights: StaffMessages["insights"] = {
  nav: {
    label: "ডেস্কের অংশ",
    queue: "কিউ",
    pages: "পেজ",
    dashboard: "ড্যাশবোর্ড",
  },
  loading: "লোড হচ্ছে...",
  failed: "এটা লোড হয়নি। আপনার কানেকশন দেখে আবার চেষ্টা করুন।",
  tryAgain: "আবার চেষ্টা করুন",

  pages: {
    heading: "পেজগুলো আমাদের কী বলছে",
    intro:
      'প্রতিটি পেজের জন্য: সেটা কতবার পড়া হয়েছে, "এই পেজটা কি আপনার কাজে লাগল?" প্রশ্নে পাঠকেরা কী উত্তর দিয়েছেন, আর সেই পেজ থেকে কতগুলো রিকোয়েস্ট পাঠানো হয়েছে। যোগাযোগের হার হল প্রতি ১,০০০ ভিউতে "না" উত্তর আর রিকোয়েস্টের সংখ্যা: যে পেজের হার সবচেয়ে বেশি, সেটা আগে ঠিক করুন। সব ভাষা একসঙ্গে গোনা হয়, আর প্রতিটি পেজের নিচে প্রতিটি ভাষার ভিউ দেখানো হয়।',
    period: "সময়কাল",
    last7: "গত ৭ দিন",
    last30: "গত ৩০ দিন",
    caption: (from: string, to: string) =>
      `${from} থেকে ${to} পর্যন্ত পেজ (ভারতীয় সময়)। কোনো কলাম অনুযায়ী ক্রম বদলাতে তার শিরোনাম বেছে নিন।`,
    empty: "এই সময়কালে কোনো পেজ পড়া হয়নি, তাতে উত্তরও আসেনি, সেখান থেকে রিকোয়েস্টও আসেনি।",
    columns: {
      path: "পেজ",
      views: "ভিউ",
      yes: "কাজে লেগেছে: হ্যাঁ",
      no: "কাজে লেগেছে: না",
      requests: "পেজ থেকে আসা রিকোয়েস্ট",
      rate: "প্রতি ১,০০০ ভিউতে যোগাযোগের হার",
    },
    sortBy: (column: string) => `${column} অনুযায়ী সাজান`,
    noViews: "কোনো ভিউ নেই",
    answers: (count: string) => `${localDigits(count, "bn")}টি "না" উত্তরে কী বলা হয়েছে`,
    languages: { en: "ইংরেজি", hi: "হিন্দি", bn: "বাংলা", mr: "মারাঠি" },
    sorted: (column: string, direction: string) => `${column} অনুযায়ী সাজানো, ${direction}।`,
    ascending: "সবচেয়ে কম আগে",
    descending: "সবচেয়ে বেশি আগে",
  },

  dashboard: {
    heading: "ডেস্ক ড্যাশবোর্ড",
    refreshedAt: (time: string) => `${time} পর্যন্ত তথ্য`,
    refresh: "আবার লোড করুন",
    open: {
      heading: "খোলা রিকোয়েস্ট",
      total: (count: string) =>
        `${localDigits(count, "bn")}টি খোলা (নতুন, যেগুলোতে কাজ চলছে, বা ব্যক্তির উত্তরের অপেক্ষায়)`,
      kind: "কী বিষয়ে",
      all: "সব ধরনের",
      totalColumn: "মোট",
      ages: {
        "under-4h": "৪ ঘণ্টার কম",
        "4h-24h": "৪ থেকে ২৪ ঘণ্টা",
        "1d-7d": "১ থেকে ৭ দিন",
        "over-7d": "৭ দিনের বেশি",
      },
      caption: "খোলা রিকোয়েস্ট, কী বিষয়ে আর পাঠানোর পর কত সময় কেটেছে।",
      none: "কোনো খোলা রিকোয়েস্ট নেই।",
    },
    firstReply: {
      heading: "প্রথম উত্তরে কত সময় লেগেছে",
      intro:
        "রিকোয়েস্ট আসা থেকে টিমের প্রথম উত্তর পর্যন্ত মিডিয়ান সময়, প্রতি সপ্তাহে পাঠানো প্রথম উত্তরগুলোর জন্য (ঘড়ির সময়, রাত আর ছুটির দিনও গোনা হয়েছে)।",
      thisWeek: "এই সপ্তাহ (গত ৭ দিন)",
      lastWeek: "গত সপ্তাহ (৭ থেকে ১৪ দিন আগে)",
      median: (time: string, count: string) =>
        `${time} (${localDigits(count, "bn")}টি রিকোয়েস্টের উত্তর দেওয়া হয়েছে)`,
      none: "এই সপ্তাহে কোনো প্রথম উত্তর পাঠানো হয়নি।",
    },
    targets: {
      heading: "উত্তরের সময়ের লক্ষ্য পেরিয়ে গেছে",
      basis:
        "টিমের উত্তরের অপেক্ষায় থাকা সেই খোলা অনুরোধগুলো, যাদের অপেক্ষা তাদের ধরনের উত্তরের সময়ের লক্ষ্যের চেয়ে লম্বা হয়ে গেছে (অপেক্ষা শুরু থেকে ঘড়ির হিসাবে; DESK_REPLY_TARGETS থেকে ঠিক করা), সবচেয়ে বেশি দেরি হওয়াগুলো আগে।",
      count: (count: string) => `${localDigits(count, "bn")}টি লক্ষ্য পেরিয়েও অপেক্ষায়`,
      none: "একটাও নয়: টিমের উত্তরের অপেক্ষায় থাকা প্রতিটি রিকোয়েস্ট তার লক্ষ্যের মধ্যে আছে।",
      reference: "রেফারেন্স",
      kind: "কী বিষয়ে",
      late: "কত দেরি",
      caption: "উত্তরের সময়ের লক্ষ্য পেরিয়েও অপেক্ষায় থাকা রিকোয়েস্ট, সবচেয়ে বেশি দেরি হওয়াগুলো আগে।",
    },
    didItHelp: {
      heading: "এতে কি সাহায্য হল?",
      intro:
        'অনুরোধ বন্ধ হওয়ার পরে লোকে "এতে কি সাহায্য হল?" প্রশ্নে যা উত্তর দিয়েছেন, উত্তর দেওয়ার সপ্তাহ অনুযায়ী।',
      counts: (yes: string, no: string) =>
        `হ্যাঁ ${localDigits(yes, "bn")}, না ${localDigits(no, "bn")}`,
      none: "এই সপ্তাহে কোনো উত্তর নেই।",
    },
    risk: {
      heading: "বিপদের আশঙ্কা",
      intro: (days: string) =>
        `গত ${localDigits(days, "bn")} দিনে "বিপদের আশঙ্কা" চিহ্ন দেওয়া রিকোয়েস্ট, আর প্রতিটির প্রথম উত্তর কত তাড়াতাড়ি দেওয়া হয়েছে।`,
      none: 'এই সময়কালে কোনো রিকোয়েস্টে "বিপদের আশঙ্কা" চিহ্ন দেওয়া হয়নি।',
      reference: "রেফারেন্স",
      sent: "পাঠানো হয়েছে",
      status: "অবস্থা",
      firstAnswer: "প্রথম উত্তর",
      after: (time: string) => `${time} পরে`,
      waiting: (time: string) => `এখনও উত্তর দেওয়া হয়নি: ${time} ধরে অপেক্ষায়`,
      caption: "বিপদের আশঙ্কা থাকা রিকোয়েস্ট, সবচেয়ে নতুনটা আগে।",
    },
  },
};
