/**
 * The pieces the desk's forms are built from, so each field is labelled, described and told
 * about its mistake the same way, with JavaScript or without: a field's error line is a server
 * slot (server-slot.tsx) that the site server fills after a refused post and the page fills after
 * its own checks; the field points at it with `aria-describedby` and says `aria-invalid`.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { HoneypotField } from "../../ui/honeypot-field.tsx";
import { cn } from "../../lib/cn.ts";
import { failureAsError } from "./desk-api.ts";
import { useDesk } from "./desk-messages.tsx";
import { ServerSlot } from "./server-slot.tsx";
import type { FieldError, FormValues } from "./validate.ts";

export const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-4 py-2.5 text-base aria-invalid:border-rose-700";

/** The words for a mistake: the subscription form says a missing tick its own way. */
export function useErrorWords() {
  const { t } = useDesk();
  return (error: FieldError, form: "request" | "subscribe" = "request") => {
    if (error.code === "offline") return isOffline() ? t.offlineNow : t.offline;
    if (form === "subscribe" && error.code === "consent_required")
      return t.subscribe.consentRequired;
    return t.errors[error.code];
  };
}

/** Whether the browser says it has no connection now (a failed send is then "You're offline"). */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The id of a field's control (one form of each kind per page): the error summary links to it. */
export const fieldId = (name: string) => `desk-${name.replace(/_/g, "-")}`;

/** The first mistake about `field`, if any. */
export function errorOf(errors: readonly FieldError[], field: string): FieldError | undefined {
  return errors.find((error) => error.field === field);
}

/** The props that tie a control to its hint and error line. */
export type Described = {
  id: string;
  "aria-describedby": string;
  "aria-invalid": true | undefined;
};

/**
 * A labelled field: `control` renders the input with the props it is given (id, description,
 * invalid state), then its hint and its error line.
 */
export function DeskField({
  name,
  label,
  hint,
  errors,
  words,
  className,
  control,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: readonly FieldError[];
  words: (error: FieldError) => string;
  className?: string;
  control: (described: Described) => ReactNode;
}) {
  const id = fieldId(name);
  const error = errorOf(errors, name);
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {control({
        id,
        "aria-describedby": [hint ? `${id}-hint` : "", `${id}-error`].filter(Boolean).join(" "),
        "aria-invalid": error ? true : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrorLine id={`${id}-error`} field={name}>
        {error ? words(error) : null}
      </FieldErrorLine>
    </div>
  );
}

/** A field's error line: empty (and taking no room) until there is a mistake to say. */
export function FieldErrorLine({
  id,
  field,
  children,
}: {
  id: string;
  field: string;
  children: ReactNode;
}) {
  return (
    <ServerSlot
      id={id}
      mark={{ "data-desk-field-error": field }}
      className="mt-1 font-semibold text-rose-700 empty:hidden"
    >
      {children}
    </ServerSlot>
  );
}

/**
 * The form's error summary at its top (GOV.UK's pattern, issue 30): "There is a problem", each
 * mistake as a link to its field (a refusal about no field, such as no connection, as words), and
 * that nothing was sent while what was typed stays in the form. After a refused post without
 * JavaScript the site server writes the same (server/desk-pages.ts), with Back instead of "still in
 * the form". `useDeskSubmit` focuses it and scrolls it into view after every failed send.
 */
export function ErrorSummary({
  errors,
  words,
  className,
  summaryRef,
}: {
  errors: readonly FieldError[];
  words: (error: FieldError) => string;
  className?: string;
  summaryRef?: Ref<HTMLDivElement> | undefined;
}) {
  const { t } = useDesk();
  return (
    <ServerSlot
      as="div"
      ref={summaryRef}
      mark={{ "data-desk-error": "form" }}
      role="alert"
      tabIndex={-1}
      className={cn(
        "scroll-mt-24 rounded-xl border-2 border-rose-700 bg-rose-100 p-3 font-semibold text-ink empty:hidden",
        className,
      )}
    >
      {errors.length ? (
        <>
          <h2 className="text-lg font-bold">{t.problem.title}</h2>
          <ul className="mt-1 list-disc pl-5">
            {errors.map((error, i) => {
              const target = error.field ? fieldId(error.field) : undefined;
              return (
                <li key={`${error.code}-${error.field ?? i}`}>
                  {target ? (
                    <a
                      href={`#${target}`}
                      onClick={(event) => {
                        const field = document.getElementById(target);
                        if (!field) return;
                        event.preventDefault();
                        field.focus();
                      }}
                      className="underline underline-offset-4"
                    >
                      {words(error)}
                    </a>
                  ) : (
                    words(error)
                  )}
                </li>
              );
            })}
          </ul>
          <p className="mt-2 font-normal">
            {t.problem.notSent} {t.problem.kept}
          </p>
        </>
      ) : null}
    </ServerSlot>
  );
}

/** The summary focused and on the screen (the form's top may be far above the button pressed). */
export function showSummary(summary: HTMLElement | null) {
  if (!summary) return;
  summary.focus({ preventScroll: true });
  summary.scrollIntoView({ block: "start" });
}

/**
 * The spam check: a field no person sees or reaches, which only a bot fills in. The desk refuses a
 * form that has it filled, and stores nothing.
 */
export function Honeypot() {
  const { t } = useDesk();
  return <HoneypotField label={t.request.honeypot} />;
}

/**
 * The enhanced submit both desk forms share: every field is checked before anything is sent; one
 * send at a time; after any mistake, refusal or failed send (no network) the error summary at the
 * form's top gets the focus and is scrolled into view (a refusal about a field is said at it too).
 * `send` goes on to the next page itself. Give the summary `summaryRef`.
 */
export function useDeskSubmit({
  validate,
  send,
}: {
  validate: (values: FormValues) => FieldError[];
  send: (values: FormValues) => Promise<void>;
}) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [pending, setPending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Bumped by each failure: the summary is focused once it shows the new errors.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures) showSummary(summaryRef.current);
  }, [failures]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const values = Object.fromEntries(
      [...new FormData(element)].map(([name, value]) => [name, String(value)]),
    ) as FormValues;
    const found = validate(values);
    setErrors(found);
    if (found.length) {
      setFailures((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await send(values);
    } catch (failure) {
      setErrors([failureAsError(failure)]);
      setFailures((n) => n + 1);
    } finally {
      setPending(false);
    }
  }

  return { errors, setErrors, pending, onSubmit, summaryRef };
}
