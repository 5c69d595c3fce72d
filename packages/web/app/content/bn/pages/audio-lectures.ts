// Bengali twin of content/hi/pages/audio-lectures.ts.
import { localDigits } from "../../../lib/digits.ts";
import { minutesRange } from "../../lecture-duration.ts";
import type { Lecture, Page } from "../../types.ts";
import criticalThinking from "../lectures/critical-thinking.ts";
import frenchRevolution from "../lectures/french-revolution.ts";
import indusValley from "../lectures/indus-valley.ts";
import macbeth from "../lectures/macbeth.ts";
import poetryMeter from "../lectures/poetry-meter.ts";
import publicSpeaking from "../lectures/public-speaking.ts";

// Issue 29: each lecture is its script (content/bn/lectures/<id>.ts); its minutes are computed from it.
const lectures: Lecture[] = [
  {
    id: "indus-valley",
    title: "সিন্ধু সভ্যতা",
    description:
      "হরপ্পা আর মহেঞ্জোদারোর পরিকল্পনা করে গড়া শহর, তাদের নর্দমা, ব্যবসা আর সিলমোহর, আর তাদের লিপি ও পতন নিয়ে এখনও না মেটা প্রশ্ন।",
    category: "ইতিহাস",
    icon: "landmark",
    ...indusValley,
  },
  {
    id: "critical-thinking",
    title: "ক্রিটিক্যাল থিংকিংয়ের গোড়ার কথা",
    description:
      "কোনো দাবি নিয়ে কীভাবে প্রশ্ন তুলবেন, দুর্বল যুক্তি কীভাবে চিনবেন আর কোনো সূত্র কীভাবে যাচাই করবেন: অপঠিত গদ্যাংশ, বিতর্ক আর রোজকার খবরের জন্য কাজের দক্ষতা।",
    category: "দক্ষতা বাড়ানো",
    icon: "brain",
    ...criticalThinking,
  },
  {
    id: "macbeth",
    title: "ম্যাকবেথ: একটি বিশ্লেষণ",
    description:
      "শেক্সপিয়রের সবচেয়ে ছোট ট্র্যাজেডিতে উচ্চাকাঙ্ক্ষা, অপরাধবোধ আর নিয়তি, দৃশ্য ধরে ধরে, সেই উদ্ধৃতিগুলো সমেত যা পরীক্ষকদের খুব পছন্দ।",
    category: "সাহিত্য",
    icon: "drama",
    ...macbeth,
  },
  {
    id: "french-revolution",
    title: "ফরাসি বিপ্লব: কারণ আর প্রভাব",
    description:
      "১৭৮৯ সালে ফ্রান্সের মানুষ কেন রুখে দাঁড়াল, কী বদলাল, আর স্বাধীনতা, সাম্য আর ভ্রাতৃত্বের ভাবনা কীভাবে সারা পৃথিবীতে ছড়িয়ে পড়ল।",
    category: "ইতিহাস",
    icon: "flag",
    ...frenchRevolution,
  },
  {
    id: "public-speaking",
    title: "কার্যকর পাবলিক স্পিকিং",
    description:
      "বক্তব্য কীভাবে সাজাবেন, ভয় কীভাবে সামলাবেন আর নিজের গলা কীভাবে কাজে লাগাবেন: ক্লাসের প্রেজেন্টেশন, ইন্টারভিউ আর বিতর্কের জন্য।",
    category: "দক্ষতা বাড়ানো",
    icon: "mic",
    ...publicSpeaking,
  },
  {
    id: "poetry-meter",
    title: "কবিতা বোঝা: ছন্দ আর মিল",
    description:
      "শুনুন ছন্দ আর মিলের প্যাটার্ন কীভাবে কাজ করে, জোরে পড়া উদাহরণ সমেত, যাতে পরীক্ষায় যেকোনো কবিতার বিশ্লেষণ করতে পারেন।",
    category: "সাহিত্য",
    icon: "feather",
    ...poetryMeter,
  },
];

