/**
 * What the mobile menu lists once opened (mobile-menu.tsx): the header's links, search,
 * the account, Emergency Help and the urgent-help lines. Loaded on first use.
 */
import { Link } from "react-router";
import { AccountControls } from "../../auth/account-controls.tsx";
import { contactNav, primaryNav, resourcesNav } from "../../content/navigation.ts";
import { notify } from "../../lib/toast-store.ts";
import { UrgentHelpBlock } from "../crisis-lines.tsx";
import { Icon } from "../icons.tsx";
import { openSearch } from "../search/search-launcher.tsx";
import { Button } from "../ui/button.tsx";

const linkClass =
  "flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold hover:bg-sunken";

export default function MobileMenuPanel({
  panelId,
  close,
}: {
  panelId: string;
  close: () => void;
}) {
  return (
    <>
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
          <p
            className="px-3 pt-3 pb-1 text-sm font-bold tracking-wide text-muted uppercase"
            id={`${panelId}-resources`}
          >
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
        {/* Only while open (as this panel is), so the header holds one account area at a time. */}
        <AccountControls layout="stacked" onNavigate={close} />
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
    </>
  );
}
