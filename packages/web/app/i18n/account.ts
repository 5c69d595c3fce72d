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
};

const requests = new Map<Locale, Promise<AccountMessages>>();
const loaded = new Map<Locale, AccountMessages>();

/** The account messages of `locale`, fetched once per page. */
export function loadAccountMessages(locale: Locale): Promise<AccountMessages> {
  let request = requests.get(locale);
  if (!request) {
    request = importers[locale]().then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    // A failed fetch (offline) may be tried again by the next caller.
    request.catch(() => requests.delete(locale));
    requests.set(locale, request);
  }
  return request;
}

/** The account messages of `locale` if they have arrived, so a component need not wait again. */
export function loadedAccountMessages(locale: Locale): AccountMessages | undefined {
  return loaded.get(locale);
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

/** Tests and build-time code: put messages in place, as if they had loaded. */
export function provideAccountMessages(locale: Locale, messages: AccountMessages) {
  loaded.set(locale, messages);
  requests.set(locale, Promise.resolve(messages));
}