/** Bengali digits for a number in prose (Bengali pages write ০-৯). */
const bnDigits = (n: number) => localDigits(n, "bn");

/** "৯ থেকে ১১ মিনিট": what the lectures really take, from their scripts. */
const { shortest, longest } = minutesRange(lectures, "bn");
const minutes =
  shortest === longest
    ? `${bnDigits(shortest)} মিনিট`
    : `${bnDigits(shortest)} থেকে ${bnDigits(longest)} মিনিট`;

const page: Page = {
  path: "/audio-lectures",
  reviewed: "2026-11-23",
  title: "অডিও লেকচার",
  description: `ইতিহাস, সাহিত্য আর দক্ষতা বাড়ানো নিয়ে ${minutes}-এর অডিও লেকচার, সিন্ধু সভ্যতা থেকে ম্যাকবেথ আর পাবলিক স্পিকিং পর্যন্ত, আপনার ডিভাইস পড়ে শোনায় আর পুরো লেখাটা সঙ্গে থাকে।`,
  translation: { status: "unreviewed" },
  sections: [
    {
      kind: "hero",
      eyebrow: "রিসোর্স",
      title: "চলতে-ফিরতে শেখার জন্য অডিও লেকচার",
      lead: `ইতিহাস, সাহিত্য আর দক্ষতা বাড়ানো, প্রতিটা লেকচার ${minutes}-এর: বাসে যাতায়াত বা সন্ধেবেলা হাঁটার পক্ষে ঠিকঠাক। প্রথমবার গল্পটা বুঝতে শুনুন, তারপর আবার বই খুলে শুনুন।`,
      icon: "headphones",
    },
    {
      kind: "lectures",
      heading: "লেকচার",
      intro:
        "তিনটে বিভাগে ছ'টা লেকচার। 'শুনুন' টিপলে আপনার ডিভাইস নিজের গলায় লেকচারটা পড়ে শোনাবে আর লেখায় প্রতিটা বাক্য পড়ার সময় রং দিয়ে দেখাবে। প্রতিটা লেকচারের নিচে তার পুরো লেখা আর সূত্র আছে, শোনার বদলে বা শুনতে শুনতে পড়ার জন্য।",
      lectures,
    },
    {
      kind: "video-summary",
      heading: "সারাংশ দেখুন",
      body: "দেখতে বেশি ভালো লাগে? একটা লেকচার বেছে তার সারাংশ চালান: তার মূল কথাগুলোর কয়েকটা ছোট স্লাইড, প্রত্যেকটার সঙ্গে লেখা ক্যাপশন, আর যেখানে আপনার ডিভাইসে বাংলা গলা আছে, সেখানে সেটা পড়েও শোনাবে। স্লাইডগুলো লেকচারের মূল কথা থেকে এখানেই আপনার ডিভাইসে তৈরি হয়, তাই কিছুই কোথাও পাঠানো হয় না, আর এটা ইন্টারনেট ছাড়াও চলে।",
      lectures: lectures.map(({ id, title, keyPoints }) => ({ id, title, keyPoints })),
    },
    {
      kind: "list",
      heading: "লেকচার থেকে সবচেয়ে বেশি কীভাবে শিখবেন",
      style: "numbered",
      items: [
        {
          title: "প্রথমবার পুরো ছবিটা বুঝতে শুনুন",
          body: "প্রথমবার নোট নেবেন না; শুধু গল্পের সঙ্গে চলুন।",
        },
        {
          title: "আবার বই খুলে শুনুন",
          body: "থেমে থেমে সেই কথাগুলোর নিচে দাগ দিন যেগুলোয় লেকচারে জোর দেওয়া হয়েছে।",
        },
        {
          title: "পরের দিন মনে করে দেখুন",
          body: "পাঁচটা মূল কথা মনে থেকে লিখুন, তারপর মিলিয়ে নিন।",
        },
      ],
    },
  ],
};

export default page;
