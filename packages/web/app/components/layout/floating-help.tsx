import { LifeBuoy, Mail, MessageCircle, Siren } from "lucide-react";
import { Link } from "react-router";
import { contactNav } from "../../content/navigation.ts";
import { notices } from "../../content/notices.ts";
import { toast } from "../../lib/toast-store.ts";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu.tsx";

/**
 * The fixed help button in the bottom corner: quick ways to reach a person. On a
 * phone it is a 48 px round button; the footer keeps room for it at the end of the
 * page, and app.css hides it while the mobile menu, a dialog or a toast is open.
 */
export default function FloatingHelp() {
  return (
    <div className="floating-help fixed bottom-4 left-4 z-30" data-print="hide">
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className="inline-flex size-12 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg hover:bg-brand-800 sm:w-auto sm:px-5">
          <LifeBuoy aria-hidden="true" className="size-6 sm:size-5" />
          <span className="max-sm:sr-only">Need help?</span>
        </DropdownMenuTrigger>
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
    </div>
  );
}
