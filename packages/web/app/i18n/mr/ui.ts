// Twin of i18n/hi/ui.ts (Marathi).
import type { Messages } from "../catalogue.ts";

export const ui: Messages["ui"] = {
  close: "बंद करा",
  notifications: "सूचना",
  dismissNotification: "सूचना बंद करा",
};
