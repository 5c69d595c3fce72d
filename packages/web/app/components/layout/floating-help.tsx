import { Icon } from "../icons.tsx";
import { Link } from "react-router";
import { contactNav } from "../../content/navigation.ts";
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
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start">
        <DropdownMenuItem onSelect={() => notify((texts) => texts.notices.liveChat)}>
          <Icon name="message-circle" />
          Live Chat
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => notify((texts) => texts.notices.emergencyHelp)}
          className="text-rose-700"
        >
          <Icon name="siren" />
          Emergency Help
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={contactNav.href}>
            <Icon name="mail" />
            Contact
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
