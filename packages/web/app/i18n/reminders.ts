/**
 * The exam reminder dialog's messages (i18n/<code>/reminders.ts): loaded, one language at a time,
 * with the dialog's code when a person asks for a reminder; content pages never fetch them first.
 */
import type { Widen } from "./catalogue.ts";
import type { reminders } from "./en/reminders.ts";
import { lazyNamespace } from "./lazy-namespace.ts";

export type ReminderMessages = Widen<typeof reminders>;

export const loadReminderMessages = lazyNamespace<ReminderMessages>({
  en: () => import("./en/reminders.ts").then((module) => module.reminders),
  hi: () => import("./hi/reminders.ts").then((module) => module.reminders),
  bn: () => import("./bn/reminders.ts").then((module) => module.reminders),
  mr: () => import("./mr/reminders.ts").then((module) => module.reminders),
});
