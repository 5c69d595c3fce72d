import { Icon } from "../icons.tsx";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { AccountControls } from "../../auth/account-controls.tsx";
import { contactNav, primaryNav, resourcesNav } from "../../content/navigation.ts";
import { notify } from "../../lib/toast-store.ts";
import { UrgentHelpBlock } from "../crisis-lines.tsx";
import { openSearch } from "../search/search-launcher.tsx";
import { Button } from "../ui/button.tsx";

const linkClass = "flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold hover:bg-sunken";

/**
 * The small-screen menu: a disclosure that lists the header's links. It closes
 * when a link is picked, and on Escape, which also returns focus to the toggle.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => setOpen(false);

  return (
    <div className="lg:hidden">
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <Icon name="x" /> : <Icon name="menu" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            close();
            toggleRef.current?.focus();
          }
        }}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-canvas px-4 pt-2 pb-6 shadow-lg sm:px-6"
      >
        <ul className="grid gap-1">
          <li>
            <button
              type="button"
              className={`${linkClass} w-full gap-2`}
              onClick={() => {
                close();
                openSearch();
              }}
            >
              <Icon name="search" className="size-5" />
              Search
            </button>
          </li>
          {primaryNav.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={linkClass} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <p className="px-3 pt-3 pb-1 text-sm font-bold tracking-wide text-muted uppercase" id={`${panelId}-resources`}>
              Resources
            </p>
            <ul aria-labelledby={`${panelId}-resources`} className="grid gap-1">
              {resourcesNav.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={`${linkClass} pl-6 font-medium`} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          <li>
            <Link to={contactNav.href} className={linkClass} onClick={close}>
              {contactNav.label}
            </Link>
          </li>
        </ul>
        <div className="mt-4 border-t border-line pt-4">
          {/* Only while open, so the header holds one account area at a time. */}
          {open ? <AccountControls layout="stacked" onNavigate={close} /> : null}
        </div>
        <Button
          variant="urgent"
          className="mt-4 w-full"
          onClick={() => {
            close();
            notify((texts) => texts.notices.emergencyHelp);
          }}
        >
          <Icon name="siren" />
          Emergency Help
        </Button>
        <UrgentHelpBlock heading="Urgent help" landmark={false} className="mt-4" />
      </nav>
    </div>
  );
}
