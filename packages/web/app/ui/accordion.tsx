/**
 * SPEC.md section 4: one item open at a time, and the open one can be closed again.
 * Native disclosure elements: each item is a `<details>`, and the items of one accordion share a
 * `name`, which makes the browser close the open one when another opens (exclusive accordions:
 * Chromium 120, Safari 17.2, Firefox 130; an older browser lets several stay open, nothing worse).
 * So an accordion works from the prerendered HTML before and without JavaScript, needs no code of
 * its own in the browser (its section stays a static island, frame/static-island.tsx), opens with
 * Enter or Space on its summary, and announces expanded or collapsed by itself. Closed items keep
 * their text in the HTML, so search and find-in-page reach it (Chromium opens a closed item for a
 * match in it).
 */
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { Icon } from "./icons.tsx";
import { cn } from "../lib/cn.ts";

/** The `name` the items of one accordion share. */
const GroupName = createContext<string | undefined>(undefined);

export function Accordion({ className, children, ...props }: ComponentProps<"div">) {
  const name = useId();
  return (
    <GroupName value={name}>
      <div data-slot="accordion" className={className} {...props}>
        {children}
      </div>
    </GroupName>
  );
}

export function AccordionItem({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <details
      name={useContext(GroupName)}
      data-slot="accordion-item"
      className={cn("group/item border-b border-line last:border-b-0", className)}
    >
      {children}
    </details>
  );
}

/** The item's summary: its title as a heading (for heading navigation), and a chevron that turns when open. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: {
  className?: string;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold hover:text-brand-700 [&::-webkit-details-marker]:hidden",
        className,
      )}
    >
      <Heading>{children}</Heading>
      <Icon
        name="chevron-down"
        className="size-5 shrink-0 text-muted transition-transform duration-200 group-open/item:rotate-180 motion-reduce:transition-none"
      />
    </summary>
  );
}

export function AccordionContent({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div data-slot="accordion-content" className={cn("space-y-3 pb-5", className)}>
      {children}
    </div>
  );
}
