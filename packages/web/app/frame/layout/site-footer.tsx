import { Icon } from "../../ui/icons.tsx";
import { Link } from "react-router";
import { HoneypotField } from "../../ui/honeypot-field.tsx";
import { site } from "../../config/site.ts";
import { footerColumns } from "../../content/footer-links.ts";
import { useI18n } from "../../i18n/context.tsx";
import { localDigits } from "../../lib/digits.ts";
import { ContactLines } from "../../ui/contact-details.tsx";
import { UrgentHelpBlock } from "../../ui/crisis-lines.tsx";
import { Button } from "../../ui/button.tsx";
import { Brand } from "./site-header.tsx";

/** A footer link: underlined, as links are, and a 44 px tap target. */
const footerLinkClass =
  "inline-flex min-h-11 items-center rounded text-ink underline underline-offset-4 hover:text-brand-700";

/**
 * The site's footer. The root layout shows it as a static island
 * (frame/static-island.tsx): its Top button says what it does in a data attribute,
 * which the island acts on, so the footer needs no code in the browser.
 * Its words and links are the page's language's.
 */
export function SiteFooter() {
  const { m, href, locale } = useI18n();
  return (
    <footer className="mt-16 border-t border-line bg-sunken">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="space-y-4">
          <Brand />
          <p className="max-w-prose text-ink">{m.site.blurb}</p>
          <ContactLines />
          <p>
            <Link
              to={href("/contact")}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {m.footer.allWaysToReachUs}
            </Link>
          </p>
          <UrgentHelpBlock heading={m.layout.urgentHelp} />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerColumns.map((column) => (
            <div key={column.id}>
              <h2 className="mb-3 font-bold">{m.footer.columns[column.id]}</h2>
              <ul className="space-y-1">
                {column.entries.map((entry) => (
                  <li key={entry.id}>
                    <Link to={href(entry.href)} className={footerLinkClass}>
                      {m.footer.entries[entry.id]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 border-t border-line px-4 py-8 sm:px-6 md:grid-cols-2 md:items-end">
        {/* The weekly email of new guides: a plain form to the service desk, which mails a link to
            confirm first (double opt-in) and answers with a page (303), so it needs no script.
            A mistake comes back on /subscribe in the page's words (not the browser's: no
            `required`, which would stop the post with the browser's own message). */}
        <form className="space-y-2" method="post" action="/api/desk/subscriptions">
          <label htmlFor="newsletter-email" className="block font-bold">
            {m.footer.newsletterLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="newsletter-email"
              name="email"
              type="email"
              aria-required="true"
              autoComplete="email"
              placeholder={m.footer.emailPlaceholder}
              className="min-h-11 flex-1 rounded-full border-2 border-line bg-surface px-4 text-base"
            />
            <Button type="submit">{m.footer.subscribe}</Button>
          </div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="consent"
              value="yes"
              aria-required="true"
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <span>{m.footer.newsletterConsent}</span>
          </label>
          <p>
            <Link to={href("/subscribe")} className={footerLinkClass}>
              {m.footer.newsletterMore}
            </Link>
          </p>
          <HoneypotField label={m.sections.honeypot} />
          <input type="hidden" name="locale" value={locale} />
        </form>
        {/* Only the profiles the deployer has set (config/site.ts `people.social`): none, no row. */}
        {site.people.social.length ? (
          <ul
            aria-label={m.footer.followUs}
            className="flex flex-wrap items-center gap-2 md:justify-end"
          >
            {site.people.social.map((profile) => (
              <li key={profile.url}>
                <a href={profile.url} rel="me noopener" className={footerLinkClass}>
                  {profile.network}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* The help bar's room below the footer is the body's (app.css), not the footer's. */}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 border-t border-line px-4 py-6 sm:px-6">
        <p className="text-muted">
          {m.footer.copyright(localDigits(site.copyrightYear, locale), site.name)}
        </p>
        <Button variant="secondary" size="sm" data-action="top">
          <Icon name="arrow-up" />
          {m.footer.top}
        </Button>
      </div>
    </footer>
  );
}
