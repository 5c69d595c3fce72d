/**
 * Issue 36: the language menu's panel, a native popover the header's button opens
 * (`popovertarget`, language-switch.tsx), so it works without scripts; one of the header's
 * prerendered panels (header-panels.tsx). (Put in the footer's island instead, it made every
 * page's simulated LCP 150 ms later in the Lighthouse check: measured, 1,205 ms against 1,055.)
 */
import { Link } from "react-router";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { popoverIds } from "../../ui/header-popovers.ts";
import { popoverPanelClass } from "./popover-panel.ts";
import { Icon } from "../../ui/icons.tsx";
import { LanguageLinks } from "./language-links.tsx";

export function LanguagePanel() {
  return (
    <div
      id={popoverIds.languages}
      popover="auto"
      role="dialog"
      aria-labelledby={languagesTitleId}
      className={cn(popoverPanelClass, "border border-line")}
    >
      <LanguageChoices />
    </div>
  );
}

const languagesTitleId = "language-menu-title";

/** Issue 36: this page in each of the site's languages, and a request for another. */
function LanguageChoices() {
  const { m, href } = useI18n();
  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-2">
        <h2 id={languagesTitleId} className="pt-1.5 text-xl font-bold">
          {m.layout.languageMenuHeading}
        </h2>
        <button
          type="button"
          popoverTarget={popoverIds.languages}
          popoverTargetAction="hide"
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sunken hover:text-ink"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only">{m.layout.close}</span>
        </button>
      </div>
      <ul className="grid gap-1">
        <LanguageLinks linkClass="inline-flex min-h-11 w-full items-center rounded-full px-3 text-lg font-semibold text-ink hover:bg-sunken" />
      </ul>
      <p className="mt-2 text-muted">
        <Link
          to={href("/request?kind=message")}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {m.layout.requestLanguage}
        </Link>
      </p>
    </div>
  );
}
