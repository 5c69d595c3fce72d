/**
 * The conversation: each message (internal notes marked, on a different ground, as never shown to the
 * person), the reply form (mailed and shown on their page) and the note form.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { RequestDetail, ThreadMessage } from "./desk-api.ts";
import type { Status } from "./queue.ts";
import { DISPLAY_NAME_FIELD, Outcome, SavedReplyPicker, type SavedReply } from "./staff-tools.tsx";
import type { RequestActions } from "./request-panel-parts.ts";
import { useStaffI18n } from "./staff-i18n.tsx";
import { MAX_BODY, boxClass, fieldClass, useAction } from "./request-panel-parts.ts";

export function Message({ message: m }: { message: ThreadMessage }) {
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

export function ReplyForm({
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

export function NoteForm({ actions }: { actions: RequestActions }) {
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
