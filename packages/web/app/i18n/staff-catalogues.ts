/**
 * Every language's staff messages, for build-time code only (the /staff route's loader, which puts
 * the shell's few words in the page) and tests. Browser code loads one language with
 * loadStaffMessages (staff.ts).
 */
import type { Locale } from "./locales.ts";
import { staff as en } from "./en/staff.ts";
import { staff as hi } from "./hi/staff.ts";
import { staff as bn } from "./bn/staff.ts";
import { staff as mr } from "./mr/staff.ts";
import type { StaffMessages } from "./staff.ts";

export const staffCatalogues: Record<Locale, StaffMessages> = { en, hi, bn, mr };
