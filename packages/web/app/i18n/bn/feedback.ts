// Twin of i18n/hi/feedback.ts.
import { localDigits } from "../../lib/digits.ts";
import type { Messages } from "../catalogue.ts";

export const feedback: Messages["feedback"] = {
  question: "এই পেজটা কি আপনার কাজে লাগল?",
  yes: "হ্যাঁ",
  no: "না",
  tellUs: "কী কম ছিল জানান",
  whatWasWrong: "কী কম ছিল? (বাধ্যতামূলক নয়)",
  reasons: {
    "hard-to-understand": "বুঝতে কঠিন ছিল",
    "wrong-or-outdated": "কিছু তথ্য ভুল বা পুরনো",
    "not-answered": "আমার প্রশ্নের উত্তর পাইনি",
    broken: "পেজে কিছু একটা কাজ করছিল না",
    other: "অন্য কিছু",
  },
  commentLabel: "আর কিছু বলতে চান? (বাধ্যতামূলক নয়)",
  commentHint: "এখানে আপনার নাম, ফোন নম্বর বা ইমেল লিখবেন না: এই বক্সে লেখা কথার কেউ উত্তর দেয় না।",
  talkToPerson: "তার বদলে কারও সঙ্গে কথা বলুন",
  send: "ফিডব্যাক পাঠান",
  rating: (yes: string, total: string) =>
    `${localDigits(total, "bn")} জন পাঠকের মধ্যে ${localDigits(yes, "bn")} জনের এই পেজটা কাজে লেগেছে।`,
  thanks: "ধন্যবাদ। আপনার উত্তর থেকে আমরা এই পেজটা আরও ভালো করতে পারব।",
  failed: "আপনার উত্তর পাঠানো গেল না। আপনার ইন্টারনেট কানেকশন দেখে আবার চেষ্টা করুন।",
  rateLimited: "এই কানেকশন থেকে অনেক উত্তর এসে গেছে। কিছুক্ষণ পরে আবার চেষ্টা করুন।",
  offline:
    "আপনি অফলাইন আছেন, তাই আপনার উত্তর পাঠানো হয়নি। আপনি যা বেছেছেন আর লিখেছেন, সব এখানেই আছে: ইন্টারনেট ফিরে এলে আবার পাঠান।",
  tooLong: "এটা খুব লম্বা। ৫০০ অক্ষরের কম লিখুন।",
};
