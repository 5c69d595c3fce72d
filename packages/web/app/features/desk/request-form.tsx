/**
 * The request form of /request (decision 0022, "Request fields"): a plain HTML form that posts to
 * the desk and works without JavaScript (the desk answers 303: the thank-you page, or this page
 * with the refusal, which the site server writes in), enhanced once hydrated: every mistake is
 * said next to its field before anything is sent, a signed-in person's name and address are filled
 * in and the request joins their account (the session's token goes with it), and the page says
 * when we will reply, or that someone is on the desk now (Live Chat).
 *
 * The kind's own fields (city and hospital, dates, the student's class) show for the kind chosen
 * by CSS alone (app.css, from each option's `data-asks`), so the form is the same with or without
 * script; a browser without `:has` shows them all, and the desk drops what the kind does not ask for.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AuthMirror, useAuth, type AuthContextValue } from "../accounts/auth-provider.tsx";
import { Icon, lineIcon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { deskStatus, sendRequest, type DeskStatus } from "./desk-api.ts";
import { fill, fillNodes, useDesk } from "./desk-messages.tsx";
import {
  DeskField,
  ErrorSummary,
  fieldClass,
  FieldErrorLine,
  Honeypot,
  useDeskSubmit,
  useErrorWords,
  errorOf,
  fieldId,
} from "./form-parts.tsx";
import {
  bestTimes,
  fieldLimits,
  groupsOf,
  isRequestKind,
  messageKinds,
  requestKinds,
  studentClasses,
  type RequestKind,
} from "../../config/request-kinds.ts";
import { accountPrefill, readDeskQuery } from "./prefill.ts";
import { formatIst } from "./ist-time.ts";
import { useReplyValues } from "./reply-hours.ts";
import { useAfterHydration } from "./server-slot.tsx";
import { requestBody, validateRequest, type FieldError } from "./validate.ts";
import { localeInfo, locales } from "../../i18n/locales.ts";

export const REQUEST_ACTION = "/api/desk/requests";

export function RequestForm() {
  const { t, locale, href } = useDesk();
  const words = useErrorWords();
  const navigate = useNavigate();
  const location = useLocation();
  const after = useAfterHydration();
  const form = useRef<HTMLFormElement>(null);
  const { errors, setErrors, pending, onSubmit, summaryRef } = useDeskSubmit({
    validate: validateRequest,
    async send(values) {
      const created = await sendRequest(requestBody(values), await accessToken());
      const query = new URLSearchParams({ ref: created.reference, t: created.token });
      await navigate(href(`/request/sent?${query}`));
    },
  });
  const [kind, setKind] = useState<RequestKind | undefined>();
  const [chat, setChat] = useState(false);
  const [status, setStatus] = useState<DeskStatus | null>(null);
  const [auth, setAuth] = useState<AuthContextValue | null>(null);
  const replyHours = fill(t.request.replyHours, useReplyValues());

  // What the address says (a service button's kind and page, Live Chat, a refusal): the server
  // wrote it into the HTML already; a page reached by a link inside the site gets it here.
  useEffect(() => {
    const query = readDeskQuery(location.search);
    const element = form.current;
    if (element) {
      const select = element.elements.namedItem("kind") as HTMLSelectElement | null;
      if (select && query.kind) select.value = query.kind;
      const source = element.elements.namedItem("source") as HTMLInputElement | null;
      if (source && query.source) source.value = query.source;
      setKind(isRequestKind(select?.value) ? select.value : undefined);
    }
    setChat(query.chat);
    setErrors(query.error ? [query.error] : []);
  }, [location.search]);

  useEffect(() => {
    let live = true;
    deskStatus().then(
      (answer) => live && setStatus(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  // A signed-in person: their name and address, where the fields are still empty.
  const user = auth?.user ?? null;
  useEffect(() => {
    const element = form.current;
    if (!element || !user) return;
    const prefill = accountPrefill(user);
    for (const [name, value] of Object.entries(prefill)) {
      const input = element.elements.namedItem(name) as HTMLInputElement | null;
      if (input && !input.value) input.value = value;
    }
  }, [user]);

  async function accessToken(): Promise<string | undefined> {
    if (!auth?.user) return undefined;
    try {
      const { data } = await (await auth.client()).getSession();
      return data.session?.access_token;
    } catch {
      return undefined;
    }
  }

  const onAuth = useCallback((value: AuthContextValue) => setAuth(value), []);
  const fieldProps = { errors, words };
  const replyBy = status ? (status.reply_by_text[locale] ?? status.reply_by_text.en) : null;

  return (
    <>
      {/* Both are in the page; the server shows the one the address asks for (`?chat=1`,
          server/desk-pages.ts), so the box is there before the script runs, not added after. */}
      <section
        aria-labelledby="chat-title"
        data-desk-when-chat=""
        hidden={!chat}
        className="mt-6 rounded-[var(--radius-card)] border-2 border-brand-600 bg-brand-50 p-4"
      >
        <h2 id="chat-title" className="flex items-start gap-2 text-lg font-bold">
          <Icon name="message-circle" className={`${lineIcon} text-brand-700`} />
          {/* Called Live chat only while someone is on the desk (issue 32). */}
          {status?.live ? t.request.chatTitle : t.request.leaveMessageTitle}
        </h2>
        <p role="status" className="mt-1">
          <SteadyLine
            shown={
              status
                ? status.live
                  ? t.request.chatLive
                  : fill(t.request.chatClosed, { time: replyBy ?? "" })
                : replyHours
            }
            room={[
              replyHours,
              t.request.chatLive,
              fill(t.request.chatClosed, { time: formatIst(LONG_TIME, locale, t.time) }),
            ]}
          />
        </p>
        <p className="mt-2 font-semibold">{t.request.chatUrgent}</p>
      </section>
      <p
        role="status"
        data-desk-unless-chat=""
        hidden={chat}
        className="mt-6 flex items-start gap-2 text-muted"
      >
        <Icon name="clock" className={`${lineIcon} text-brand-700`} />
        <SteadyLine
          shown={replyBy ? fill(t.request.replyBy, { time: replyBy }) : replyHours}
          room={[replyHours]}
        />
      </p>
      {after ? (
        <AuthMirror>
          <AuthBridge onAuth={onAuth} />
        </AuthMirror>
      ) : null}
      <form
        ref={form}
        method="post"
        action={REQUEST_ACTION}
        aria-label={t.request.formLabel}
        noValidate={after}
        onSubmit={(event) => void onSubmit(event)}
        data-request-form=""
        className="mt-6 grid gap-6"
      >
        <ErrorSummary errors={errors} words={words} summaryRef={summaryRef} />
        <DeskField
          name="kind"
          label={t.request.kindLabel}
          {...fieldProps}
          control={(described) => (
            <select
              {...described}
              name="kind"
              required
              data-desk-kind=""
              onChange={(event) =>
                setKind(isRequestKind(event.target.value) ? event.target.value : undefined)
              }
              className={fieldClass}
            >
              <option value="">{t.request.kindPlaceholder}</option>
              {requestKinds.map((id) => (
                <option key={id} value={id} data-asks={groupsOf(id) || undefined}>
                  {t.kinds[id]}
                </option>
              ))}
            </select>
          )}
        />

        <fieldset className="grid gap-4">
          <legend className="mb-3 text-xl font-bold">{t.request.aboutYou}</legend>
          <DeskField
            name="name"
            label={t.request.name}
            {...fieldProps}
            control={(described) => (
              <input
                {...described}
                name="name"
                required
                autoComplete="name"
                maxLength={fieldLimits.name}
                className={fieldClass}
              />
            )}
          />
          <p className="text-muted">{t.request.contactHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <DeskField
              name="email"
              label={t.request.email}
              {...fieldProps}
              control={(described) => (
                <input
                  {...described}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={fieldLimits.email}
                  className={fieldClass}
                />
              )}
            />
            <DeskField
              name="phone"
              label={t.request.phone}
              hint={t.request.phoneHint}
              {...fieldProps}
              control={(described) => (
                <input
                  {...described}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  maxLength={fieldLimits.phone}
                  className={fieldClass}
                />
              )}
            />
          </div>
          <fieldset>
            <legend className="font-semibold">{t.request.language}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
              {locales.map((language) => (
                <label key={language} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="language"
                    value={language}
                    defaultChecked={language === locale}
                    className="size-6 accent-brand-700"
                  />
                  <span lang={localeInfo[language].htmlLang}>{t.request.languages[language]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <DeskField
            name="best_time"
            label={t.request.bestTime}
            className="sm:max-w-xs"
            {...fieldProps}
            control={(described) => (
              <select {...described} name="best_time" defaultValue="any" className={fieldClass}>
                {bestTimes.map((time) => (
                  <option key={time} value={time}>
                    {t.request.bestTimes[time]}
                  </option>
                ))}
              </select>
            )}
          />
        </fieldset>

        <fieldset data-for="details">
          <legend className="mb-3 text-xl font-bold">{t.request.details}</legend>
          <div className="mt-4 grid gap-4">
            <div data-for="place" className="grid gap-4">
              <DeskField
                name="city"
                label={t.request.city}
                {...fieldProps}
                control={(described) => (
                  <input
                    {...described}
                    name="city"
                    autoComplete="address-level2"
                    maxLength={fieldLimits.city}
                    className={fieldClass}
                  />
                )}
              />
            </div>
            <div data-for="hospital" className="grid gap-4">
              <DeskField
                name="hospital"
                label={t.request.hospital}
                {...fieldProps}
                control={(described) => (
                  <input
                    {...described}
                    name="hospital"
                    maxLength={fieldLimits.hospital}
                    className={fieldClass}
                  />
                )}
              />
            </div>
            <fieldset data-for="dates" className="grid gap-2">
              <legend className="font-semibold">{t.request.dates}</legend>
              <p className="text-muted">{t.request.datesHint}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {(["date_from", "date_to"] as const).map((name) => (
                  <DeskField
                    key={name}
                    name={name}
                    label={name === "date_from" ? t.request.dateFrom : t.request.dateTo}
                    {...fieldProps}
                    control={(described) => (
                      <input {...described} name={name} type="date" className={fieldClass} />
                    )}
                  />
                ))}
              </div>
            </fieldset>
            <div data-for="student" className="grid gap-4">
              <DeskField
                name="student_class"
                label={t.request.studentClass}
                className="sm:max-w-xs"
                {...fieldProps}
                control={(described) => (
                  <select
                    {...described}
                    name="student_class"
                    defaultValue=""
                    className={fieldClass}
                  >
                    <option value="">{t.request.studentClassPlaceholder}</option>
                    {studentClasses.map((id) => (
                      <option key={id} value={id}>
                        {t.request.classes[id]}
                      </option>
                    ))}
                  </select>
                )}
              />
            </div>
          </div>
        </fieldset>

        <DeskField
          name="message"
          label={
            kind && !messageKinds.includes(kind) ? t.request.messageOptional : t.request.message
          }
          {...fieldProps}
          control={(described) => (
            <textarea
              {...described}
              name="message"
              rows={5}
              maxLength={fieldLimits.message}
              className={fieldClass}
            />
          )}
        />

        <Consent errors={errors} words={words} text={t.request.consent} />
        <Honeypot />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="source" data-desk-source="" />
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? (
            <>
              <Icon name="loader-circle" className="animate-spin" />
              {t.request.sending}
            </>
          ) : (
            <>
              <Icon name="mail" />
              {t.request.submit}
            </>
          )}
        </Button>
        {/* After the button, where what happens to the request is said: it appears once the
            stored session is read, and above the form it pushed the whole form down. */}
        {user ? (
          <p className="flex items-start gap-2 rounded-xl bg-sunken p-3">
            <Icon name="user-round" className={`${lineIcon} text-brand-700`} />
            {t.request.signedIn}
          </p>
        ) : null}
      </form>
    </>
  );
}

/** Consent to be contacted (or mailed), with a link to how we use the details. */
export function Consent({
  errors,
  words,
  text,
}: {
  errors: readonly FieldError[];
  words: (error: FieldError) => string;
  text: string;
}) {
  const { t, href } = useDesk();
  const error = errorOf(errors, "consent");
  return (
    <div>
      <label className="flex items-start gap-3 font-semibold">
        <input
          id={fieldId("consent")}
          type="checkbox"
          name="consent"
          value="yes"
          required
          aria-describedby={`${fieldId("consent")}-error`}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
        />
        <span>{text}</span>
      </label>
      <p className="mt-1 pl-8 text-muted">
        {fillNodes(t.request.consentPrivacy, {
          link: (
            <a
              href={href("/privacy")}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {t.privacyLink}
              <span className="sr-only"> {t.newTab}</span>
            </a>
          ),
        })}
      </p>
      <FieldErrorLine id={`${fieldId("consent")}-error`} field="consent">
        {error ? words(error) : null}
      </FieldErrorLine>
    </div>
  );
}

/** Hands the header's auth state (AuthMirror) to the form. */
function AuthBridge({ onAuth }: { onAuth: (auth: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => onAuth(auth), [auth, onAuth]);
  return null;
}

/**
 * A line whose words change once the desk answers (the support hours, then the promise's time or
 * who is on the desk): every wording it may take stays laid out, unseen and unread, in the same
 * place, so the line is as tall as the longest from the start and the form below never moves.
 */
function SteadyLine({ shown, room }: { shown: string; room: string[] }) {
  return (
    <span className="grid">
      {room.map((words) => (
        <span key={words} className="invisible col-start-1 row-start-1" aria-hidden="true">
          {words}
        </span>
      ))}
      <span className="col-start-1 row-start-1">{shown}</span>
    </span>
  );
}

/** A reply time among the longest to write ("Wednesday 30 September, 12:30 pm IST"), for room. */
const LONG_TIME = new Date("2026-09-30T07:00:00Z");
