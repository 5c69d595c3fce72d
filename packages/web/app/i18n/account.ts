/**
 * The account's messages (i18n/<code>/account.ts): the sign-in dialog's, /account's and the
 * reset page's words, every failure sentence and notice. They are not in the root catalogue
 * that every page carries: they load, one language at a time, with the account's own code
 * (the dialog, the account pages), so a content page's first load has none of them and a
 * Hindi page fetches only the Hindi ones.
 */
import type { Widen } from "./catalogue.ts";
import type { account } from "./en/account.ts";
import { localeOfPath, type Locale } from "./locales.ts";

/** English's account messages, widened so another language fits (as `Messages`, catalogue.ts). */
export type AccountMessages = Widen<typeof account>;

// One dynamic import per language, each its own chunk: only the page's language is fetched.
const importers: Record<Locale, () => Promise<AccountMessages>> = {
  en: () => import("./en/account.ts").then((module) => module.account),
  hi: () => import("./hi/account.ts").then((module) => module.account),
  bn: () => import("./bn/account.ts").then((module) => module.account),
  mr: () => import("./mr/account.ts").then((module) => module.account),
};

/** A request that, once answered, says so the way React's `use()` reads without suspending. */
type Request = Promise<AccountMessages> & { status?: "fulfilled"; value?: AccountMessages };
const requests: Partial<Record<Locale, Request>> = {};

/**
 * The account messages of `locale`, fetched once per page (again after a failure, as offline).
 * Once in, `use()` of the same promise returns them at once.
 */
export function loadAccountMessages(locale: Locale): Promise<AccountMessages> {
  return (requests[locale] ??= importers[locale]().then(
    (messages) => {
      Object.assign(requests[locale]!, { status: "fulfilled", value: messages });
      return messages;
    },
    (error: unknown) => {
      delete requests[locale];
      throw error;
    },
  ));
}

/**
 * A lazily loaded account module together with the messages of this page's language (its
 * URL's): for `lazy()`, so that the code and the words download side by side and the component
 * renders at once when both are in. Browser only.
 */
export function withAccountMessages<T>(code: Promise<T>): Promise<T> {
  const locale = localeOfPath(window.location.pathname);
  return Promise.all([code, loadAccountMessages(locale)]).then(([module]) => module);
}
