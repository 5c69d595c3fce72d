import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

/** Menu button: Enter/Space/arrow keys open it, arrows move, Escape closes and refocuses. */
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/**
 * The menu's panel: kept 8 px inside the screen, and never wider than the room Radix measures
 * there, so a long line (a reply time in Bengali or Marathi at 360 px) wraps instead of running
 * off the screen.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          "z-50 max-w-(--radix-dropdown-menu-content-available-width) min-w-60 rounded-xl border border-line bg-surface p-1.5 shadow-lg",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-base outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 [&_svg]:size-5 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

/** A titled group of items (the Resources menu's audiences): its label is read with its items. */
export const DropdownMenuGroup = MenuPrimitive.Group;

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn("px-3 pt-2 pb-1 text-sm font-bold text-muted", className)}
      {...props}
    />
  );
}
