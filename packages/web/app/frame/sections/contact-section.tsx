import { Icon } from "../../ui/icons.tsx";
import type { ReactNode } from "react";
import { HoneypotField } from "../../ui/honeypot-field.tsx";
import { Link, useLocation } from "react-router";
import type { Section } from "../../content/types.ts";
import { useI18n } from "../../i18n/context.tsx";
import { unlocalizedPath } from "../../i18n/locales.ts";
import { ContactLines } from "../../ui/contact-details.tsx";
import { SupportHoursList } from "../../ui/support-hours-list.tsx";
import { UrgentHelpBlock } from "../../ui/crisis-lines.tsx";
import { Button, buttonVariants } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base aria-invalid:border-rose-700";

/** A field's error line: empty (and taking no room) until the form's sending code fills it. */
function ErrorLine({ name }: { name: string }) {
  return (
    <p
      id={`contact-${name}-error`}
      data-error-for={name}
      className="mt-1 font-semibold text-rose-700 empty:hidden"
    />
  );
}

function Field({
  name,
  label,
  control,
}: {
  name: string;
  label: string;
  control: (props: {
    id: string;
    name: string;
    "aria-describedby": string;
    className: string;
  }) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="font-semibold">
        {label}
      </label>
      {control({
        id: `contact-${name}`,
        name,
        "aria-describedby": `contact-${name}-error`,
        className: fieldClass,
      })}
      <ErrorLine name={name} />
    </div>
  );
}

/**
 * The home and /contact form: a request of the kind "message" to the service desk (issue 23). Plain
 * markup in a static island (section-view.tsx): without JavaScript the form posts to the desk, whose
 * 303 leads to the thank-you page with the reference (or to the full request form, saying what was
 * wrong); with it, the island hands the form to features/desk/contact-submit.ts, fetched only then, which
 * checks it, says each mistake in the error line beside its field (`data-error-for`), and sends it
 * with the signed-in person's session. So the page's first load carries no code for it. No field
 * is `required`: that would stop the form with the browser's own words before ours.
 */
export function ContactForm() {
  const { locale, m, href } = useI18n();
  const { pathname } = useLocation();
  return (
    <form
      method="post"
      action="/api/desk/requests"
      aria-label={m.sections.contactForm}
      data-desk-form=""
      data-live="contact"
      className="grid gap-4"
    >
      {/* The error summary (GOV.UK's pattern): empty, and taking no room, until a send fails;
          features/desk/contact-submit.ts then writes "There is a problem", the mistakes as links to their
          fields and that nothing was sent, and moves the focus here. */}
      <div
        data-error-summary=""
        role="alert"
        tabIndex={-1}
        className="scroll-mt-24 rounded-xl border-2 border-rose-700 bg-rose-100 p-3 font-semibold empty:hidden"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="name"
          label={m.sections.name}
          control={(props) => (
            <input {...props} aria-required="true" autoComplete="name" maxLength={100} />
          )}
        />
        <Field
          name="email"
          label={m.sections.email}
          control={(props) => (
            <input {...props} type="email" autoComplete="email" maxLength={254} />
          )}
        />
      </div>
      <Field
        name="phone"
        label={m.sections.phone}
        control={(props) => (
          <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
        )}
      />
      <p className="-mt-2 text-muted">{m.sections.contactHint}</p>
      <Field
        name="subject"
        label={m.sections.subject}
        control={(props) => <input {...props} maxLength={150} />}
      />
      <Field
        name="message"
        label={m.sections.message}
        control={(props) => <textarea {...props} aria-required="true" rows={5} maxLength={4000} />}
      />
      {/* SPEC's support type, Student first and chosen: the desk's queue routes by it. */}
      <fieldset id="contact-support_type">
        <legend className="font-semibold">{m.sections.supportType}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {(["student", "patient", "general"] as const).map((type) => (
            <label key={type} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="support_type"
                value={type}
                defaultChecked={type === "student"}
                className="size-6 accent-brand-700"
              />
              {m.sections.supportTypes[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="flex items-start gap-3 font-semibold">
          <input
            id="contact-consent"
            type="checkbox"
            name="consent"
            value="yes"
            aria-required="true"
            aria-describedby="contact-consent-error"
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
          />
          <span>{m.sections.consent}</span>
        </label>
        <p className="mt-1 pl-8">
          <a
            href={href("/privacy")}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {m.sections.privacy}
            <span className="sr-only"> {m.sections.newTab}</span>
          </a>
        </p>
        <ErrorLine name="consent" />
      </div>
      <HoneypotField label={m.sections.honeypot} />
      <input type="hidden" name="kind" value="message" />
      <input type="hidden" name="locale" value={locale} />
      {/* The page it is on ("/contact", or "/" for the home page), without a trailing slash. */}
      <input
        type="hidden"
        name="source"
        value={unlocalizedPath(pathname).replace(/(.)\/+$/, "$1")}
      />
      <Button type="submit" className="justify-self-start" data-pending-label={m.sections.sending}>
        {m.sections.send}
      </Button>
    </form>
  );
}

/** The request form's address for a kind, from this page (config/request-kinds.ts `requestHref`, kept small here). */
function requestLink(kind: string, source: string, chat: boolean) {
  const query = new URLSearchParams({ kind, ...(chat ? { chat: "1" } : {}), source });
  return `/request?${query}`;
}

/**
 * The quick actions: each opens the request form for its kind. The first is a message, which the
 * form says is read at once while someone is on the desk; prerendered, this page cannot know
 * whether anyone is, so it is not called Live Chat here (issue 32; the floating help asks the desk).
 */
const quickActions = [
  { label: "leaveMessage", kind: "message", chat: true, icon: "message-circle" },
  { label: "bookAppointment", kind: "counselling", chat: false, icon: "calendar-check" },
  { label: "joinSupportGroup", kind: "support-group", chat: false, icon: "users" },
] as const;

export function ContactSection({ heading, intro }: Extract<Section, { kind: "contact" }>) {
  const { m, href } = useI18n();
  const source = unlocalizedPath(useLocation().pathname).replace(/(.)\/+$/, "$1");
  return (
    <SectionShell id="contact" heading={heading} intro={intro} className="scroll-mt-20">
      {/* The ways to reach us come first, in the page as on the screen: placed first by CSS
          order, they would push the form off the screen as they arrived on a slow connection. */}
      <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr]">
        <div className="grid content-start gap-5">
          <Card>
            <h3 className="text-lg font-bold">{m.sections.contactDetails}</h3>
            <ContactLines />
            <SupportHoursList />
          </Card>
          <Card>
            <h3 className="text-lg font-bold">{m.sections.quickActions}</h3>
            <div className="grid gap-2">
              {quickActions.map((action) => (
                <Link
                  key={action.kind + String(action.chat)}
                  to={href(requestLink(action.kind, source, action.chat))}
                  className={buttonVariants({ variant: "secondary" })}
                >
                  <Icon name={action.icon} />
                  {m.sections[action.label]}
                </Link>
              ))}
            </div>
          </Card>
          <UrgentHelpBlock headingLevel={3} />
        </div>
        <Card>
          <ContactForm />
        </Card>
      </div>
    </SectionShell>
  );
}
