import { Icon } from "../../ui/icons.tsx";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { contactNav } from "../../content/navigation.ts";
import { deskStatus, type DeskStatus } from "../../features/desk/desk-api.ts";
import { requestHref } from "../../config/request-kinds.ts";
import { useI18n } from "../../i18n/context.tsx";
import { unlocalizedPath } from "../../i18n/locales.ts";
import { notify } from "../../lib/toast-store.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../ui/dropdown-menu.tsx";
import type { OnDemandMenuProps } from "../../ui/on-demand-menu.tsx";

/** The fixed help button's menu: quick ways to reach a person (loaded on first use, root.tsx). */
export default function FloatingHelpMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  const { locale, m, href } = useI18n();
  const { pathname } = useLocation();
  // Called Live Chat only while someone is on the desk; until the desk says so, and offline, it
  // is what it then is: a message, answered by the time the desk gives.
  const [status, setStatus] = useState<DeskStatus>();
  useEffect(() => {
    deskStatus().then(setStatus, () => undefined);
  }, []);
  const replyBy = status && (status.reply_by_text[locale] ?? status.reply_by_text.en);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start">
        {/* Either opens the message form, which says whether someone is on the desk now. */}
        <DropdownMenuItem asChild>
          <Link to={href(requestHref("message", unlocalizedPath(pathname), true))}>
            <Icon name="message-circle" />
            {status?.live ? (
              m.layout.liveChat
            ) : (
              <span className="grid">
                {m.layout.leaveMessage}
                {replyBy ? (
                  <span className="text-sm font-normal text-muted">
                    {m.layout.replyBy(replyBy)}
                  </span>
                ) : null}
              </span>
            )}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => notify(locale, (texts) => texts.notices.emergencyHelp)}
          className="text-rose-700"
        >
          <Icon name="siren" />
          {m.layout.emergencyHelp}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={href(contactNav.href)}>
            <Icon name="mail" />
            {m.nav[contactNav.id]}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
