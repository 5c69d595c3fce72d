/**
 * Controls in static markup whose behaviour loads on first use: a button with
 * `data-enhance="<name>"` inside a static island (static-island.tsx) renders the component named
 * here when pressed, fetching its code (and its words) only then, so a page that offers it carries
 * nothing of it in its first load. The component gets the pressed control, to read its `data-*`
 * and to give focus back to.
 */
import { lazy, type ComponentType } from "react";
import { loadReminderMessages } from "../i18n/reminders.ts";
import { localeOfPath } from "../i18n/locales.ts";

export type EnhancerProps = { control: HTMLElement };

export const enhancers: Record<string, ComponentType<EnhancerProps>> = {
  // The exam calendar's "Email me a reminder": its dialog and its words, side by side.
  reminder: lazy(() =>
    Promise.all([
      import("../reminders/reminder-dialog.tsx"),
      loadReminderMessages(localeOfPath(window.location.pathname)),
    ]).then(([module]) => module),
  ),
};
