// Twin of i18n/hi/tools.ts.
import { localDigits } from "../../lib/digits.ts";
import type { Messages } from "../catalogue.ts";

export const tools: Messages["tools"] = {
  calendar: {
    groups: { entrance: "এন্ট্রান্স পরীক্ষা", boards: "বোর্ডের পরীক্ষা", counselling: "কাউন্সেলিং" },
    announced: "ঘোষিত",
    expected: "আনুমানিক",
    dateLabel: "তারিখ",
    expectedLabel: "আনুমানিক",
    expectedWhen: (months: string) => `${months}: এখনও কোনো তারিখ ঘোষণা হয়নি`,
    lastTimeLabel: "গতবারের পাকা তারিখ",
    whoLabel: "কাদের জন্য",
    byLabel: "কারা নেয়",
    officialSite: "অফিশিয়াল ওয়েবসাইট",
    notice: "অফিশিয়াল নোটিস",
    reported: "খবর",
    sourceAfterDates: "। সূত্র: ",
    checked: (date: string) => `${date} তারিখে যাচাই করা`,
    addToCalendar: "ক্যালেন্ডারে যোগ করুন",
    addToCalendarName: (exam: string) => `ক্যালেন্ডারে যোগ করুন: ${exam} (.ics ফাইল)`,
    remindMe: "ইমেলে মনে করিয়ে দিন",
    remindMeName: (exam: string) => `ইমেলে মনে করিয়ে দিন: ${exam}`,
    feedHeading: "সব পরীক্ষা আপনার ক্যালেন্ডারে",
    feedBody:
      "সব পরীক্ষা একটাই ফাইলে: আপনার ফোনের ক্যালেন্ডার প্রতিটিকে সারা দিনের ইভেন্ট হিসেবে যোগ করে নেবে। আনুমানিক পরীক্ষা তার সম্ভাব্য মাসের প্রথম দিনে এক দিনের ইভেন্ট হিসেবে দেখায়, তাতে লেখা থাকে যে তারিখ এখনও ঘোষণা হয়নি; তারিখ ঘোষণা হলে ফাইলটা আবার ডাউনলোড করুন, ইভেন্টটা সেই তারিখে চলে আসবে।",
    filterLegend: "এই পরীক্ষাগুলো দেখান",
    filterAll: "সব",
    kinds: {
      boards: "বোর্ড",
      engineering: "ইঞ্জিনিয়ারিং",
      medical: "মেডিক্যাল",
      law: "ল",
      defence: "ডিফেন্স",
      universities: "ইউনিভার্সিটি (CUET)",
    },
    kindCount: (kind: string, count: number) => `${kind} (${localDigits(count, "bn")})`,
    stateHeading: "আপনার রাজ্যের বোর্ড ও এন্ট্রান্স পরীক্ষা",
    stateBody:
      "ক্যালেন্ডারে সারা ভারতের পরীক্ষা আছে, আর যে রাজ্য বোর্ডগুলো এতে বরাবর ছিল সেগুলোও। আপনার রাজ্য বেছে নিন: এই ব্রাউজারে সেই রাজ্যের নিজের বোর্ড পরীক্ষা, এন্ট্রান্স পরীক্ষা আর কাউন্সেলিংও তালিকায় চলে আসবে। প্রতিটি রাজ্যের পেজেও এগুলো দেওয়া আছে।",
    stateChoose: "আপনার রাজ্য বেছে নিন",
    stateByState: "রাজ্য অনুযায়ী পরীক্ষা",
    stateKept: "নিচের তালিকায় {state}-এর নিজের পরীক্ষাগুলোও আছে, প্রতিটিতে রাজ্যের নাম লেখা।",
    stateChange: "রাজ্য বদলান বা ভুলে যান",
    stateFilter: "{state}-এর পরীক্ষা ({count})",
    feedLink: "সব পরীক্ষা ক্যালেন্ডারে যোগ করুন",
    feedName: "সব পরীক্ষা ক্যালেন্ডারে যোগ করুন (.ics ফাইল)",
    calendarName: (site: string) => `পরীক্ষার ক্যালেন্ডার ২০২৬-২৭ (${site})`,
    icsExpectedTitle: (exam: string, months: string) =>
      `${exam}: ${months}-এ হওয়ার সম্ভাবনা, তারিখ এখনও ঘোষণা হয়নি`,
    icsExpected: (months: string) =>
      `${months}-এ হওয়ার সম্ভাবনা। এখনও কোনো তারিখ ঘোষণা হয়নি: প্রস্তুতির প্ল্যান বানানোর আগে অফিশিয়াল ওয়েবসাইট অবশ্যই দেখে নিন।`,
    icsLastTime: (dates: string, source: string) => `গতবারের পাকা তারিখ: ${dates}। সূত্র: ${source}`,
    icsAnnounced: (notice: string) => `ঘোষিত। অফিশিয়াল নোটিস: ${notice}`,
    icsWho: (who: string) => `কাদের জন্য: ${who}`,
    icsBy: (by: string) => `কারা নেয়: ${by}`,
    icsSite: (site: string) => `অফিশিয়াল ওয়েবসাইট: ${site}`,
    icsChecked: (date: string, page: string) => `${date} তারিখে যাচাই করা। আরও তথ্য: ${page}`,
  },
  templates: {
    onTheSheet: "শিটে কী আছে:",
    downloads: (title: string) => `${title} ডাউনলোড করুন`,
    downloadAs: (title: string, format: string, size: string) =>
      `${title}, ${format} ${localDigits(size, "bn")} ডাউনলোড করুন`,
    size: (kilobytes: string) => `${kilobytes} KB`,
    downloaded: (count: string) => `${localDigits(count, "bn")} বার ডাউনলোড হয়েছে`,
    name: "নাম",
    date: "তারিখ",
    howToUse: "এটা কীভাবে ব্যবহার করবেন",
    howToUseBody:
      "এটা A4 কাগজে প্রিন্ট করুন বা স্ক্রিনেই ভরুন। প্রতি লাইনে একটা কথা লিখুন, আর প্রতি সপ্তাহে একবার উল্টে দেখুন।",
    fields: "ভরুন",
    sheetColumns: "একবারে একটা লাইন ভরুন",
    footer: (site: string) => `${site}-এর তরফ থেকে বিনামূল্যের শিট`,
  },
  checklist: {
    count: (done: string, total: string) =>
      `${localDigits(total, "bn")}টির মধ্যে ${localDigits(done, "bn")}টি হয়ে গেছে`,
    clear: "মুছে ফেলুন",
    clearName: (heading: string) => `মুছে ফেলুন: ${heading}`,
  },
  share: {
    share: "শেয়ার করুন",
    shareName: (title: string) => `শেয়ার করুন: ${title}`,
    copyLink: "লিংক কপি করুন",
    copyLinkName: (title: string) => `লিংক কপি করুন: ${title}`,
    copied: "লিংক কপি হয়ে গেছে",
    copiedBody: "এটা কোনো মেসেজ বা চ্যাটে পেস্ট করুন।",
    copyFailed: "লিংক কপি করা গেল না",
    copyFailedBody: "তার বদলে ব্রাউজারের অ্যাড্রেস বার থেকে কপি করে নিন।",
  },
};
