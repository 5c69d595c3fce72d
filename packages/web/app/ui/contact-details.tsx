import { Icon, lineIcon } from "./icons.tsx";
import { shownContact } from "../config/site.ts";
import { useI18n } from "../i18n/context.tsx";
import { cn } from "../lib/cn.ts";

const linkClass = "underline underline-offset-4";
const icon = `${lineIcon} text-brand-700`;

/**
 * The deployer's contact lines (config/site.ts, and its words in `m.site`), as plain markup: only
 * those the deployer has set (issue 29), never a placeholder.
 */
export function ContactLines({ className }: { className?: string }) {
  const { m } = useI18n();
  const contact = shownContact();
  return (
    <ul className={cn("space-y-2", className)}>
      {contact.phone ? (
        <li className="flex items-start gap-2">
          <Icon name="phone" className={icon} />
          <span>
            {m.contact.phone}
            <a className={linkClass} href={`tel:${contact.phone.tel}`}>
              {contact.phone.display}
            </a>
          </span>
        </li>
      ) : null}
      {contact.whatsapp ? (
        <li className="flex items-start gap-2">
          <Icon name="message-circle" className={icon} />
          <span>
            {m.contact.whatsapp}
            <a className={linkClass} href={`https://wa.me/${contact.whatsapp.number}`}>
              {contact.whatsapp.display}
            </a>
          </span>
        </li>
      ) : null}
      {contact.email ? (
        <li className="flex items-start gap-2">
          <Icon name="mail" className={icon} />
          <span>
            {m.contact.email}
            <a className={linkClass} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </span>
        </li>
      ) : null}
      <li className="flex items-start gap-2">
        <Icon name="map-pin" className={icon} />
        <span>{m.site.city}</span>
      </li>
    </ul>
  );
}
