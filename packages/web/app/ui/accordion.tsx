/**
 * SPEC.md section 4: one item open at a time, and the open one can be closed again.
 * The WAI-ARIA accordion pattern (a heading holding a button with aria-expanded and
 * aria-controls, a labelled region), written out because it is this small: Radix's
 * accordion cost ~8 KiB gzip on every page that has one. Closed panels keep their
 * text in the HTML (hidden), so prerendered pages carry it for search and indexing.
 */
import { Icon } from "./icons.tsx";
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { cn } from "../lib/cn.ts";

type AccordionState = { open: string | null; toggle: (value: string) => void };
const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(
  null,
);

function useItem() {
  const accordion = useContext(AccordionContext);
  const item = useContext(ItemContext);
  if (!accordion || !item)
    throw new Error("Accordion parts must be inside <Accordion> and <AccordionItem>");
  return {
    ...item,
    isOpen: accordion.open === item.value,
    toggle: () => accordion.toggle(item.value),
  };
}

export function Accordion({ className, children, ...props }: ComponentProps<"div">) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div data-slot="accordion" className={className} {...props}>
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export function AccordionItem({
  value,
  className,
  ...props
}: ComponentProps<"div"> & { value: string }) {
  const id = useId();
  const { open } = useContext(AccordionContext) ?? { open: null };
  return (
    <ItemContext.Provider value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div
        data-slot="accordion-item"
        data-state={open === value ? "open" : "closed"}
        className={cn("border-b border-line last:border-b-0", className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

/** Up and Down move between an accordion's headers, Home and End to its first and last. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-slot="accordion"]');
  if (!root) return;
  const triggers = [
    ...root.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]'),
  ].filter((trigger) => trigger.closest('[data-slot="accordion"]') === root);
  const index = triggers.indexOf(event.currentTarget);
  const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: triggers.length - 1 }[
    event.key
  ];
  if (target === undefined) return;
  event.preventDefault();
  triggers[(target + triggers.length) % triggers.length]?.focus();
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<"button"> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { triggerId, panelId, isOpen, toggle } = useItem();
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-state={isOpen ? "open" : "closed"}
        data-slot="accordion-trigger"
        className={cn(
          "group flex min-h-12 flex-1 items-center justify-between gap-4 py-4 text-left text-lg font-semibold hover:text-brand-700",
          className,
        )}
        onClick={toggle}
        onKeyDown={moveFocus}
        {...props}
      >
        {children}
        <Icon
          name="chevron-down"
          className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </Heading>
  );
}

export function AccordionContent({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  const { triggerId, panelId, isOpen } = useItem();
  return (
    <div
      id={panelId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!isOpen}
      data-slot="accordion-content"
      data-state={isOpen ? "open" : "closed"}
    >
      <div className={cn("space-y-3 pb-5", className)}>{children}</div>
    </div>
  );
}
