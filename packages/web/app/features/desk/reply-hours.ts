import { site } from "../../config/site.ts";
import { useI18n } from "../../i18n/context.tsx";
import { localDigits } from "../../lib/digits.ts";
import { describeHours } from "../../lib/support-hours.ts";

/**
 * The reply promise's values, from the site config (the same the desk promises in its mails):
 * the hours (`site.desk.replyWithinHours`) and the support hours in IST, in the page's language
 * and digits.
 */
export function useReplyValues(): { hours: string; supportHours: string } {
  const { m, locale } = useI18n();
  const hours = describeHours(site.contact.hours, m.contact, locale);
  return {
    hours: localDigits(site.desk.replyWithinHours, locale),
    supportHours: hours.ist ?? hours.local,
  };
}
