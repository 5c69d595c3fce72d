/**
 * A request's private page (/request/view?t=<token>, decision 0022): what the person asked, its
 * status, the thread with the team's replies, a form to answer and a way to delete it all. The
 * answer and delete forms post without JavaScript (the site server writes the token into their
 * actions); the thread needs script: it is fetched once hydrated and kept up to date by
 * server-sent events, so a reply appears as the team sends it.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import {
  deleteRequest,
  DeskFailure,
  failureAsError,
  privateEventsUrl,
  privateRequest,
  sendAnswer,
  type HelpedAnswer,
  type PrivateRequest,
  type ThreadMessage,
} from "./desk-api.ts";
import { useDesk } from "./desk-messages.tsx";
import { UrgentLinesFirst } from "./urgent-first.tsx";
import { HelpedForm } from "./helped-form.tsx";
import {
  errorOf,
  fieldClass,
  FieldErrorLine,
  fieldId,
  showSummary,
  useErrorWords,
} from "./form-parts.tsx";
import { formatIst } from "./ist-time.ts";
import { isRequestStatus, studentClasses, type RequestStatus } from "../../config/request-kinds.ts";
import { readDeskQuery } from "./prefill.ts";
import { ServerSlot, useAfterHydration } from "./server-slot.tsx";
import { validateAnswer, type FieldError } from "./validate.ts";

type Loaded =
  | { state: "loading" }
  | { state: "no-token" }
  | { state: "ready"; request: PrivateRequest }
  | {
      state: "gone";
      code: "not_found" | "request_closed";
      reference?: string | undefined;
      /** A closed request's "Did this help?" (issue 32). */
      helped?: { asked: boolean; answer: HelpedAnswer | null } | undefined;
    }
  | { state: "failed" };

const withMessage = (messages: ThreadMessage[], message: ThreadMessage) =>
  messages.some((m) => m.id === message.id) ? messages : [...messages, message];

/** The loaded thread with `message` added once (it comes both as the answer and as a live event). */
const addingMessage =
  (message: ThreadMessage) =>
  (current: Loaded): Loaded =>
    current.state === "ready"
      ? {
          ...current,
          request: { ...current.request, messages: withMessage(current.request.messages, message) },
        }
      : current;

