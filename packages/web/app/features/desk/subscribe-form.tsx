/**
 * The subscription form of /subscribe (decision 0022, "Subscriptions"): an address and a tick that
 * says yes to the weekly mail. A plain HTML form (the desk answers 303 to "check your email", or
 * back here with the refusal, which the site server writes in), checked in place once hydrated.
 * Nothing is sent but a confirmation link until the person presses it (double opt-in).
 */
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { subscribe } from "./desk-api.ts";
import { useDesk } from "./desk-messages.tsx";
import {
  DeskField,
  ErrorSummary,
  fieldClass,
  Honeypot,
  useDeskSubmit,
  useErrorWords,
} from "./form-parts.tsx";
import { fieldLimits } from "../../config/request-kinds.ts";
import { readDeskQuery } from "./prefill.ts";
import { Consent } from "./request-form.tsx";
import { useAfterHydration } from "./server-slot.tsx";
import { validateSubscription, type FieldError } from "./validate.ts";

export const SUBSCRIBE_ACTION = "/api/desk/subscriptions";

export function SubscribeForm() {
  const { t, locale, href } = useDesk();
  const errorWords = useErrorWords();
  const words = (error: FieldError) => errorWords(error, "subscribe");
  const navigate = useNavigate();
  const location = useLocation();
  const after = useAfterHydration();
  const form = useRef<HTMLFormElement>(null);
  const { errors, setErrors, pending, onSubmit, summaryRef } = useDeskSubmit({
    validate: validateSubscription,
    async send(values) {
      await subscribe({
        email: values.email?.trim(),
        consent: true,
        locale,
        ...(values.source ? { source: values.source } : {}),
        ...(values.website ? { website: values.website } : {}),
      });
      await navigate(href("/subscribe/check-email"));
    },
  });

  useEffect(() => {
    const query = readDeskQuery(location.search);
    const source = form.current?.elements.namedItem("source") as HTMLInputElement | null;
    if (source && query.source) source.value = query.source;
    setErrors(query.error ? [query.error] : []);
  }, [location.search]);

  return (
    <form
      ref={form}
      method="post"
      action={SUBSCRIBE_ACTION}
      aria-label={t.subscribe.formLabel}
      noValidate={after}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-8 grid gap-6"
    >
      <ErrorSummary errors={errors} words={words} summaryRef={summaryRef} />
      <DeskField
        name="email"
        label={t.subscribe.email}
        errors={errors}
        words={words}
        className="sm:max-w-md"
        control={(described) => (
          <input
            {...described}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={fieldLimits.email}
            className={fieldClass}
          />
        )}
      />
      <Consent errors={errors} words={words} text={t.subscribe.consent} />
      <Honeypot />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="source" data-desk-source="" />
      <Button type="submit" className="justify-self-start" disabled={pending}>
        <Icon
          name={pending ? "loader-circle" : "mail"}
          className={pending ? "animate-spin" : undefined}
        />
        {pending ? t.subscribe.sending : t.subscribe.submit}
      </Button>
    </form>
  );
}
