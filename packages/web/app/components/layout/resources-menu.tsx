import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { resourcesNav } from "../../content/navigation.ts";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu.tsx";

/** The header's Resources dropdown (SPEC.md section 2). */
export default function ResourcesMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="group inline-flex min-h-11 items-center gap-1 rounded-full px-4 font-semibold hover:bg-sunken">
        Resources
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {resourcesNav.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link to={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
