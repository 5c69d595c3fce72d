// Twin of i18n/hi/layout.ts.
import type { Messages } from "../catalogue.ts";

export const layout: Messages["layout"] = {
  skipToContent: "সরাসরি মূল লেখায় যান",
  needHelp: "সাহায্য দরকার?",
  mainNav: "প্রধান",
  resources: "তথ্য",
  resourceGroups: {
    students: "ছাত্রছাত্রী",
    patients: "রোগী ও পরিবার",
    mentalHealth: "মানসিক স্বাস্থ্য",
  },
  emergency: "জরুরি",
  emergencyHelpSuffix: " সাহায্য",
  emergencyHelp: "জরুরি সাহায্য",
  languageSwitchLabel: "ভাষা",
  languageMenuHeading: "এই পেজটি যে ভাষায় পড়বেন",
  requestLanguage: "আপনার ভাষার জন্য বলুন",
  requestLanguageNote:
    "সাথী এখন ইংরেজি, হিন্দি, বাংলা আর মারাঠিতে আছে। অন্য কোনো ভাষায় পড়তে সুবিধা হয়?",
  languageOfferDismiss: "বন্ধ করুন",
  errorTitle: "কিছু একটা গোলমাল হয়েছে",
  errorBody: "দয়া করে পেজটা আবার লোড করুন। তারপরও এমন হলে আমাদের লিখুন, আর জানান আপনি কী করছিলেন।",
  close: "বন্ধ করুন",
  suicidalThoughtsPrompt: "নিজের জীবন শেষ করে দেওয়ার কথা মনে আসছে?",
  suicidalThoughtsLink: "আত্মহত্যার চিন্তায় সাহায্য",
  searchForm: "সাইট",
  searchLabel: "সাইটে খুঁজুন",
  search: "খুঁজুন",
  mobileNav: "মোবাইল",
  openMenu: "মেনু খুলুন",
  closeMenu: "মেনু বন্ধ করুন",
  urgentHelp: "এখনই সাহায্য",
  liveChat: "লাইভ চ্যাট",
  leaveMessage: "মেসেজ রেখে যান",
  replyBy: (time: string) => `${time}-এর মধ্যে উত্তর`,
};
