import { Icon } from "./icons.tsx";
import { site } from "../config/site.ts";
import { useI18n } from "../i18n/context.tsx";
import { cn } from "../lib/cn.ts";

const linkClass = "underline underline-offset-4";

/** The deployer's contact lines (config/site.ts, and its words in `m.site`), as plain markup. */
export function ContactLines({ className }: { className?: string }) {
  const { m } = useI18n();
  const { contact } = site;
  return (
    <ul className={cn("space-y-2", className)}>
      <li className="flex items-center gap-2">
        <Icon name="phone" className="size-5 shrink-0 text-brand-700" />
        <span>
          {m.contact.phone}
          <a className={linkClass} href={`tel:${contact.phone.tel}`}>
            {contact.phone.display}
          </a>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="message-circle" className="size-5 shrink-0 text-brand-700" />
        <span>
          {m.contact.whatsapp}
          <a className={linkClass} href={`https://wa.me/${contact.whatsapp.number}`}>
            {contact.whatsapp.display}
          </a>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="mail" className="size-5 shrink-0 text-brand-700" />
        <span>
          {m.contact.email}
          <a className={linkClass} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="map-pin" className="size-5 shrink-0 text-brand-700" />
        <span>{m.site.city}</span>
      </li>
    </ul>
  );
}
