/**
 * The hospital words of content/glossary.ts in Bengali (twin of content/hi/glossary.ts): the
 * same ids in the same order. Each `match` finds the word in Bengali running text, in Bengali
 * script or as the Latin acronym. JavaScript's \b does not see Bengali letters (their vowel
 * signs are marks, \p{M}), so a word's edges are lookarounds on letters and marks instead.
 * Bengali joins case endings to the word ("আইসিইউতে", "ওয়ার্ডের"), so the end may be followed
 * by a common ending; only the word itself is matched.
 */
import type { GlossaryTerm } from "../glossary.ts";

/** Bengali endings a term may carry in running text: plural or article, then case or emphasis. */
const ENDING = "(?:গুলো|গুলি|টা|টি|রা|দের)?(?:তেই|তে|কে|য়ের|য়ের|য়|য়|ের|র|এ|ে|ই|ও)?";

/** The alternatives in `source` as a whole word: no letter or vowel sign on either side, past an ending. */
function word(source: string, flags = ""): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${source})(?=${ENDING}(?![\\p{L}\\p{M}]))`, `u${flags}`);
}

/** "য়" is typed either as one letter (U+09DF) or as য with a nukta: match both. */
const YA = "(?:\\u09DF|\\u09AF\\u09BC)";

export const glossary: readonly GlossaryTerm[] = [
  {
    id: "uhid",
    term: "ইউএইচআইডি (UHID)",
    match: word("UHID|ইউএইচআইডি"),
    definition:
      "ইউনিক হেলথ আইডেন্টিফিকেশন নম্বর: রেজিস্ট্রেশনের সময় হাসপাতাল রোগীকে যে নম্বর দেয়। এটা রেজিস্ট্রেশনের স্লিপে আর প্রতিটি রিপোর্টে লেখা থাকে; প্রতিটি কাউন্টারে এই নম্বরটাই বলবেন।",
  },
  {
    id: "opd",
    term: "ওপিডি (OPD)",
    match: word("OPD|ওপিডি|আউটডোর"),
    definition:
      "আউটপেশেন্ট ডিপার্টমেন্ট (বহির্বিভাগ, চলতি কথায় আউটডোর): যেখানে রোগী ভর্তি না হয়েই ডাক্তার দেখান।",
  },
  {
    id: "ipd",
    term: "আইপিডি (IPD)",
    match: word("IPD|আইপিডি"),
    definition:
      "ইনপেশেন্ট ডিপার্টমেন্ট (ভর্তি রোগীদের বিভাগ): সেই রোগীর চিকিৎসা, যিনি হাসপাতালে ভর্তি আছেন আর সেখানেই বেডে থাকেন।",
  },
  {
    id: "cghs",
    term: "সিজিএইচএস (CGHS)",
    match: word("CGHS|সিজিএইচএস"),
    definition:
      "কেন্দ্রীয় সরকারি স্বাস্থ্য প্রকল্প (Central Government Health Scheme): কেন্দ্রীয় সরকারের কর্মচারী, পেনশনভোগী আর তাঁদের পরিবারের চিকিৎসার কভার, CGHS ওয়েলনেস সেন্টার আর প্যানেলভুক্ত হাসপাতালে।",
  },
  {
    id: "pm-jay",
    term: "আয়ুষ্মান ভারত / PM-JAY",
    match: word(
      `Ayushman Bharat PM-JAY|PM-JAY|Ayushman Bharat|আ${YA}ুষ্মান ভারত(?: PM-JAY)?|আ${YA}ুষ্মান কার্ড|পিএম-জেএও${YA}াই`,
    ),
    definition:
      "আয়ুষ্মান ভারত প্রধানমন্ত্রী জন আরোগ্য যোজনা, অর্থাৎ প্যানেলভুক্ত হাসপাতালে ভর্তি হয়ে চিকিৎসার জন্য সরকারের হেলথ কভার: {fact:pmjay-cover}।",
  },
  {
    id: "tpa",
    term: "টিপিএ (TPA)",
    match: word("TPA|টিপিএ"),
    definition:
      "থার্ড পার্টি অ্যাডমিনিস্ট্রেটর: যে কোম্পানি বিমা কোম্পানির হয়ে হেলথ ইনশিওরেন্সের ক্লেম সামলায়। হাসপাতালে TPA বা ইনশিওরেন্স ডেস্ক থাকে, যারা এই কাজটা দেখে।",
  },
  {
    id: "empanelled",
    term: "প্যানেলভুক্ত হাসপাতাল (এমপ্যানেলড)",
    match: word(
      "প্যানেলভুক্ত(?: হাসপাতাল)?|এমপ্যানেলড(?: হাসপাতাল)?|ইমপ্যানেলড(?: হাসপাতাল)?|empanelled(?: hospitals?)?",
      "i",
    ),
    definition:
      "যে হাসপাতালের কোনো বিমা কোম্পানি বা সরকারি প্রকল্পের (যেমন CGHS বা PM-JAY) সঙ্গে চুক্তি আছে যে সে তার সদস্যদের চিকিৎসা করবে, অনেক সময় আগে টাকা না নিয়েই।",
  },
  {
    id: "cashless",
    term: "ক্যাশলেস",
    match: word("ক্যাশলেস|cashless", "i"),
    definition:
      "এমন চিকিৎসা, যেখানে বিমা কোম্পানি বা প্রকল্প সরাসরি হাসপাতালকে টাকা দেয়। আপনাকে শুধু ততটুকু দিতে হয়, যতটা কভারের মধ্যে পড়ে না।",
  },
  {
    id: "discharge-summary",
    term: "ডিসচার্জ সামারি",
    match: word("ডিসচার্জ সামারি|ডিসচার্জ সামারী|discharge summar(?:y|ies)", "i"),
    definition:
      "রোগী বাড়ি যাওয়ার সময় হাসপাতালের লেখা সারাংশ: কী রোগ ধরা পড়েছে (ডায়াগনোসিস), কী চিকিৎসা দেওয়া হয়েছে, কোন কোন ওষুধ চালিয়ে যেতে হবে আর আবার কবে দেখাতে হবে। এর কপিগুলো যত্ন করে রেখে দিন।",
  },
  {
    id: "icu",
    term: "আইসিইউ (ICU)",
    match: word("ICU|আইসিইউ"),
    definition:
      "ইনটেনসিভ কেয়ার ইউনিট: সেই রোগীদের জন্য, যাঁদের ওপর সবসময় নজর রাখতে হয়, বা যাঁদের শ্বাস, হার্ট বা অন্য অঙ্গের সাহায্য দরকার। এখানে ওয়ার্ডের তুলনায় প্রতি রোগী পিছু বেশি নার্স থাকেন।",
  },
  {
    id: "hdu",
    term: "এইচডিইউ (HDU)",
    match: word("HDU|এইচডিইউ"),
    definition:
      "হাই ডিপেন্ডেন্সি ইউনিট: আইসিইউ আর ওয়ার্ডের মাঝের ধাপ, সেই রোগীদের জন্য যাঁদের ওপর ওয়ার্ডের চেয়ে বেশি কাছ থেকে নজর রাখতে হয়।",
  },
  {
    id: "attendant-pass",
    term: "অ্যাটেনড্যান্ট পাস",
    match: word("অ্যাটেনড্যান্ট পাস|অ্যাটেন্ডেন্ট পাস|attendant pass(?:es)?", "i"),
    definition:
      "যে পাস হাসপাতাল রোগীর আত্মীয় বা দেখাশোনা করা মানুষকে (অ্যাটেনড্যান্ট) দেয়, যাতে তিনি রোগীর সঙ্গে থাকতে বা দেখা করতে পারেন। বেশিরভাগ হাসপাতাল একজন বা দুজন অ্যাটেনড্যান্টের অনুমতি দেয়।",
  },
  // The ICU words families hear at the bedside (the ICU guide names them).
  {
    id: "ventilator",
    term: "ভেন্টিলেটর",
    match: word("ভেন্টিলেটর|ventilators?", "i"),
    definition:
      "শ্বাস নিতে সাহায্য করার যন্ত্র। রোগী যখন নিজে ঠিকমতো শ্বাস নিতে পারেন না, তখন এটা মুখ বা গলায় দেওয়া একটা নলের মাধ্যমে ফুসফুসে বেশি অক্সিজেন-যুক্ত বাতাস পৌঁছে দেয়। এটা ফুসফুসকে সাহায্য করে; রোগের চিকিৎসা নিজে করে না।",
  },
  {
    id: "sedation",
    term: "সিডেশন (ঘুমের ওষুধ)",
    match: word("সিডেশন|সেডেশন|sedat(?:ion|ed)", "i"),
    definition:
      "এমন ওষুধ, যা রোগীকে শান্ত, ঘুম-ঘুম বা ঘুমন্ত রাখে, যাতে শ্বাসের নল বা যন্ত্রণাদায়ক চিকিৎসা সহ্য করা যায়। রোগীর জেগে ওঠার সময় এলে ডাক্তাররা এটা ধীরে ধীরে কমান।",
  },
  {
    id: "sepsis",
    term: "সেপসিস",
    match: word("সেপসিস|sepsis", "i"),
    definition:
      "যখন কোনো ইনফেকশনের বিরুদ্ধে শরীরের নিজের প্রতিক্রিয়াই তার অঙ্গগুলোর ক্ষতি করতে শুরু করে। এটা জরুরি অবস্থা; এর চিকিৎসা হাসপাতালে অ্যান্টিবায়োটিক ওষুধ, স্যালাইনের মাধ্যমে দেওয়া জল আর ওষুধ, আর অঙ্গগুলোকে সাহায্য দিয়ে হয়।",
  },
  {
    id: "dialysis",
    term: "ডায়ালিসিস",
    match: word(`ডা${YA}ালিসিস|dialysis`, "i"),
    definition:
      "কিডনি যখন রক্ত পরিষ্কার করতে পারে না, তখন যন্ত্র দিয়ে রক্ত পরিষ্কার করা: তার বর্জ্য আর বাড়তি জল বের করে দেওয়া। আইসিইউ-তে কিছু রোগীর এটা শুধু ততদিনই দরকার হয়, যতদিন না তাঁদের কিডনি আবার ঠিক হয়ে যায়।",
  },
  {
    id: "vitals",
    term: "ভাইটালস (ভাইটাল সাইনস)",
    match: word("ভাইটালস|ভাইটাল সাইনস|vitals|vital signs", "i"),
    definition:
      "শরীর কেমন চলছে, তার মূল মাপগুলো: নাড়ি (পালস), ব্লাড প্রেশার, শ্বাসের গতি, শরীরের তাপমাত্রা আর অক্সিজেনের মাত্রা। আইসিইউ বেডের পাশে লাগানো মনিটর এগুলো সবসময় দেখায়।",
  },
];
