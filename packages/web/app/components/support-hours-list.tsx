import { Icon } from "./icons.tsx";
import { site } from "../config/site.ts";
import { describeHours } from "../lib/support-hours.ts";

/** Support hours, in IST (and the configured zone beside it when that is another). */
export function SupportHoursList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const hours = describeHours(site.contact.hours);
  const rows = [
    { label: "Support hours", value: hours.ist ? `${hours.local} (${hours.ist})` : hours.local },
    { label: "Email replies", value: site.contact.emailReply },
    { label: "Emergencies", value: "24/7 on the urgent-help lines, not through us" },
  ];
  return (
    <div>
      <Heading className="flex items-center gap-2 text-lg font-bold">
        <Icon name="clock" className="size-5 text-brand-700" />
        Support hours
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
