import { Icon } from "../icons.tsx";
import { Link, useLocation } from "react-router";
import { contactNav } from "../../content/navigation.ts";
import { requestHref } from "../../desk/kinds.ts";
import { useI18n } from "../../i18n/context.tsx";
import { unlocalizedPath } from "../../i18n/locales.ts";
import { notify } from "../../lib/toast-store.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import type { OnDemandMenuProps } from "../ui/on-demand-menu.tsx";

/** The fixed help button's menu: quick ways to reach a person (loaded on first use, root.tsx). */
export default function FloatingHelpMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  const { locale, m, href } = useI18n();
  const { pathname } = useLocation();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start">
        {/* Live Chat opens the message form, which says whether someone is on the desk now. */}
        <DropdownMenuItem asChild>
          <Link to={href(requestHref("message", unlocalizedPath(pathname), true))}>
            <Icon name="message-circle" />
            {m.layout.liveChat}
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
