import { useId } from "react";
import { Link } from "react-router";
import { resourceGroups } from "../../content/resources-nav.ts";
import { useI18n } from "../../i18n/context.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../../ui/dropdown-menu.tsx";
import type { OnDemandMenuProps } from "../../ui/on-demand-menu.tsx";

/**
 * The header's Resources dropdown (SPEC.md section 2), loaded on first use (site-header.tsx):
 * the pages grouped by whom they are for (issue 30), each group named by its label.
 */
export default function ResourcesMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  const { m, href } = useI18n();
  const idBase = useId();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      {/* Three short columns where there is room, so the whole list fits a laptop's screen. */}
      <DropdownMenuContent
        align="start"
        className="max-h-[calc(100dvh-5rem)] overflow-y-auto xl:grid xl:grid-cols-3 xl:gap-x-2"
      >
        {resourceGroups.map((group) => (
          <DropdownMenuGroup
            key={group.id}
            aria-labelledby={`${idBase}-${group.id}`}
            className="xl:w-60"
          >
            <DropdownMenuLabel id={`${idBase}-${group.id}`}>
              {m.layout.resourceGroups[group.id]}
            </DropdownMenuLabel>
            {group.links.map((link) => (
              <DropdownMenuItem key={link.href} asChild>
                <Link to={href(link.href)}>{m.nav[link.id]}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
