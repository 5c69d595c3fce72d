// Twin of i18n/hi/ui.ts.
import type { Messages } from "../catalogue.ts";

export const ui: Messages["ui"] = {
  close: "বন্ধ করুন",
  notifications: "বিজ্ঞপ্তি",
  dismissNotification: "বিজ্ঞপ্তি বন্ধ করুন",
};
