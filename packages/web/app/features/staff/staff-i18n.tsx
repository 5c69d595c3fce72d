/**
 * The desk's words for its components: the staff messages of the page's language (i18n/staff.ts),
 * which load with the desk's code, given by one provider at the top of the desk, and read with
 * `useStaffI18n()` together with the page's language and a date-and-time format for it.
 */
import { createContext, use, useMemo, type ReactNode } from "react";
import { useI18n } from "../../i18n/context.tsx";
import { localeInfo, type Locale } from "../../i18n/locales.ts";
import { loadStaffMessages, type StaffMessages } from "../../i18n/staff.ts";

const StaffMessagesContext = createContext<StaffMessages | null>(null);

/** Gives its children the staff messages (suspends while they load; usually they came with the code). */
export function StaffMessagesProvider({
  children,
  messages,
}: {
  children: ReactNode;
  /** Tests: these messages, not the loaded ones. */
  messages?: StaffMessages;
}) {
  const { locale } = useI18n();
  const value = messages ?? use(loadStaffMessages(locale));
  return <StaffMessagesContext value={value}>{children}</StaffMessagesContext>;
}

/** A lazily loaded desk module with the staff messages of this page's language, side by side. */
export function withStaffMessages<T>(code: Promise<T>, locale: Locale): Promise<T> {
  return Promise.all([code, loadStaffMessages(locale)]).then(([module]) => module);
}

export function useStaffI18n() {
  const i18n = useI18n();
  const t = use(StaffMessagesContext);
  if (!t) throw new Error("useStaffI18n needs a <StaffMessagesProvider> above it");
  return useMemo(() => {
    // Times in India's time, which the support hours and promised replies are counted in.
    const dateTime = new Intl.DateTimeFormat(localeInfo[i18n.locale].hreflang, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    });
    return {
      ...i18n,
      t,
      formatTime: (iso: string) => `${dateTime.format(new Date(iso))} IST`,
    };
  }, [i18n, t]);
}