export function RequestThread() {
  const { t, locale, href } = useDesk();
  const words = useErrorWords();
  const location = useLocation();
  const navigate = useNavigate();
  const after = useAfterHydration();
  const [token, setToken] = useState<string | undefined>();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [live, setLive] = useState(false);
  const [connected, setConnected] = useState(true);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [pageError, setPageError] = useState<FieldError | undefined>();
  const [answered, setAnswered] = useState(false);
  const [pending, setPending] = useState<"answer" | "delete" | null>(null);
  const answer = useRef<HTMLTextAreaElement>(null);
  const pageErrorBox = useRef<HTMLDivElement>(null);
  // A refusal said at the page's top (a failed delete, a refused post sent back): the focus goes
  // there, on the screen, as with a form's error summary (the button pressed is far below).
  useEffect(() => {
    if (pageError) showSummary(pageErrorBox.current);
  }, [pageError]);

  useEffect(() => {
    const query = readDeskQuery(location.search);
    setToken(query.token);
    setAnswered(query.sent);
    setPageError(query.error);
    if (!query.token) {
      // A link with a token that is not one (cut short, mistyped) is a wrong link, not no link.
      const wrong = new URLSearchParams(location.search).has("t");
      setLoaded(wrong ? { state: "gone", code: "not_found" } : { state: "no-token" });
      return;
    }
    let current = true;
    privateRequest(query.token).then(
      (request) => {
        if (!current) return;
        setLoaded({ state: "ready", request });
        setLive(request.live);
      },
      (failure: unknown) => {
        if (!current) return;
        if (
          failure instanceof DeskFailure &&
          (failure.code === "not_found" || failure.code === "request_closed")
        )
          setLoaded({
            state: "gone",
            code: failure.code,
            reference: failure.reference,
            helped: failure.helped,
          });
        else setLoaded({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [location.search]);

  // Live updates while the request is open: new messages, its status, whether someone is on the desk.
  const ready = loaded.state === "ready";
  useEffect(() => {
    if (!ready || !token || typeof EventSource === "undefined") return;
    const events = new EventSource(privateEventsUrl(token));
    const data = (event: Event) =>
      JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>;
    const onLive = (event: Event) => {
      setConnected(true);
      setLive(Boolean(data(event).live));
    };
    events.addEventListener("ready", onLive);
    events.addEventListener("presence", onLive);
    events.addEventListener("message.created", (event) => {
      const message = data(event).message as ThreadMessage | undefined;
      if (message) setLoaded(addingMessage(message));
    });
    // A staff member opened the request (issue 32): "Read by the desk".
    events.addEventListener("request.read", () =>
      setLoaded((current) =>
        current.state === "ready"
          ? { ...current, request: { ...current.request, read_by_desk: true } }
          : current,
      ),
    );
    // A staff member opened the request (issue 32): "Read by the desk".
    events.addEventListener("request.read", () =>
      setLoaded((current) =>
        current.state === "ready"
          ? { ...current, request: { ...current.request, read_by_desk: true } }
          : current,
      ),
    );
    events.addEventListener("request.updated", (event) => {
      const status = data(event).status;
      if (!isRequestStatus(status)) return;
      setLoaded((current) => {
        if (current.state !== "ready") return current;
        if (status === "closed")
          return {
            state: "gone",
            code: "request_closed",
            reference: current.request.reference,
            helped: { asked: true, answer: null },
          };
        return { ...current, request: { ...current.request, status } };
      });
    });
    events.onerror = () => setConnected(events.readyState === EventSource.OPEN);
    return () => events.close();
  }, [ready, token]);

  async function onAnswer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || pending) return;
    const body = answer.current?.value ?? "";
    const found = validateAnswer(body);
    setErrors(found);
    setAnswered(false);
    if (found.length) {
      answer.current?.focus();
      return;
    }
    setPending("answer");
    try {
      const { message, urgent_lines_first: urgent } = await sendAnswer(token, body.trim(), locale);
      setLoaded(addingMessage(message));
      // An answer that speaks of a danger: the urgent lines first from now on (issue 32).
      if (urgent)
        setLoaded((current) =>
          current.state === "ready"
            ? { ...current, request: { ...current.request, urgent_lines_first: true } }
            : current,
        );
      if (answer.current) answer.current.value = "";
      setAnswered(true);
    } catch (failure) {
      setErrors([{ ...failureAsError(failure), field: "body" }]);
      answer.current?.focus();
    } finally {
      setPending(null);
    }
  }

  async function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || pending) return;
    setPending("delete");
    try {
      await deleteRequest(token);
      await navigate(href("/request/deleted"));
    } catch (failure) {
      setPageError(failureAsError(failure));
      setPending(null);
    }
  }

  const action = (path: string) => `/api/desk/private/${token ?? ""}${path}`;
  // The closing mail's link (`&helped=ask`) and the desk's 303 after a plain form's answer.
  const helpedParam = new URLSearchParams(location.search).get("helped");
  const helpedAsk = helpedParam === "ask";
  const helpedThanks = helpedParam === "thanks";
  const open = loaded.state === "ready" || !after;
  const canDelete = open || (loaded.state === "gone" && loaded.code === "request_closed");
  const bodyError = errorOf(errors, "body");
  // A send that failed (not a mistake in the answer) says too that nothing went and the words stay.
  const bodyWords =
    bodyError &&
    [
      words(bodyError),
      ...(bodyError.code === "message_required" || bodyError.code === "too_long"
        ? []
        : [t.problem.notSent, t.problem.kept]),
    ].join(" ");

  return (
    <>
      <ServerSlot
        as="div"
        ref={pageErrorBox}
        mark={{ "data-desk-error": "" }}
        role="alert"
        tabIndex={-1}
        className="mt-6 scroll-mt-24 rounded-xl border-2 border-rose-700 bg-rose-100 p-3 font-semibold empty:hidden"
      >
        {pageError ? words(pageError) : null}
      </ServerSlot>
      <p
        role="status"
        data-desk-when-sent=""
        hidden={!answered}
        className="mt-6 flex items-center gap-2 rounded-xl bg-brand-50 p-3 font-semibold text-brand-800"
      >
        <Icon name="check" className="size-5 shrink-0" />
        {t.view.answerSent}
      </p>
      <noscript>
        <p className="mt-6 rounded-xl bg-sunken p-3">{t.view.noScript}</p>
      </noscript>
      <ThreadBody loaded={loaded} live={live} connected={connected} />
      <HelpedForm
        token={token}
        show={helpedAsk || (loaded.state === "gone" && Boolean(loaded.helped?.asked))}
        thanks={helpedThanks}
        answer={loaded.state === "gone" ? (loaded.helped?.answer ?? null) : null}
      />

      {open ? (
        <section aria-labelledby="answer-heading" className="mt-10">
          <h2 id="answer-heading" className="text-2xl font-bold">
            {t.view.answerHeading}
          </h2>
          <form
            method="post"
            action={action("/messages")}
            data-desk-action="/messages"
            noValidate={after}
            onSubmit={(event) => void onAnswer(event)}
            className="mt-3 grid gap-3"
          >
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="t" data-desk-token="" />
            <div>
              <label htmlFor={fieldId("body")} className="font-semibold">
                {t.view.answerLabel}
              </label>
              <textarea
                ref={answer}
                id={fieldId("body")}
                name="body"
                rows={4}
                required
                maxLength={4000}
                aria-describedby={`${fieldId("body")}-error`}
                aria-invalid={bodyError ? true : undefined}
                className={fieldClass}
              />
              <FieldErrorLine id={`${fieldId("body")}-error`} field="body">
                {bodyWords || null}
              </FieldErrorLine>
            </div>
            <Button type="submit" className="justify-self-start" disabled={pending !== null}>
              <Icon
                name={pending === "answer" ? "loader-circle" : "mail"}
                className={pending === "answer" ? "animate-spin" : undefined}
              />
              {pending === "answer" ? t.view.sending : t.view.send}
            </Button>
          </form>
        </section>
      ) : null}

      {canDelete ? (
        <section aria-labelledby="delete-heading" className="mt-12 border-t border-line pt-8">
          <h2 id="delete-heading" className="text-xl font-bold">
            {t.view.deleteHeading}
          </h2>
          <p className="mt-2 text-muted">{t.view.deleteBody}</p>
          <details className="mt-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-rose-700 underline underline-offset-4">
              <Icon name="trash" className="size-5" />
              {t.view.deleteButton}
            </summary>
            <form
              method="post"
              action={action("/delete")}
              data-desk-action="/delete"
              onSubmit={(event) => void onDelete(event)}
              className="mt-3"
            >
              <input type="hidden" name="locale" value={locale} />
              <Button type="submit" variant="urgent" disabled={pending !== null}>
                {pending === "delete" ? t.view.deleting : t.view.deleteConfirm}
              </Button>
            </form>
          </details>
        </section>
      ) : null}
    </>
  );
}

function ThreadBody({
  loaded,
  live,
  connected,
}: {
  loaded: Loaded;
  live: boolean;
  connected: boolean;
}) {
  const { t, locale, href } = useDesk();
  if (loaded.state === "loading")
    return (
      <p role="status" className="mt-6 text-muted">
        {t.view.loading}
      </p>
    );
  if (loaded.state === "no-token") return <p className="mt-6">{t.view.noToken}</p>;
  if (loaded.state === "failed")
    return (
      <p role="alert" className="mt-6 font-semibold text-rose-700">
        {t.view.failedToLoad}
      </p>
    );
  if (loaded.state === "gone")
    return (
      <div role="alert" className="mt-6 rounded-xl border-2 border-line bg-sunken p-4">
        {loaded.reference ? (
          <p className="font-mono text-2xl font-bold text-brand-700">{loaded.reference}</p>
        ) : null}
        <p className="mt-1 font-semibold">{t.errors[loaded.code]}</p>
        {loaded.code === "not_found" ? <p className="mt-2">{t.view.wrongLink}</p> : null}
        <p className="mt-3">
          <a
            href={href("/request")}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t.view.closedAgain}
          </a>
        </p>
      </div>
    );
  const { request } = loaded;
  const waitingOnUs = request.status === "new" || request.status === "in-progress";
  const facts: [string, string][] = [
    [t.view.reference, request.reference],
    [t.view.kind, t.kindNames[request.kind]],
    [
      t.view.status,
      // Once a staff member has opened it, a new request says so (issue 32).
      request.status === "new" && request.read_by_desk
        ? t.view.readByDesk
        : t.statuses[request.status as RequestStatus],
    ],
    [t.view.sentOn, formatIst(request.created_at, locale, t.time)],
    ...(waitingOnUs && request.reply_by
      ? [[t.view.replyBy, formatIst(request.reply_by, locale, t.time)] as [string, string]]
      : []),
  ];
  // The person's own words are the thread's first message.
  const detailOrder = ["city", "hospital", "date_from", "date_to", "student_class"] as const;
  const details = detailOrder.flatMap((name) => {
    const value = request.details[name];
    if (!value) return [];
    const shown =
      name === "student_class" && (studentClasses as readonly string[]).includes(value)
        ? t.request.classes[value as (typeof studentClasses)[number]]
        : value;
    return [[t.view.detailNames[name], shown, name] as const];
  });
  return (
    <>
      {request.urgent_lines_first && request.status !== "closed" ? (
        <UrgentLinesFirst replyBy={waitingOnUs ? request.reply_by : null} className="mt-6" />
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd
              className={
                label === t.view.reference
                  ? "font-mono text-xl font-bold text-brand-700"
                  : "font-semibold"
              }
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {details.length ? (
        <section aria-labelledby="details-heading" className="mt-8">
          <h2 id="details-heading" className="text-xl font-bold">
            {t.view.details}
          </h2>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {details.map(([label, value, name]) => (
              <div key={name} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="whitespace-pre-wrap break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="thread-heading" className="mt-8">
        <h2 id="thread-heading" className="text-2xl font-bold">
          {t.view.thread}
        </h2>
        <p role="status" className="mt-2 flex items-start gap-2 text-muted">
          <span
            aria-hidden="true"
            className={`mt-2 inline-block size-2.5 shrink-0 rounded-full ${live && connected ? "bg-brand-600" : "bg-line"}`}
          />
          {connected ? (live ? t.view.live : t.view.notLive) : t.view.refreshing}
        </p>
        {request.messages.length ? (
          <ol className="mt-4 grid gap-3" aria-label={t.view.thread}>
            {request.messages.map((message) => (
              <li
                key={message.id}
                className={
                  message.from === "person"
                    ? "rounded-2xl rounded-br-sm bg-brand-50 p-4 sm:ml-12"
                    : "rounded-2xl rounded-bl-sm border border-line bg-surface p-4 sm:mr-12"
                }
              >
                <p className="text-sm text-muted">
                  <span className="font-bold text-ink">
                    {message.from === "person" ? t.view.you : message.author || t.view.team}
                  </span>
                  {" · "}
                  <time dateTime={message.created_at}>
                    {formatIst(message.created_at, locale, t.time)}
                  </time>
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4">{t.view.noMessages}</p>
        )}
      </section>
    </>
  );
}
