/**
 * One request on the desk: the person and what they asked, who has it and its status, the
 * conversation (internal notes marked, on a different ground, as never shown to the person), the
 * reply form (mailed and shown on their page) and the note form, then the history (audit log).
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { Icon } from "../components/icons.tsx";
import { Button } from "../components/ui/button.tsx";
import { cn } from "../lib/cn.ts";
import {
  DeskApiError,
  type RequestDetail,
  type StaffMember,
  type ThreadMessage,
} from "./desk-api.ts";
import { mailtoHref, STATUSES, targetLeft, timeLeft, timeLeftText, type Status } from "./queue.ts";
import { TargetChip, toneClass } from "./queue-panel.tsx";
import { DISPLAY_NAME_FIELD, Outcome, SavedReplyPicker, type SavedReply } from "./staff-tools.tsx";
import type { OpenRequest, RequestActions } from "./staff-desk.tsx";
import { useStaffI18n } from "./staff-i18n.tsx";

const boxClass = "rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5";
const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-3 py-2 text-base";
const MAX_BODY = 4000;

export function RequestPanel({
  open,
  me,
  now,
  headingRef,
  onBack,
  actions,
  displayName = null,
  savedReplies = [],
}: {
  open: OpenRequest | null;
  me: StaffMember;
  now: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
  actions: RequestActions;
  /** The name replies are signed with (issue 32): the reply box asks for it first. */
  displayName?: string | null;
  savedReplies?: SavedReply[];
}) {
  const { t } = useStaffI18n();
  if (!open)
    return (
      <div className={cn(boxClass, "text-muted")}>
        <p>{t.request.pick}</p>
      </div>
    );
  const back = (
    <Button variant="ghost" className="-ml-3 lg:hidden" onClick={onBack}>
      <Icon name="arrow-right" className="rotate-180" />
      {t.request.back}
    </Button>
  );
  if (open.state !== "ready")
    return (
      <div className="grid gap-3">
        {back}
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {open.state === "loading"
            ? t.request.loading
            : open.state === "deleted"
              ? t.request.deleted
              : t.errors.failed}
        </h2>
      </div>
    );
  return (
    <RequestView
      key={open.id}
      request={open.request}
      fetchedAt={open.fetchedAt}
      me={me}
      now={now}
      headingRef={headingRef}
      back={back}
      actions={actions}
      displayName={displayName}
      savedReplies={savedReplies}
    />
  );
}

