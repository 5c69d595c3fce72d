import { useEffect, useRef, useState } from "react";
import { AccountControls } from "../../features/accounts/account-controls.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { Icon } from "../../ui/icons.tsx";
import { openSearch } from "../../features/search/search-launcher.tsx";
import { StaticIsland } from "../static-island.tsx";
import { onDemand } from "../../ui/on-demand.tsx";
import { Button } from "../../ui/button.tsx";
import { popoverIds, supportsPopover } from "../../ui/header-popovers.ts";

// What the menu lists is prerendered markup kept as two static islands: no page downloads its code.
const MenuLinks = onDemand(() => import("./mobile-menu-panel.tsx").then((m) => m.MenuLinks));
const MenuHelp = onDemand(() => import("./mobile-menu-panel.tsx").then((m) => m.MenuHelp));

/**
 * The small-screen menu: a disclosure that lists the account (Sign in first), the header's
 * links, search, Emergency Help and the urgent-help lines.
 *
 * Until React has hydrated it (and where scripts never run) it is a native popover that
 * its toggle opens: Escape or a tap outside closes it, a link loads its page, app.css
 * swaps the toggle's icon and words. Hydrated, React owns it: `aria-expanded`, it closes
 * when a link is picked, and on Escape from the toggle or inside, which also returns focus to the
 * toggle; the account controls join it while it is open. A menu opened before hydration stays open.
 */
export function MobileMenu() {
  const { m } = useI18n();
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (supportsPopover() && navRef.current?.matches(":popover-open")) setOpen(true);
    setEnhanced(true);
  }, []);

  const close = () => setOpen(false);
  const toggle = () => {
    // Prerendered, the menu's markup is already there; rendered in the browser (tests), it
    // opens once its code has arrived, never empty.
    if (navRef.current?.querySelector("a")) setOpen((o) => !o);
    else void Promise.all([MenuLinks.preload(), MenuHelp.preload()]).then(() => setOpen((o) => !o));
  };

  return (
    <div
      className="lg:hidden"
      data-mobile-menu=""
      // Escape closes the open menu from its toggle as from inside it (as the native popover does
      // before hydration), and focus goes back to the toggle; not an Escape that a layer above
      // takes: the language panel (a popover) or a dialog (Radix's marks it defaultPrevented).
      onKeyDown={(event) => {
        if (
          !enhanced ||
          !open ||
          event.key !== "Escape" ||
          event.defaultPrevented ||
          document.querySelector("dialog[open]") ||
          (supportsPopover() && document.querySelector(":popover-open"))
        )
          return;
        close();
        toggleRef.current?.focus();
      }}
    >
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        popoverTarget={enhanced ? undefined : popoverIds.menu}
        aria-controls={popoverIds.menu}
        aria-expanded={enhanced ? open : undefined}
        onClick={() => {
          if (enhanced) toggle();
        }}
      >
        {enhanced ? (
          <>
            {open ? <Icon name="x" /> : <Icon name="menu" />}
            <span className="sr-only">{open ? m.layout.closeMenu : m.layout.openMenu}</span>
          </>
        ) : (
          <>
            <Icon name="menu" data-when="closed" />
            <Icon name="x" data-when="open" />
            <span className="sr-only" data-when="closed">
              {m.layout.openMenu}
            </span>
            <span className="sr-only" data-when="open">
              {m.layout.closeMenu}
            </span>
          </>
        )}
      </Button>
      <nav
        ref={navRef}
        id={popoverIds.menu}
        aria-label={m.layout.mobileNav}
        popover={enhanced ? undefined : "auto"}
        hidden={enhanced ? !open : undefined}
        onClickCapture={(event) => {
          if (!enhanced) return;
          const target = event.target as Element;
          if (target.closest("[data-open-search]")) {
            // The dialog, not the plain form's popover the markup names.
            event.preventDefault();
            close();
            openSearch();
          } else if (target.closest('a[href^="/"]')) close();
        }}
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-auto max-w-none overflow-y-auto border-0 border-b border-line bg-canvas px-4 pt-2 pb-6 text-ink shadow-lg sm:px-6"
      >
        {/* Sign in first, near the top (issue 30). Only while open, so the header holds one account
            area at a time; it needs scripts anyway. */}
        {enhanced && open ? (
          <div className="mb-2 border-b border-line pt-2 pb-4">
            <AccountControls layout="stacked" onNavigate={close} />
          </div>
        ) : null}
        <StaticIsland component={MenuLinks} props={{}} />
        <StaticIsland component={MenuHelp} props={{}} />
      </nav>
    </div>
  );
}
