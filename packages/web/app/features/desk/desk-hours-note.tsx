/**
 * Beside every service button (a link to the request form for a kind, in a page's call to action):
 * the desk's hours and reply promise, before the person chooses (issue 32). The hours come from the
 * site config and are in the prerendered page; when a reply would come, which depends on the moment
 * and on whether someone is on the desk, is filled in by desk-hours-live.ts from the desk's
 * `/api/desk/status` as it comes near the screen (`data-wake`, static-island.tsx). A service that is
 * offered at night says what the desk does and does not do then, and gives the 24-hour lines.
 */
import { site } from "../../config/site.ts";
import { urgentLine } from "../../content/urgent-help.ts";
import { useI18n } from "../../i18n/context.tsx";
import { unlocalizedPath } from "../../i18n/locales.ts";
import { localDigits } from "../../lib/digits.ts";
import { describeHours, hoursInIstWords } from "../../lib/support-hours.ts";

/** The kinds of request for help a family may need at night (/personal-support, the ICU guide). */
const NIGHT_KINDS = new Set(["night-attendant", "ward-support"]);

/** The kind a request-form link asks for ("/request?kind=ward-support&...", in any language), if it is one. */
export function requestKindOf(href: string): string | undefined {
  const [path = "", query = ""] = href.split("?");
  if (unlocalizedPath(path) !== "/request") return undefined;
  return new URLSearchParams(query).get("kind") ?? undefined;
}

export function DeskHoursNote({ kind }: { kind: string }) {
  const { m, locale } = useI18n();
  const words = m.sections;
  const hours = describeHours(site.contact.hours, m.contact, locale);
  const ist = hoursInIstWords(site.contact.hours, m.contact, locale);
  const line = (id: "emergency" | "tele-manas", label: string) => {
    const { number, tel } = urgentLine(id);
    return (
      <a href={`tel:${tel}`} className="underline underline-offset-4">
        <span className="font-semibold whitespace-nowrap">{number}</span> ({label})
      </a>
    );
  };
  return (
    <div className="mt-4 grid max-w-2xl gap-2 text-base" data-live="desk-hours" data-wake="">
      <p>
        {words.deskHours(hours.ist ?? hours.local, localDigits(site.desk.replyWithinHours, locale))}
      </p>
      <p data-desk-reply role="status" className="font-semibold empty:hidden" />
      {NIGHT_KINDS.has(kind) ? (
        <>
          <p>
            <strong>{words.nightTitle}: </strong>
            {words.night(ist.closes, ist.opens)}
          </p>
          <p>
            {words.nightLines} {line("emergency", words.nightEmergency)},{" "}
            {line("tele-manas", words.nightTeleManas)}.
          </p>
        </>
      ) : null}
    </div>
  );
}
