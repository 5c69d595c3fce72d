import { Icon } from "../icons.tsx";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AuthMirror, useAuth, type AuthContextValue } from "../../auth/auth-provider.tsx";
import { hasStoredSession } from "../../auth/auth-storage.ts";
import type { Section } from "../../content/types.ts";
import { requestHref } from "../../desk/kinds.ts";
import { useAfterHydration } from "../../desk/server-slot.tsx";
import { useI18n } from "../../i18n/context.tsx";
import { unlocalizedPath } from "../../i18n/locales.ts";
import { ContactLines } from "../contact-details.tsx";
import { SupportHoursList } from "../support-hours-list.tsx";
import { UrgentHelpBlock } from "../crisis-lines.tsx";
import { Button, buttonVariants } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { SectionShell } from "./section-shell.tsx";

const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base aria-invalid:border-rose-700";

type FieldErrors = { field?: string; text: string }[];

/**
 * The home and /contact form: a request of the kind "message" to the service desk (issue 23). A
 * plain HTML form that posts to the desk (its 303 leads to the thank-you page with the reference,
 * or to the full request form with what was wrong); once the page's script runs, it is checked and
 * sent in place, with the signed-in person's session so the request joins their account. The
 * checks and words load only when the form is sent (desk/contact-submit.ts).
 */
export function ContactForm() {
  const { locale, m, href } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const after = useAfterHydration();
  const [errors, setErrors] = useState<FieldErrors>([]);
  const [pending, setPending] = useState(false);
  const [auth, setAuth] = useState<AuthContextValue | null>(null);
  const onAuth = useCallback((value: AuthContextValue) => setAuth(value), []);

  async function accessToken() {
    if (!auth?.user) return undefined;
    const { data } = await (await auth.client()).getSession();
    return data.session?.access_token;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    try {
      const { submitContactForm } = await import("../../desk/contact-submit.ts");
      const outcome = await submitContactForm(form, locale, accessToken);
      if (outcome.sent) {
        const query = new URLSearchParams({ ref: outcome.reference, t: outcome.token });
        await navigate(href(`/request/sent?${query}`));
        return;
      }
      setErrors(outcome.errors);
      const first = outcome.errors.find((error) => error.field)?.field;
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
    } catch {
      // The sending code could not load (offline, a new deployment): send the form as a page.
      form.submit();
    } finally {
      setPending(false);
    }
  }

  const errorOf = (field: string) => errors.find((error) => error.field === field);
  const field = (name: string, label: string, control: (described: object) => ReactNode) => {
    const error = errorOf(name);
    return (
      <div>
        <label htmlFor={`contact-${name}`} className="font-semibold">
          {label}
        </label>
        {control({
          id: `contact-${name}`,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `contact-${name}-error` : undefined,
          className: fieldClass,
        })}
        {error ? (
          <p id={`contact-${name}-error`} className="mt-1 font-semibold text-rose-700">
            {error.text}
          </p>
        ) : null}
      </div>
    );
  };
  const unplaced = errors.filter(
    (error) =>
      !error.field || !["name", "email", "phone", "message", "consent"].includes(error.field),
  );

  return (
    <form
      method="post"
      action="/api/desk/requests"
      aria-label={m.sections.contactForm}
      noValidate={after}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
    >
      {after && hasStoredSession() ? (
        <AuthMirror>
          <AuthBridge onAuth={onAuth} />
        </AuthMirror>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", m.sections.name, (props) => (
          <input {...props} required autoComplete="name" maxLength={100} />
        ))}
        {field("email", m.sections.email, (props) => (
          <input {...props} type="email" autoComplete="email" maxLength={254} />
        ))}
      </div>
      {field("phone", m.sections.phone, (props) => (
        <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
      ))}
      <p className="-mt-2 text-muted">{m.sections.contactHint}</p>
      {field("message", m.sections.message, (props) => (
        <textarea {...props} required rows={5} maxLength={4000} />
      ))}
      <div>
        <label className="flex items-start gap-3 font-semibold">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            required
            aria-invalid={errorOf("consent") ? true : undefined}
            aria-describedby={errorOf("consent") ? "contact-consent-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>{m.sections.consent}</span>
        </label>
        <p className="mt-1 pl-8">
          <a
            href={href("/privacy")}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {m.sections.privacy}
            <span className="sr-only"> {m.sections.newTab}</span>
          </a>
        </p>
        {errorOf("consent") ? (
          <p id="contact-consent-error" className="mt-1 font-semibold text-rose-700">
            {errorOf("consent")!.text}
          </p>
        ) : null}
      </div>
      {/* The spam check: a field no person sees or reaches; the desk refuses a form that fills it. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          {m.sections.honeypot}
          <input name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input type="hidden" name="kind" value="message" />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="source" value={unlocalizedPath(pathname)} />
      <p role="alert" className="font-semibold text-rose-700 empty:hidden">
        {unplaced.map((error) => error.text).join(" ")}
      </p>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? m.sections.sending : m.sections.send}
      </Button>
    </form>
  );
}

/** Hands the header's auth state (AuthMirror) to the form. */
function AuthBridge({ onAuth }: { onAuth: (auth: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => onAuth(auth), [auth, onAuth]);
  return null;
}

/** The quick actions: each opens the request form for its kind (Live Chat: a message, said live). */
const quickActions = [
  { label: "liveChat", kind: "message", chat: true, icon: "message-circle" },
  { label: "bookAppointment", kind: "counselling", chat: false, icon: "calendar-check" },
  { label: "joinSupportGroup", kind: "support-group", chat: false, icon: "users" },
] as const;

export function ContactSection({ heading, intro }: Extract<Section, { kind: "contact" }>) {
  const { m, href } = useI18n();
  const source = unlocalizedPath(useLocation().pathname);
  return (
    <SectionShell id="contact" heading={heading} intro={intro} className="scroll-mt-20">
      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <Card>
          <ContactForm />
        </Card>
        <div className="grid content-start gap-5 max-lg:order-first">
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
                  to={href(requestHref(action.kind, source, action.chat))}
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
      </div>
    </SectionShell>
  );
}
