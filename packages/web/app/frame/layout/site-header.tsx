import { Icon } from "../../ui/icons.tsx";
import { Link, NavLink } from "react-router";
import { AccountControls } from "../../features/accounts/account-controls.tsx";
import { SITE_NAME } from "../../config/brand.ts";
import { contactNav, primaryNav } from "../../content/navigation.ts";
import { cn } from "../../lib/cn.ts";
import { OnDemandMenu } from "../../ui/on-demand-menu.tsx";
import { SearchLauncher } from "../../features/search/search-launcher.tsx";
import { notify } from "../../lib/toast-store.ts";
import { StaticIsland } from "../static-island.tsx";
import { onDemand } from "../../ui/on-demand.tsx";
import { Button } from "../../ui/button.tsx";
import { popoverIds, supportsPopover } from "../../ui/header-popovers.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { LanguageMenuButton } from "./language-switch.tsx";
import { useI18n } from "../../i18n/context.tsx";

// Emergency Help's lines and the plain search form: prerendered, never downloaded (header-panels.tsx).
const HeaderPanels = onDemand(() => import("./header-panels.tsx").then((m) => m.default));

const loadResourcesMenu = () => import("./resources-menu.tsx").then((m) => m.default);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-full px-2.5 font-semibold xl:px-3 hover:bg-sunken",
    isActive ? "text-brand-700" : "text-ink",
  );

export function Brand() {
  const { href } = useI18n();
  return (
    <Link
      to={href("/")}
      className="flex min-h-11 items-center gap-2 rounded-lg text-xl font-extrabold text-brand-800"
    >
      <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-600 text-white">
        <Icon name="heart-handshake" className="size-5" />
      </span>
      {/* Below 360 px the mark alone, so the phone header has room for the language switch (app.css). */}
      <span>{SITE_NAME}</span>
    </Link>
  );
}

export function SiteHeader() {
  const { locale, m, href } = useI18n();
  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-canvas/95 backdrop-blur"
      onClick={(event) => {
        // A page of this site picked in a popover opens in place (the islands route it): close it.
        const popover = (event.target as Element).closest('a[href^="/"]')?.closest("[popover]");
        if (popover instanceof HTMLElement && supportsPopover()) popover.hidePopover();
      }}
    >
      {/* Tighter gaps below 360 px so the row fits a 320 px phone, and narrow nav links and gaps
          so that at 1024 and 1280 px the row has room to spare (issue 30). Whatever font draws the
          language's name, the row wraps rather than scroll sideways or push Emergency Help off the
          screen (app.css). */}
      <div
        data-header-row=""
        className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-2 px-4 min-[360px]:gap-4 sm:px-6 lg:gap-2 xl:gap-3"
      >
        <Brand />
        <nav aria-label={m.layout.mainNav} className="hidden items-center gap-1 lg:flex">
          {primaryNav.map((link) => (
            <NavLink
              key={link.href}
              to={href(link.href)}
              end
              className={navLinkClass}
              prefetch="intent"
            >
              {m.nav[link.id]}
            </NavLink>
          ))}
          <OnDemandMenu
            load={loadResourcesMenu}
            trigger={
              <button className="group inline-flex min-h-11 items-center gap-1 rounded-full px-2.5 font-semibold xl:px-3 hover:bg-sunken">
                {m.layout.resources}
                <Icon
                  name="chevron-down"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </button>
            }
          />
          <Link to={href(contactNav.href)} className={navLinkClass({ isActive: false })}>
            {m.nav[contactNav.id]}
          </Link>
        </nav>
        <div className="flex items-center gap-1 min-[360px]:gap-2 lg:gap-1">
          {/* Phones reach search from the menu (or with "/"). */}
          <SearchLauncher className="max-sm:hidden" />
          {/* On phones too (issues 30, 36): the page's language, named in itself; it opens the menu. */}
          <LanguageMenuButton />
          <div className="hidden lg:block">
            <AccountControls />
          </div>
          {/* Opens the urgent lines with no script at all (header-panels.tsx); a browser
              without popovers ignores popovertarget, and gets the same words as a notice. */}
          <Button
            variant="urgent"
            size="compact"
            className="max-[359px]:px-2"
            popoverTarget={popoverIds.emergencyHelp}
            onClick={() => {
              if (!supportsPopover()) void notify(locale, (texts) => texts.notices.emergencyHelp);
            }}
          >
            <Icon name="siren" className="max-[389px]:hidden" />
            <span>
              {/* "Help" shows where there is room: not on phones, nor beside the 1024-1279 px nav. */}
              {m.layout.emergency}
              <span className="max-sm:sr-only lg:max-xl:sr-only">
                {m.layout.emergencyHelpSuffix}
              </span>
            </span>
          </Button>
          <MobileMenu />
        </div>
      </div>
      <StaticIsland component={HeaderPanels} props={{}} />
    </header>
  );
}
