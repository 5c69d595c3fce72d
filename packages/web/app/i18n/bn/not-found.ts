// Twin of i18n/hi/not-found.ts.
import type { Messages } from "../catalogue.ts";

export const notFound: Messages["notFound"] = {
  title: "পেজটি পাওয়া যায়নি",
  description: (siteName) =>
    `এই পেজটি নেই, বা অন্য কোথাও সরে গেছে। ছাত্রছাত্রী, রোগী ও পরিবারের জন্য ${siteName}-এর সব গাইড হোম পেজ থেকে শুরু হয়।`,
  body: "দুঃখিত! আপনি যে পেজটি খুঁজছেন সেটা নেই, বা অন্য কোথাও সরে গেছে।",
  home: "হোম পেজে ফিরে যান",
};
