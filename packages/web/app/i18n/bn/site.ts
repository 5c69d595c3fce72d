// Twin of i18n/hi/site.ts.
import { localDigits } from "../../lib/digits.ts";
import type { Messages } from "../catalogue.ts";

export const site: Messages["site"] = {
  tagline: "ছাত্রছাত্রী আর রোগীর পরিবারের সাথী",
  blurb:
    "Saathi (সাথী) মানে সঙ্গী। আমরা ভারতের ছাত্রছাত্রীদের স্ট্রিম, স্কুল আর কোচিং বেছে নিতে এবং পড়াশোনায় মন ধরে রাখতে সাহায্য করি, আর রোগী ও তাঁদের বাড়ির লোকের পাশে থাকি: ওয়ার্ডে, আইসিইউ-তে, অ্যাপয়েন্টমেন্টে আর কঠিন দিনগুলোতে।",
  trustedBy: "বিনামূল্যে, কোনো বিজ্ঞাপন নেই, কোনো ট্র্যাকিং নেই",
  requestsAnswered: (count: string) =>
    `আমাদের টিম ${localDigits(count, "bn")}টি অনুরোধের বিনামূল্যে উত্তর দিয়েছে`,
  city: "বেঙ্গালুরু, কর্ণাটক, ভারত",
  emailReply: "সাপোর্টের সময়ে ২ ঘণ্টার মধ্যে",
};
