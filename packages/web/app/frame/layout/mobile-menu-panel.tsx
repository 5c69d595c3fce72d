/**
 * What the mobile menu lists (mobile-menu.tsx): the header's links and search, the Resources by
 * audience, then Emergency Help and the urgent-help lines (the account controls go first, above
 * the links: issue 30).
 * Plain markup that works without scripts: Search and Emergency Help open the header's
 * popovers by `popovertarget` (hydrated, the menu turns Search into the search dialog).
 */
import { Link } from "react-router";
import { contactNav, primaryNav } from "../../content/navigation.ts";
import { resourceGroups } from "../../content/resources-nav.ts";
import { useI18n } from "../../i18n/context.tsx";
import { UrgentHelpBlock } from "../../ui/crisis-lines.tsx";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { popoverIds } from "../../ui/header-popovers.ts";
import { localeInfo } from "../../i18n/locales.ts";
import { followLanguageLinks } from "./language-choice.ts";

const linkClass =
  "flex min-h-12 items-center rounded-lg px-3 text-lg font-semibold hover:bg-sunken";

export function MenuLinks() {
  const { locale, m, href } = useI18n();
  return (
    <ul className="grid gap-1">
      <li>
        <button
          type="button"
          popoverTarget={popoverIds.search}
          data-open-search=""
          className={`${linkClass} w-full gap-2`}
        >
          <Icon name="search" className="size-5" />
          {m.layout.search}
        </button>
      </li>
      <li>
        {/* Opens the language menu (issue 36), as the header's button does. */}
        <button
          type="button"
          popoverTarget={popoverIds.languages}
          onClick={followLanguageLinks}
          className={`${linkClass} w-full gap-2`}
        >
          <Icon name="languages" className="size-5" />
          {`${m.layout.languageSwitchLabel}: ${localeInfo[locale].nativeName}`}
        </button>
      </li>
      {primaryNav.map((link) => (
        <li key={link.href}>
          <Link to={href(link.href)} className={linkClass}>
            {m.nav[link.id]}
          </Link>
        </li>
      ))}
      {/* The Resources, grouped by whom they are for (issue 30): the patient pages are here too. */}
      {resourceGroups.map((group) => (
        <li key={group.id}>
          <p
            className="px-3 pt-3 pb-1 text-sm font-bold tracking-wide text-muted uppercase"
            id={`mobile-menu-${group.id}`}
          >
            {m.layout.resourceGroups[group.id]}
          </p>
          <ul aria-labelledby={`mobile-menu-${group.id}`} className="grid gap-1">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link to={href(link.href)} className={`${linkClass} pl-6 font-medium`}>
                  {m.nav[link.id]}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
      <li>
        <Link to={href(contactNav.href)} className={linkClass}>
          {m.nav[contactNav.id]}
        </Link>
      </li>
    </ul>
  );
}

export function MenuHelp() {
  const { m } = useI18n();
  return (
    <>
      <Button variant="urgent" className="mt-4 w-full" popoverTarget={popoverIds.emergencyHelp}>
        <Icon name="siren" />
        {m.layout.emergencyHelp}
      </Button>
      <UrgentHelpBlock heading={m.layout.urgentHelp} landmark={false} className="mt-4" />
    </>
  );
}
