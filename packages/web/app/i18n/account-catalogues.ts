/**
 * Every language's account messages, for build-time code only (the account routes' loaders,
 * which put the few words of the pages' prerendered frame into them) and tests. Browser code
 * loads one language with loadAccountMessages (account.ts).
 */
import type { AccountMessages } from "./account.ts";
import { account as en } from "./en/account.ts";
import { account as hi } from "./hi/account.ts";
import { account as bn } from "./bn/account.ts";
import { account as mr } from "./mr/account.ts";
import type { Locale } from "./locales.ts";

export const accountCatalogues: Record<Locale, AccountMessages> = { en, hi, bn, mr };
