/**
 * The staff desk's messages (i18n/<code>/staff.ts): loaded on /staff only, with the desk's code,
 * one language at a time. Content pages never fetch them.
 */
import type { Widen } from "./catalogue.ts";
import type { staff } from "./en/staff.ts";
import { lazyNamespace } from "./lazy-namespace.ts";

/** English's staff messages, widened so another language fits (as `Messages`, catalogue.ts). */
export type StaffMessages = Widen<typeof staff>;

export const loadStaffMessages = lazyNamespace<StaffMessages>({
  en: () => import("./en/staff.ts").then((module) => module.staff),
  hi: () => import("./hi/staff.ts").then((module) => module.staff),
  bn: () => import("./bn/staff.ts").then((module) => module.staff),
  mr: () => import("./mr/staff.ts").then((module) => module.staff),
});
