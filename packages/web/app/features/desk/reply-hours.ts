import { site } from "../../config/site.ts";
import { useI18n } from "../../i18n/context.tsx";
import { describeHours } from "../../lib/support-hours.ts";

/**
 * The reply promise's values, from the site config (the same the desk promises in its mails):
 * the hours (`site.desk.replyWithinHours`) and the support hours in IST, in the page's language.
 */
export function useReplyValues(): { hours: number; supportHours: string } {
  const { m } = useI18n();
  const hours = describeHours(site.contact.hours, m.contact);
  return { hours: site.desk.replyWithinHours, supportHours: hours.ist ?? hours.local };
}
