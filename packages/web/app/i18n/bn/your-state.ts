/** The Your-state parts' words in Bengali (twin of i18n/hi/your-state.ts): the same keys and parameters as i18n/en/your-state.ts. */
import type { Widen } from "../catalogue.ts";
import type { yourState as english } from "../en/your-state.ts";

/** English's messages, widened (YourStateMessages in i18n/your-state.ts, whose loader imports this file). */
type YourStateMessages = Widen<typeof english>;

export const yourState: YourStateMessages = {
  linesHeading: (state) => `${state}-এ আরও`,
  statePage: (state) => `${state}: সব হেল্পলাইন, প্রকল্প, বোর্ড আর পরীক্ষা`,
  change: "আপনার রাজ্য বদলান বা ভুলে যান",
  schemeHeading: (state) => `${state}-এর স্বাস্থ্য প্রকল্প`,
  schemeIntro: "জাতীয় প্রকল্প আয়ুষ্মান ভারত PM-JAY-এর পাশাপাশি।",
  schemeUnchecked: (state) =>
    `${state}-এর নিজের স্বাস্থ্য প্রকল্প এখনও এই রাজ্যের জন্য যাচাই করা হয়নি: রাজ্যের পেজে দেখুন কী কী যাচাই করা হয়েছে।`,
  studyHeading: (state) => `${state}-এর স্কুল বোর্ড আর এন্ট্রান্স পরীক্ষা`,
  studyIntro: "আপনার বেছে নেওয়া রাজ্যের জন্য।",
  boardUnchecked: (state) =>
    `${state}-এর স্কুল বোর্ড এখনও এই রাজ্যের জন্য যাচাই করা হয়নি: রাজ্যের পেজে দেখুন কী কী যাচাই করা হয়েছে।`,
  testUnchecked: (state) =>
    `${state}-এর এন্ট্রান্স পরীক্ষাগুলো এখনও এই রাজ্যের জন্য যাচাই করা হয়নি: রাজ্যের পেজে দেখুন কী কী যাচাই করা হয়েছে।`,
  officialSite: "অফিশিয়াল ওয়েবসাইট",
  source: "সূত্র",
  checked: (date) => `${date} তারিখে যাচাই করা`,
};
