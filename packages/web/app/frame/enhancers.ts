/**
 * Controls in static markup whose behaviour loads on first use: a button with
 * `data-enhance="<name>"` inside a static island (static-island.tsx) renders the component named
 * here when pressed, fetching its code (which then fetches its words) only then, so a page that
 * offers it carries nothing of it in its first load but this line.
 */
import { lazy, type ComponentType } from "react";

export type EnhancerProps = { control: HTMLElement };

export const enhancers: Record<string, ComponentType<EnhancerProps>> = {
  // The exam calendar's "Email me a reminder".
  reminder: lazy(() => import("../features/reminders/reminder-dialog.tsx")),
};
