// Twin of i18n/hi/frame.ts.
import type { Messages } from "../catalogue.ts";

export const frame: Messages["frame"] = {
  breadcrumb: "আপনি এখানে আছেন",
  onThisPage: "এই পেজে",
  readNext: "এরপর পড়ুন",
  sources: "সূত্র",
  unconfirmedBefore:
    "কোনো সরকারি সূত্র থেকে এটা নিশ্চিত করা যায়নি, তাই এটাকে আনুমানিক ধরে নিন। এখানে মিলিয়ে নিন: ",
  unconfirmedAfter: "।",
  sourceEnd: "।",
  healthNote:
    "এই পেজ সাধারণ তথ্যের জন্য, ডাক্তারি পরামর্শ নয়। রোগ নির্ণয় বা চিকিৎসার জন্য ডাক্তারের সঙ্গে কথা বলুন; জরুরি অবস্থায় সঙ্গে সঙ্গে জরুরি সাহায্যের নম্বরে ফোন করুন।",
  lastReviewed: "শেষবার যাচাই করা হয়েছে: ",
  translationUnreviewed:
    "এই বাংলা পেজটি এখনও কোনো বাংলা-জানা পর্যালোচক যাচাই করেননি। সঠিক তথ্যের জন্য ইংরেজি পেজটিকেই ভিত্তি ধরুন।",
  translationEnglishLink: "ইংরেজি পেজ পড়ুন",
  translationReviewed: (reviewer, date) => `বাংলা যাচাই করেছেন: ${reviewer}, ${date}`,
};
