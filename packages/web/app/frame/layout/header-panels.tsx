/**
 * The header's popovers (header-popovers.ts), which work from the first paint and without
 * scripts: the buttons that open them are plain `popovertarget` buttons.
 * - Emergency Help: "Need help right now?", that this site cannot send anyone, the three urgent
 *   lines, **Call 112** and **Call Tele-MANAS 14416** side by side, and a way to the page for
 *   someone thinking about ending their life.
 * - Search: a plain GET form to /search (/hi/search on a Hindi page), which the server answers. Hydrated, the Search
 *   buttons open the search dialog instead (search-launcher.tsx, mobile-menu.tsx).
 * Escape, a tap outside or Close shuts one, and focus returns to the button that opened it;
 * opening one moves focus to its heading or its search box (autofocus).
 *
 * Prerendered markup kept as a static island (site-header.tsx): no page downloads this code.
 */
import { Link } from "react-router";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { CallButtons } from "../../ui/call-buttons.tsx";
import { CrisisLines } from "../../ui/crisis-lines.tsx";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { useNoticeTexts } from "../../ui/use-notice-texts.ts";
import { emergencyHelpTitleId, popoverIds } from "../../ui/header-popovers.ts";
import { popoverPanelClass } from "./popover-panel.ts";
import { LanguagePanel } from "./language-panel.tsx";

export default function HeaderPanels() {
  return (
    <>
      <div
        id={popoverIds.emergencyHelp}
        popover="auto"
        role="dialog"
        aria-labelledby={emergencyHelpTitleId}
        className={cn(popoverPanelClass, "border-2 border-rose-700")}
      >
        <EmergencyHelpLines />
      </div>
      <div
        id={popoverIds.search}
        popover="auto"
        className={cn(popoverPanelClass, "border border-line")}
      >
        <SearchForm />
      </div>
      <LanguagePanel />
    </>
  );
}

function EmergencyHelpLines() {
  const { m, href } = useI18n();
  const notice = useNoticeTexts().notices.emergencyHelp;
  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-2">
        <h2
          id={emergencyHelpTitleId}
          tabIndex={-1}
          autoFocus
          className="pt-1.5 text-xl font-bold text-rose-700"
        >
          {notice.title}
        </h2>
        <button
          type="button"
          popoverTarget={popoverIds.emergencyHelp}
          popoverTargetAction="hide"
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sunken hover:text-ink"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only">{m.layout.close}</span>
        </button>
      </div>
      <p>{notice.description}</p>
      {notice.footnote ? <p className="font-semibold">{notice.footnote}</p> : null}
      <CrisisLines compact />
      <CallButtons links={notice.links} className="mt-2" />
      <p className="mt-2">
        {m.layout.suicidalThoughtsPrompt}{" "}
        <Link
          to={href("/help-for-suicidal-thoughts")}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {m.layout.suicidalThoughtsLink}
        </Link>
      </p>
    </div>
  );
}

function SearchForm() {
  const { m, href } = useI18n();
  return (
    <form
      action={href("/search")}
      method="get"
      role="search"
      aria-label={m.layout.searchForm}
      className="grid gap-2"
    >
      <label htmlFor="site-search-q" className="font-semibold">
        {m.layout.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id="site-search-q"
          type="search"
          name="q"
          autoFocus
          enterKeyHint="search"
          className="min-h-11 min-w-0 flex-1 rounded-full border-2 border-line bg-surface px-4 text-ink"
        />
        <Button type="submit" size="sm">
          <Icon name="search" />
          {m.layout.search}
        </Button>
      </div>
    </form>
  );
}