/** Runs an action: pending while it runs, a plain sentence if it fails, an optional "done" line. */
function useAction() {
  const { t } = useStaffI18n();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  async function run(task: () => Promise<void>, doneText?: string) {
    setPending(true);
    setError(null);
    setDone(null);
    try {
      await task();
      if (doneText) setDone(doneText);
      return true;
    } catch (cause) {
      const code = cause instanceof DeskApiError ? cause.code : "";
      setError(
        code === "request_closed"
          ? t.errors.closed
          : code === "not_found"
            ? t.errors.notFound
            : code === "too_long"
              ? t.errors.tooLong
              : code === "message_required"
                ? t.errors.empty
                : code === "note_required"
                  ? t.errors.noteRequired
                  : code === "display_name_required"
                    ? t.errors.displayNameRequired
                    : t.errors.failed,
      );
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, error, setError, done, run };
}

function RequestView({
  request: r,
  fetchedAt,
  me,
  now,
  headingRef,
  back,
  actions,
  displayName,
  savedReplies,
}: {
  request: RequestDetail;
  fetchedAt: number;
  me: StaffMember;
  now: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  back: ReactNode;
  actions: RequestActions;
  displayName: string | null;
  savedReplies: SavedReply[];
}) {
  const { t, formatTime } = useStaffI18n();
  const left = timeLeft(r, fetchedAt, now);
  const due = timeLeftText(left, t.due);
  const closed = r.status === "closed";
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-5">
      {back}
      <header className="grid gap-2">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          <span className="font-mono">{r.reference}</span> · {t.kinds[r.kind]}
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-sunken px-3 py-1 text-sm font-semibold">
            {t.statuses[r.status]}
          </span>
          {due && left.tone !== "closed" && left.tone !== "waiting" ? (
            <span
              className={cn(
                "flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
                toneClass[left.tone],
              )}
            >
              <Icon name="clock" className="size-4" />
              {due}
            </span>
          ) : null}
          <TargetChip target={targetLeft(r, fetchedAt, now)} />
        </p>
      </header>

      <Person request={r} />
      {closed ? <Helped request={r} /> : null}
      <Handling request={r} me={me} actions={actions} />

      <section aria-labelledby={`${titleId}-thread`} className="grid gap-3">
        <h3 id={`${titleId}-thread`} className="text-xl font-bold">
          {t.thread.heading}
        </h3>
        {r.messages.length === 0 ? (
          <p className="text-muted">{t.thread.empty}</p>
        ) : (
          <ol className="grid gap-3" aria-live="polite" aria-relevant="additions">
            {r.messages.map((m) => (
              <li key={m.id}>
                <Message message={m} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {closed ? (
        <p className={cn(boxClass, "font-semibold")}>{t.request.closedNote}</p>
      ) : (
        <ReplyForm
          request={r}
          actions={actions}
          displayName={displayName}
          savedReplies={savedReplies}
        />
      )}
      <NoteForm actions={actions} />

      <details className={boxClass}>
        <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold">
          {t.audit.heading}
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t.audit.when}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t.audit.who}
              </th>
              <th scope="col" className="py-1">
                {t.audit.what}
              </th>
            </tr>
          </thead>
          <tbody>
            {r.audit.map((entry, i) => (
              <tr key={i} className="border-t border-line align-top">
                <td className="py-1 pr-3">{formatTime(entry.at)}</td>
                <td className="py-1 pr-3 break-all">
                  {entry.actor ?? (DESK_STEPS.has(entry.action) ? t.audit.desk : t.audit.person)}
                </td>
                <td className="py-1">
                  {t.audit.actions[entry.action as keyof typeof t.audit.actions] ?? entry.action}
                  {entry.action === "status_changed" && typeof entry.detail.to === "string"
                    ? `: ${t.statuses[entry.detail.to as Status] ?? entry.detail.to}`
                    : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}

function Person({ request: r }: { request: RequestDetail }) {
  const { t, formatTime } = useStaffI18n();
  const w = t.request;
  const rows: [string, ReactNode][] = [
    [w.name, r.name],
    [
      w.email,
      r.email ? (
        mailtoHref(r.email) ? (
          <a href={mailtoHref(r.email)} className="break-all underline underline-offset-4">
            {r.email}
          </a>
        ) : (
          <span className="break-all">{r.email}</span>
        )
      ) : (
        "—"
      ),
    ],
    [
      w.phone,
      r.phone ? (
        <a href={`tel:${r.phone}`} className="underline underline-offset-4">
          {r.phone}
        </a>
      ) : (
        "—"
      ),
    ],
    [w.language, w.languages[r.language as "en" | "hi"] ?? r.language],
    ...(r.support_type
      ? [[w.supportType, t.supportTypes[r.support_type]] as [string, ReactNode]]
      : []),
    ...(r.subject
      ? [[w.subject, <span className="break-words">{r.subject}</span>] as [string, ReactNode]]
      : []),
    [
      w.bestTime,
      r.best_time ? (w.bestTimes[r.best_time as keyof typeof w.bestTimes] ?? r.best_time) : "—",
    ],
    ...Object.entries(r.details).map(([key, value]): [string, ReactNode] => [
      w.detailNames[key as keyof typeof w.detailNames] ?? key,
      key === "student_class" ? value : <span className="whitespace-pre-wrap">{value}</span>,
    ]),
    [w.sent, formatTime(r.created_at)],
    [w.source, r.source ?? "—"],
    [w.consent, formatTime(r.consent_at)],
    [w.account, r.user_id ? w.accountYes : w.accountNo],
  ];
  return (
    <section className={boxClass} aria-label={w.person}>
      <h3 className="text-lg font-bold">{w.person}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Audit steps the desk takes itself, with no one signed in (issue 32). */
const DESK_STEPS = new Set([
  "flagged_possible_risk",
  "oncall_mail_sent",
  "oncall_mail_failed",
  "target_missed_mailed",
]);

/** The person's answer to "Did this help?" on a closed request (issue 32). */
function Helped({ request: r }: { request: RequestDetail }) {
  const { t, formatTime } = useStaffI18n();
  const w = t.request;
  const answer = r.helped;
  return (
    <section className={boxClass} aria-label={w.helpedHeading} data-helped-answer="">
      <h3 className="text-lg font-bold">{w.helpedHeading}</h3>
      {answer ? (
        <>
          <p className="mt-1 font-semibold">
            {answer.helped ? w.helpedYes : w.helpedNo}
            {answer.at ? (
              <span className="font-normal text-muted"> · {formatTime(answer.at)}</span>
            ) : null}
          </p>
          {answer.words ? (
            <p className="mt-1">
              <span className="font-semibold">{w.helpedWords}: </span>
              <span className="whitespace-pre-wrap break-words">{answer.words}</span>
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-1 text-muted">{w.helpedNone}</p>
      )}
    </section>
  );
}

function Handling({
  request: r,
  me,
  actions,
}: {
  request: RequestDetail;
  me: StaffMember;
  actions: RequestActions;
}) {
  const { t } = useStaffI18n();
  const w = t.request;
  const assign = useAction();
  const status = useAction();
  const [next, setNext] = useState<Status>(r.status);
  // A change made elsewhere (a live update, a reply) shows in the select too.
  useEffect(() => setNext(r.status), [r.status]);
  const statusId = useId();
  const noteId = useId();
  const mine = r.assigned_to?.id === me.id;
  // Closing a request marked possible risk takes a note (issue 32): the form asks for it.
  const [closing, setClosing] = useState(false);
  const [closeNote, setCloseNote] = useState("");
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const needsNote = Boolean(r.possible_risk) && r.status !== "closed";
  const askNote = needsNote && (closing || next === "closed");
  useEffect(() => {
    if (closing) noteRef.current?.focus();
  }, [closing]);
  const change = (to: Status) => {
    if (to !== "closed" || !needsNote) return void status.run(() => actions.setStatus(to));
    if (!closeNote.trim()) {
      setClosing(true);
      noteRef.current?.focus();
      if (closing || next === "closed") status.setError(t.errors.noteRequired);
      return;
    }
    void status.run(() => actions.setStatus("closed", closeNote.trim()));
  };
  return (
    <section className={cn(boxClass, "grid gap-4")} aria-label={`${w.assignment}, ${w.status}`}>
      <div className="grid gap-2">
        <p>
          <span className="font-semibold">{w.assignment}: </span>
          {r.assigned_to ? (mine ? w.you(me.name) : (r.assigned_to.name ?? "")) : w.nobody}
        </p>
        <div className="flex flex-wrap gap-2">
          {!mine ? (
            <Button
              size="sm"
              aria-busy={assign.pending}
              onClick={() => void assign.run(() => actions.assign("me"))}
            >
              {w.assignMe}
            </Button>
          ) : null}
          {r.assigned_to ? (
            <Button
              size="sm"
              variant="secondary"
              aria-busy={assign.pending}
              onClick={() => void assign.run(() => actions.assign(null))}
            >
              {w.unassign}
            </Button>
          ) : null}
        </div>
        <p role="alert" className="font-semibold text-rose-700 empty:hidden">
          {assign.error ?? ""}
        </p>
      </div>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          change(next);
        }}
      >
        <label htmlFor={statusId} className="font-semibold">
          {w.status}
        </label>
        <div className="flex flex-wrap gap-2">
          <select
            id={statusId}
            value={next}
            onChange={(event) => setNext(event.currentTarget.value as Status)}
            className={cn(fieldClass, "mt-0 w-auto")}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="secondary" aria-busy={status.pending}>
            {w.changeStatus}
          </Button>
          {r.status === "closed" ? (
            <Button
              size="sm"
              onClick={() => void status.run(() => actions.setStatus("in-progress"))}
            >
              {w.reopen}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => change("closed")}>
              {closing && needsNote ? w.closeWithNote : w.close}
            </Button>
          )}
          {closing && needsNote ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setClosing(false);
                status.setError(null);
              }}
            >
              {w.cancelClose}
            </Button>
          ) : null}
        </div>
        {askNote ? (
          <div className="grid gap-1">
            <label htmlFor={noteId} className="font-semibold">
              {w.closeNoteLabel}
            </label>
            <p id={`${noteId}-hint`} className="text-sm text-muted">
              {w.closeNoteHint}
            </p>
            <textarea
              id={noteId}
              ref={noteRef}
              name="note"
              required
              rows={3}
              maxLength={4000}
              value={closeNote}
              onChange={(event) => setCloseNote(event.currentTarget.value)}
              aria-describedby={`${noteId}-hint`}
              className={fieldClass}
            />
          </div>
        ) : null}
        <p role="alert" className="font-semibold text-rose-700 empty:hidden">
          {status.error ?? ""}
        </p>
      </form>
    </section>
  );
}

function Message({ message: m }: { message: ThreadMessage }) {
  const { t, formatTime } = useStaffI18n();
  if (m.from === "note")
    return (
      <div
        data-message-from="note"
        className="rounded-xl border-2 border-dashed border-sun-700 bg-sun-100 p-3"
      >
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-sun-700">
          <Icon name="eye-off" className="size-4" />
          {t.thread.note(m.author)}
          <span className="rounded-full bg-surface px-2 py-0.5">{t.thread.noteMark}</span>
        </p>
        <p className="mt-1 text-sm text-muted">{formatTime(m.created_at)}</p>
        <p className="mt-2 whitespace-pre-wrap">{m.body}</p>
      </div>
    );
  const person = m.from === "person";
  return (
    <div
      data-message-from={m.from}
      className={cn(
        "rounded-xl border p-3",
        person ? "border-line bg-surface" : "border-brand-100 bg-brand-50 sm:ml-8",
      )}
    >
      <p className="text-sm font-semibold">
        {person ? t.thread.fromPerson(m.author) : t.thread.fromStaff(m.author)}
      </p>
      <p className="text-sm text-muted">{formatTime(m.created_at)}</p>
      <p className="mt-2 whitespace-pre-wrap">{m.body}</p>
    </div>
  );
}

function TextForm({
  heading,
  label,
  hint,
  submit,
  pendingLabel,
  tone,
  extra,
  before,
  textareaRef,
  onSend,
}: {
  heading: string;
  label: string;
  hint: string;
  submit: string;
  pendingLabel: string;
  tone: "reply" | "note";
  extra?: ReactNode;
  /** Shown above the text box (the saved-reply picker). */
  before?: ReactNode;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  onSend: (body: string, form: HTMLFormElement) => Promise<boolean>;
}) {
  const { t } = useStaffI18n();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const body = String(new FormData(form).get("body") ?? "").trim();
    if (!body) return setError(t.errors.empty);
    if (body.length > MAX_BODY) return setError(t.errors.tooLong);
    setError(null);
    setPending(true);
    try {
      if (await onSend(body, form)) form.reset();
    } finally {
      setPending(false);
    }
  }
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        boxClass,
        tone === "note" && "border-2 border-dashed border-sun-700 bg-sun-100",
      )}
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold">
        {tone === "note" ? <Icon name="eye-off" className="size-5 text-sun-700" /> : null}
        {heading}
      </h3>
      <form className="mt-2 grid gap-3" onSubmit={(event) => void onSubmit(event)}>
        {before}
        <div>
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
          <textarea
            ref={textareaRef}
            id={id}
            name="body"
            rows={4}
            maxLength={MAX_BODY}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            className={fieldClass}
          />
        </div>
        {extra}
        <p id={`${id}-error`} role="alert" className="font-semibold text-rose-700 empty:hidden">
          {error ?? ""}
        </p>
        <Button
          type="submit"
          className="justify-self-start"
          aria-busy={pending}
          aria-disabled={pending || undefined}
        >
          {pending ? pendingLabel : submit}
        </Button>
      </form>
    </section>
  );
}

function ReplyForm({
  request: r,
  actions,
  displayName,
  savedReplies,
}: {
  request: RequestDetail;
  actions: RequestActions;
  displayName: string | null;
  savedReplies: SavedReply[];
}) {
  const { t } = useStaffI18n();
  const w = t.reply;
  const action = useAction();
  const thenId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="grid gap-2">
      {displayName ? null : (
        // A staff member's first reply waits for their name (issue 32): said here, with the way to it.
        <div role="note" className={cn(boxClass, "border-2 border-sun-700 bg-sun-100")}>
          <p className="font-semibold">{t.tools.nameMissing}</p>
          <Button
            size="sm"
            className="mt-2"
            onClick={() => {
              const field = document.getElementById(DISPLAY_NAME_FIELD);
              field?.scrollIntoView({ block: "center" });
              field?.focus();
            }}
          >
            {t.tools.setNameFirst}
          </Button>
        </div>
      )}
      <TextForm
        textareaRef={box}
        before={
          <SavedReplyPicker
            replies={savedReplies}
            request={{ name: r.name, reference: r.reference, language: r.language }}
            textarea={box}
          />
        }
        heading={w.heading}
        label={w.label}
        hint={r.email ? w.hint : w.noEmail}
        submit={w.send}
        pendingLabel={w.sending}
        tone="reply"
        extra={
          <div>
            <label htmlFor={thenId} className="font-semibold">
              {w.afterSending}
            </label>
            <select
              id={thenId}
              name="then"
              defaultValue="waiting"
              className={cn(fieldClass, "w-auto")}
            >
              <option value="waiting">{w.thenWaiting}</option>
              <option value="in-progress">{w.thenInProgress}</option>
              {/* A request marked possible risk is closed with a note, in the status form. */}
              {r.possible_risk ? null : <option value="closed">{w.thenClosed}</option>}
            </select>
          </div>
        }
        onSend={(body, form) =>
          action.run(
            () =>
              actions.reply(body, String(new FormData(form).get("then") ?? "waiting") as Status),
            w.sent,
          )
        }
      />
      <Outcome error={action.error} done={action.done} />
    </div>
  );
}

function NoteForm({ actions }: { actions: RequestActions }) {
  const { t } = useStaffI18n();
  const w = t.note;
  const action = useAction();
  return (
    <div className="grid gap-2">
      <TextForm
        heading={w.heading}
        label={w.label}
        hint={w.hint}
        submit={w.add}
        pendingLabel={w.adding}
        tone="note"
        onSend={(body) => action.run(() => actions.note(body), w.added)}
      />
      <Outcome error={action.error} done={action.done} />
    </div>
  );
}
