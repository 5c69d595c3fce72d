/**
 * The desk's words for its components: a desk page's route gives them from its own data (its
 * loader picked the page's language at build time); other screens load them (i18n/desk.ts).
 * Components read them with `useDesk()`.
 */
import { createContext, Fragment, use, type ReactNode } from "react";
import { useI18n } from "../../i18n/context.tsx";
import type { DeskMessages } from "../../i18n/desk.ts";

const DeskMessagesContext = createContext<DeskMessages | null>(null);

export function DeskMessagesProvider({
  messages,
  children,
}: {
  messages: DeskMessages;
  children: ReactNode;
}) {
  return <DeskMessagesContext value={messages}>{children}</DeskMessagesContext>;
}

/** The desk's words with the page's language and link maker. Throws outside a provider. */
export function useDesk() {
  const i18n = useI18n();
  const t = use(DeskMessagesContext);
  if (!t) throw new Error("useDesk needs a <DeskMessagesProvider> above it");
  return { ...i18n, t };
}

/** A sentence with values: each `{name}` in `template` becomes `values[name]`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A sentence with elements in it (a link, say): each `{name}` becomes `slots[name]`. */
export function fillNodes(template: string, slots: Record<string, ReactNode>): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 === 1 ? <Fragment key={i}>{slots[part] ?? `{${part}}`}</Fragment> : part,
    );
}
