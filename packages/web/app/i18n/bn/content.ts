// Twin of i18n/hi/content.ts.
import type { Messages } from "../catalogue.ts";

export const content: Messages["content"] = {
  homeCrumb: "হোম",
  audiences: {
    students: { label: "ছাত্রছাত্রী", indexHeading: "ছাত্রছাত্রীদের জন্য সব গাইড" },
    patients: {
      label: "রোগী ও পরিবার",
      indexHeading: "রোগী ও তাঁদের পরিবারের জন্য সব গাইড",
    },
  },
  everyone: "ছাত্রছাত্রী, রোগী ও পরিবার",
  urgentStateLink: "আপনার রাজ্যের হেল্পলাইন",
  urgentHelpHeading: "যদি এখনই সাহায্য দরকার হয়",
  urgentLines: {
    emergency: "জরুরি: পুলিশ, দমকল (ফায়ার ব্রিগেড), অ্যাম্বুলেন্স",
    ambulance: "অ্যাম্বুলেন্স",
    "tele-manas": "টেলি-মানস (Tele-MANAS) মানসিক স্বাস্থ্য হেল্পলাইন, বিনামূল্যে, ২৪ ঘণ্টা",
  },
  urgentLineSources: {
    emergency: "ভারতের একটাই জরুরি নম্বর, সব কাজের জন্য (পুলিশ, দমকল, অ্যাম্বুলেন্স), ২৪ ঘণ্টা",
    ambulance: "জরুরি অ্যাম্বুলেন্স (ডায়াল 108, জাতীয় অ্যাম্বুলেন্স পরিষেবা)",
    "tele-manas": "টেলি-মানস, মানসিক স্বাস্থ্যের বিনামূল্যের জাতীয় হেল্পলাইন, ২৪ ঘণ্টা, ২০টিরও বেশি ভাষায়",
  },
  or: "বা",
};
