/** The frame a desk page's body sits in, with the desk's words for the components inside. */
import type { ReactNode } from "react";
import { DeskMessagesProvider } from "./desk-messages.tsx";
import type { DeskMessages } from "../../i18n/desk.ts";

export function DeskPageFrame({ t, children }: { t: DeskMessages; children: ReactNode }) {
  return (
    <DeskMessagesProvider messages={t}>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">{children}</div>
    </DeskMessagesProvider>
  );
}
