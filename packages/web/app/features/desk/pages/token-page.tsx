import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "../../../ui/icons.tsx";
import { Button } from "../../../ui/button.tsx";
import { useDesk } from "../desk-messages.tsx";
import { useErrorWords } from "../form-parts.tsx";
import { readDeskQuery } from "../prefill.ts";
import { ServerSlot } from "../server-slot.tsx";
import type { FieldError } from "../validate.ts";

/**
 * /subscribe/confirm?t= and /subscribe/unsubscribe?t=: where the subscription mails link. Opening
 * the page changes nothing (a mail scanner may follow links); its button posts the token, which the
 * site server writes into the form for a browser without JavaScript (decision 0022).
 */
export function TokenPage({ path }: { path: string }) {
  const confirm = path === "/subscribe/confirm";
  const { t, locale, href } = useDesk();
  const words = useErrorWords();
  const location = useLocation();
  const tokenField = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<FieldError | undefined>();
  const s = t.subscribe;

  useEffect(() => {
    const query = readDeskQuery(location.search);
    // A page reached without the site server (or its filling): the token from the address.
    if (tokenField.current && !tokenField.current.value && query.token)
      tokenField.current.value = query.token;
    setError(query.error);
  }, [location.search]);

  return (
    <>
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        {confirm ? s.confirmTitle : s.unsubscribeTitle}
      </h1>
      <ServerSlot
        as="div"
        mark={{ "data-desk-error": "" }}
        role="alert"
        className="mt-6 rounded-xl border-2 border-rose-700 bg-rose-100 p-3 font-semibold empty:hidden"
      >
        {error ? words(error) : null}
      </ServerSlot>
      {error ? (
        <p className="mt-3">
          <Link
            to={href("/subscribe")}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {s.linkBroken}
          </Link>
        </p>
      ) : null}
      <p className="mt-6 text-lg">{confirm ? s.confirmBody : s.unsubscribeBody}</p>
      <form
        method="post"
        action={`/api/desk/subscriptions/${confirm ? "confirm" : "unsubscribe"}`}
        className="mt-6"
      >
        <input ref={tokenField} type="hidden" name="t" data-desk-token="" />
        <input type="hidden" name="locale" value={locale} />
        <Button type="submit" variant={confirm ? "primary" : "secondary"}>
          <Icon name={confirm ? "mail-check" : "x"} />
          {confirm ? s.confirmButton : s.unsubscribeButton}
        </Button>
      </form>
    </>
  );
}
