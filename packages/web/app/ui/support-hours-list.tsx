import { Icon, lineIcon } from "./icons.tsx";
import { site } from "../config/site.ts";
import { useI18n } from "../i18n/context.tsx";
import { describeHours } from "../lib/support-hours.ts";

/** Support hours, in IST (and the configured zone beside it when that is another). */
export function SupportHoursList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { m, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hours = describeHours(site.contact.hours, m.contact, locale);
  const rows = [
    {
      label: m.contact.supportHours,
      value: hours.ist ? `${hours.local} (${hours.ist})` : hours.local,
    },
    { label: m.contact.emailReplies, value: m.site.emailReply },
    { label: m.contact.emergencies, value: m.contact.emergenciesValue },
  ];
  return (
    <div>
      <Heading className="flex items-start gap-2 text-lg font-bold">
        <Icon name="clock" className={`${lineIcon} text-brand-700`} />
        {m.contact.supportHours}
      </Heading>
      <dl className="mt-1 grid gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
