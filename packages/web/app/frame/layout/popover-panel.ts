/**
 * A header popover's panel (Emergency Help, search, the language menu): below the header, full
 * width on a phone, at the right from 640 px. Apart from ui/header-popovers.ts, which the start-up
 * code carries: these classes travel with the panels' own code.
 */
export const popoverPanelClass =
  "fixed inset-x-2 top-[4.5rem] bottom-auto m-0 ms-auto h-auto max-h-[calc(100dvh-5rem)] w-auto max-w-md overflow-y-auto rounded-[var(--radius-card)] bg-surface p-4 text-ink shadow-lg sm:right-6";
