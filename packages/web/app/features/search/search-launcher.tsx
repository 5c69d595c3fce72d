/**
 * The header's Search button and the `/` shortcut. The dialog, Pagefind and the
 * index load only when search first opens (a hover or focus starts the download).
 * The mobile menu opens the same dialog with `openSearch()`.
 *
 * Until the scripts have run (or where they never do), the button opens a popover with
 * a plain GET form to /search instead (layout/header-panels.tsx), as does the mobile
 * menu's Search.
 */
import { Icon } from "../../ui/icons.tsx";
import { lazy, Suspense, useEffect, useState } from "react";
import { useI18n } from "../../i18n/context.tsx";
import { cn } from "../../lib/cn.ts";
import { popoverIds } from "../../ui/header-popovers.ts";
import { Button } from "../../ui/button.tsx";

const loadDialog = () => import("./search-dialog.tsx");
const SearchDialog = lazy(loadDialog);
const OPEN_EVENT = "saathi:open-search";

/** Opens the search dialog from anywhere (the mobile menu's Search item). */
export function openSearch() {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function SearchLauncher({ className }: { className?: string }) {
  const { m } = useI18n();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Hydrated: the button opens the dialog, and no longer names the form's popover.
  const [enhanced, setEnhanced] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };

  useEffect(() => {
    setEnhanced(true);
    const open = () => {
      setUsed(true);
      setOpen(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key !== "/" ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        isTyping(event.target)
      )
        return;
      event.preventDefault();
      open();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_EVENT, open);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_EVENT, open);
    };
  }, []);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn("px-3", className)}
        aria-keyshortcuts="/"
        popoverTarget={enhanced ? undefined : popoverIds.search}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          event.preventDefault(); // not the form's popover: the dialog
          show();
        }}
      >
        <Icon name="search" />
        {/* The magnifier alone: the desktop header has no room for the word beside the nav and the account. */}
        <span className="sr-only">{m.search.open}</span>
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
