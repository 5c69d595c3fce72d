import { Link } from "react-router";
import { resourcesNav } from "../../content/navigation.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import type { OnDemandMenuProps } from "../ui/on-demand-menu.tsx";

/** The header's Resources dropdown (SPEC.md section 2), loaded on first use (site-header.tsx). */
export default function ResourcesMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
