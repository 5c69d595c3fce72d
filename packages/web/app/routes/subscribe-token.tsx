import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "../components/icons.tsx";
import { Button } from "../components/ui/button.tsx";
import { useDesk } from "../desk/desk-messages.tsx";
import { DeskPageFrame } from "../desk/desk-page.tsx";
import { deskPageData } from "../desk/desk-page-data.ts";
import { useErrorWords } from "../desk/form-parts.tsx";
import { readDeskQuery } from "../desk/prefill.ts";
import { ServerSlot } from "../desk/server-slot.tsx";
import type { FieldError } from "../desk/validate.ts";
import type { Route } from "./+types/subscribe-token";

const confirming = (path: string) => path === "/subscribe/confirm";

// Build time only: the page's words in its language.
export function loader({ request }: Route.LoaderArgs) {
  return deskPageData(request.url, ({ subscribe: s }, path) =>
    confirming(path)
      ? { title: s.confirmTitle, description: s.confirmDescription }
      : { title: s.unsubscribeTitle, description: s.unsubscribeDescription },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.headTags ?? [];
}

/**
 * /subscribe/confirm?t= and /subscribe/unsubscribe?t=: where the subscription mails link. Opening
 * the page changes nothing (a mail scanner may follow links); its button posts the token, which the
 * site server writes into the form for a browser without JavaScript (decision 0022).
 */
export default function SubscribeToken({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPageFrame t={loaderData.t}>
      <TokenForm confirm={confirming(loaderData.path)} />
    </DeskPageFrame>
  );
}

function TokenForm({ confirm }: { confirm: boolean }) {
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
