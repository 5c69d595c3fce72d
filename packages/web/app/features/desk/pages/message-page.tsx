import { Link } from "react-router";
import { UrgentHelpBlock } from "../../../ui/crisis-lines.tsx";
import { Icon } from "../../../ui/icons.tsx";
import { useI18n } from "../../../i18n/context.tsx";
import type { DeskPageMessage } from "../desk-page-data.ts";

/**
 * /request/deleted, /subscribe/check-email, /subscribe/confirmed, /subscribe/unsubscribed: where
 * the desk sends a person after a form (303), in their language.
 */
export function MessagePage({ message }: { message?: DeskPageMessage | undefined }) {
  const { href } = useI18n();
  if (!message) return null;
  return (
    <>
      <h1 className="flex items-start gap-3 text-3xl font-extrabold sm:text-4xl">
        <Icon name={message.icon} className="mt-1 size-8 shrink-0 text-brand-700" />
        {message.title}
      </h1>
      <p className="mt-6 text-lg">{message.body}</p>
      <p className="mt-8">
        <Link
          to={href(message.link.href)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          {message.link.label}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </p>
      <UrgentHelpBlock className="mt-10" />
    </>
  );
}
