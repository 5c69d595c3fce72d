import { Mail, MessageCircle, Siren } from "lucide-react";
import { Link } from "react-router";
import { contactNav } from "../../content/navigation.ts";
import { notices } from "../../content/notices.ts";
import { toast } from "../../lib/toast-store.ts";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu.tsx";
import type { OnDemandMenuProps } from "../ui/on-demand-menu.tsx";

/** The fixed help button's menu: quick ways to reach a person (loaded on first use, root.tsx). */
export default function FloatingHelpMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start">
        <DropdownMenuItem onSelect={() => toast(notices.liveChat)}>
          <MessageCircle aria-hidden="true" />
          Live Chat
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => toast(notices.emergencyHelp)} className="text-rose-700">
          <Siren aria-hidden="true" />
          Emergency Help
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={contactNav.href}>
            <Mail aria-hidden="true" />
            Contact
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
