/**
 * The account's words for its components: the account messages of the page's language
 * (i18n/account.ts), which load with the account's code, given to every form by one provider
 * at the top of each lazily loaded entry (the sign-in dialog, the account pages). Components
 * read them with `useAccountI18n()`, with the page's language, a plain-words failure sentence
 * and dates formatted for that language.
 */
import { createContext, Fragment, use, useMemo, type ReactNode } from "react";
import { loadAccountMessages, type AccountMessages } from "../../i18n/account.ts";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo } from "../../i18n/locales.ts";
import { plainCaught, plainMessage, type FailureLike } from "./plain-messages.ts";

const AccountMessagesContext = createContext<AccountMessages | null>(null);

/**
 * Gives its children the account messages of the page's language. While they are on their way
 * it suspends (its caller's Suspense shows the fallback); usually they came with the code
 * (`withAccountMessages`), and it renders at once. Inside another provider (the dialog on
 * /account) it keeps that one's: the page has one language.
 */
export function AccountMessagesProvider({
  children,
  messages,
}: {
  children: ReactNode;
  /** Tests: these messages, not the loaded ones. */
  messages?: AccountMessages;
}) {
  const { locale } = useI18n();
  const outer = use(AccountMessagesContext);
  const value = messages ?? outer ?? use(loadAccountMessages(locale));
  return <AccountMessagesContext value={value}>{children}</AccountMessagesContext>;
}

type AccountI18n = ReturnType<typeof useI18n> & {
  /** The account messages of the page's language. */
  t: AccountMessages;
  /** A failure (or anything caught) as a plain sentence in the page's language. */
  plain: (error: FailureLike | null | undefined) => string;
  plainCaught: (cause: unknown) => string;
  /** A day ("1 Mar 2026", "1 मार्च 2026"), as the page's language writes it. */
  formatDate: (date: Date | string) => string;
};

/** The account's words, language and helpers. Throws outside an AccountMessagesProvider. */
export function useAccountI18n(): AccountI18n {
  const i18n = useI18n();
  const t = use(AccountMessagesContext);
  if (!t) throw new Error("useAccountI18n needs an <AccountMessagesProvider> above it");
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(localeInfo[i18n.locale].hreflang, {
      dateStyle: "medium",
    });
    return {
      ...i18n,
      t,
      plain: (error) => plainMessage(error, t),
      plainCaught: (cause) => plainCaught(cause, t),
      formatDate: (date) => dates.format(typeof date === "string" ? new Date(date) : date),
    };
  }, [i18n, t]);
}

/**
 * A sentence with elements in it: each `{name}` in `template` is replaced by `slots[name]`
 * (the person's email address in bold, say), so each language places them where its words
 * need them.
 */
export function fill(template: string, slots: Record<string, ReactNode>): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 === 1 ? <Fragment key={i}>{slots[part] ?? `{${part}}`}</Fragment> : part,
    );
}
