import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { UrgentHelpBlock } from "../../../ui/crisis-lines.tsx";
import { Icon } from "../../../ui/icons.tsx";
import { buttonVariants } from "../../../ui/button.tsx";
import { deskStatus, privateRequest } from "../desk-api.ts";
import { fill, useDesk } from "../desk-messages.tsx";
import { listNumbers } from "../../../lib/digits.ts";
import { formatIst } from "../ist-time.ts";
import { readDeskQuery } from "../prefill.ts";
import { useReplyValues } from "../reply-hours.ts";
import { ServerSlot, useAfterHydration } from "../server-slot.tsx";
import { UrgentLinesFirst } from "../urgent-first.tsx";

/**
 * /request/sent?ref=SA-7K3Q&t=<token>: the thank-you page after a request (decision 0022). The site
 * server writes the reference and the private link into it for a browser without JavaScript;
 * once hydrated, the page reads them from its address and says when we will reply. Opened with no
 * reference (issue 30: a cut-short address), it says so and what to do instead: the page has both,
 * the thanks marked `data-desk-when-ref` and hidden, which the server shows (and hides the other,
 * `data-desk-unless-ref`) for an address with a reference, and the page once it has read one.
 */
export function SentPage() {
  const { t, locale, href } = useDesk();
  const location = useLocation();
  const replyValues = useReplyValues();
  const after = useAfterHydration();
  const [reference, setReference] = useState<string | undefined>();
  const [token, setToken] = useState<string | undefined>();
  const [replyBy, setReplyBy] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [replyAt, setReplyAt] = useState<string | null>(null);
  const [urgentFirst, setUrgentFirst] = useState(false);

  useEffect(() => {
    const query = readDeskQuery(location.search);
    setReference(query.reference);
    setToken(query.token);
    if (!query.token) return;
    let current = true;
    privateRequest(query.token).then(
      (request) => {
        if (!current) return;
        if (request.reply_by) setReplyBy(formatIst(request.reply_by, locale, t.time));
        setReplyAt(request.reply_by);
        setUrgentFirst(request.urgent_lines_first === true);
      },
      () => {},
    );
    deskStatus().then(
      (status) => current && setLive(status.live),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [location.search, locale, t.time]);

  const privatePath = href(`/request/view${token ? `?t=${token}` : ""}`);
  // Until hydrated, what the server wrote stands; then the address says (in this very render, so
  // a page reached from the form never shows the other words first).
  const known = after && Boolean(readDeskQuery(location.search).reference);
  const n = t.sent.noReference;
  return (
    <>
      <div data-desk-unless-ref="" hidden={known}>
        <h1 tabIndex={-1} className="text-3xl font-extrabold sm:text-4xl">
          {n.heading}
        </h1>
        <p className="mt-6 text-lg">{n.body}</p>
        <p className="mt-3">{n.whatToDo}</p>
        <p className="mt-6">
          <Link to={href("/request")} className={buttonVariants()}>
            {n.again}
            <Icon name="arrow-right" />
          </Link>
        </p>
        <UrgentHelpBlock className="mt-10" />
      </div>
      <div data-desk-when-ref="" hidden={!known}>
        <h1 tabIndex={-1} className="flex items-start gap-3 text-3xl font-extrabold sm:text-4xl">
          <Icon name="mail-check" className="mt-1 size-8 shrink-0 text-brand-700" />
          {t.sent.heading}
        </h1>
        {/* Written into every thank-you page, hidden: the server shows it for an address that
            says `urgent=1` (a browser without JavaScript), the page once the desk says so. */}
        <div data-desk-when-urgent="" hidden={!urgentFirst}>
          <UrgentLinesFirst replyBy={replyAt} className="mt-8" />
        </div>
        <div className="mt-8 rounded-[var(--radius-card)] border-2 border-brand-600 bg-surface p-5 sm:p-6">
          <p className="font-semibold text-muted">{t.sent.referenceLabel}</p>
          <ServerSlot
            as="strong"
            mark={{ "data-desk-reference": "" }}
            className="mt-1 block font-mono text-4xl tracking-wider text-brand-700"
          >
            {reference}
          </ServerSlot>
          <p className="mt-2">{t.sent.referenceHint}</p>
          {replyBy ? (
            <p role="status" className="mt-4 flex items-start gap-2 font-semibold">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {fill(t.sent.replyBy, { time: replyBy })}
            </p>
          ) : null}
          {live ? <p className="mt-2 font-semibold text-brand-700">{t.sent.liveNow}</p> : null}
          <a
            data-desk-private-link=""
            href={privatePath}
            className={buttonVariants({ className: "mt-5" })}
          >
            {t.sent.privateLink}
            <Icon name="arrow-right" />
          </a>
          <p className="mt-3 text-muted">{t.sent.privateHint}</p>
        </div>
        <h2 className="mt-10 text-2xl font-bold">{t.sent.nextHeading}</h2>
        <ol className={`mt-3 grid gap-2 pl-6 ${listNumbers[locale]}`}>
          {t.sent.next.map((step) => (
            <li key={step}>{fill(step, replyValues)}</li>
          ))}
        </ol>
        <p className="mt-8">
          <Link
            to={href("/request")}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t.sent.another}
          </Link>
        </p>
        <UrgentHelpBlock className="mt-10" />
      </div>
    </>
  );
}
