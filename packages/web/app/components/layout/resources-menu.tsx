import { Link } from "react-router";
import { resourcesNav } from "../../content/resources-nav.ts";
import { useI18n } from "../../i18n/context.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import type { OnDemandMenuProps } from "../ui/on-demand-menu.tsx";

/** The header's Resources dropdown (SPEC.md section 2), loaded on first use (site-header.tsx). */
export default function ResourcesMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  const { m, href } = useI18n();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {resourcesNav.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link to={href(link.href)}>{m.nav[link.id]}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
