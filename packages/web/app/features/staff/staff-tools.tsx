/**
 * Staff tools (issue 32): the name a staff member's replies are signed with (asked before the
 * first reply), the team's saved replies per language (add, change, delete), and the picker that
 * puts one into the reply box with the person's name and the reference filled in. Native form
 * controls with labels; each outcome is said in a live region, and focus moves to the form that
 * opens.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { DeskApiError } from "./desk-api.ts";
import { useStaffI18n } from "./staff-i18n.tsx";

export type SavedReply = {
  id: string;
  language: "en" | "hi";
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
};

export type SavedReplyInput = Pick<SavedReply, "language" | "title" | "body">;

/** What the desk does with the tools; each throws a DeskApiError when refused. */
export type ToolActions = {
  setDisplayName: (name: string) => Promise<void>;
  createReply: (input: SavedReplyInput) => Promise<void>;
  editReply: (id: string, input: SavedReplyInput) => Promise<void>;
  deleteReply: (id: string) => Promise<void>;
};

const boxClass = "rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5";
const fieldClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-3 py-2 text-base";

/** The id of the display name's field: the reply box's "set your name first" moves focus there. */
export const DISPLAY_NAME_FIELD = "staff-display-name";

/** `{name}` and `{reference}` filled in, as the desk does (services/staff-tools.ts). */
export function fillPlaceholders(body: string, r: { name: string; reference: string }): string {
  return body.replace(/\{(name|reference)\}/g, (_all, key: "name" | "reference") => r[key]);
}

/** What a staff action came to: its refusal (alert) or its result (status); empty takes no room. */
export function Outcome({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      <p role="alert" className="font-semibold text-rose-700 empty:hidden">
        {error ?? ""}
      </p>
      <p role="status" className="font-semibold text-brand-700 empty:hidden">
        {done ?? ""}
      </p>
    </>
  );
}

function useOutcome() {
  const { t } = useStaffI18n();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function run(task: () => Promise<void>, doneText: string) {
    setPending(true);
    setError(null);
    setDone(null);
    try {
      await task();
      setDone(doneText);
      return true;
    } catch (cause) {
      const code = cause instanceof DeskApiError ? cause.code : "";
      setError(
        code === "saved_reply_not_found"
          ? t.errors.savedReplyNotFound
          : code === "too_long"
            ? t.errors.tooLong
            : code === "invalid_field" || code === "message_required" || code === "name_required"
              ? t.errors.fieldMissing
              : t.errors.failed,
      );
      return false;
    } finally {
      setPending(false);
    }
  }
  return { error, done, pending, run, setError };
}

/** The name on replies: asked (and said to be needed) until set, then shown with a way to change it. */
export function DisplayNameBox({
  name,
  onSave,
}: {
  name: string | null | undefined;
  onSave: ToolActions["setDisplayName"];
}) {
  const { t } = useStaffI18n();
  const w = t.tools;
  const out = useOutcome();
  const [value, setValue] = useState(name ?? "");
  useEffect(() => setValue(name ?? ""), [name]);
  const missing = !name;
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = value.trim();
    if (!next) return out.setError(w.nameMissing);
    await out.run(() => onSave(next), w.nameSaved);
  }
  return (
    <section
      aria-labelledby={`${DISPLAY_NAME_FIELD}-heading`}
      className={cn(boxClass, missing && "border-2 border-sun-700 bg-sun-100")}
    >
      <h2 id={`${DISPLAY_NAME_FIELD}-heading`} className="text-lg font-bold">
        {w.nameHeading}
      </h2>
      <p className="mt-1 font-semibold">{missing ? w.nameMissing : w.nameCurrent(name)}</p>
      <form className="mt-2 grid gap-2" onSubmit={(event) => void onSubmit(event)}>
        <div>
          <label htmlFor={DISPLAY_NAME_FIELD} className="font-semibold">
            {w.nameLabel}
          </label>
          <p id={`${DISPLAY_NAME_FIELD}-hint`} className="text-sm text-muted">
            {w.nameHint}
          </p>
          <input
            id={DISPLAY_NAME_FIELD}
            name="display_name"
            required
            maxLength={60}
            autoComplete="name"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            aria-describedby={`${DISPLAY_NAME_FIELD}-hint`}
            className={cn(fieldClass, "max-w-sm")}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          className="justify-self-start"
          aria-busy={out.pending}
          variant={missing ? "primary" : "secondary"}
        >
          {w.nameSave}
        </Button>
        <Outcome error={out.error} done={out.done} />
      </form>
    </section>
  );
}

function ReplyFields({
  initial,
  submit,
  onSubmit,
  onCancel,
}: {
  initial: SavedReplyInput;
  submit: string;
  onSubmit: (input: SavedReplyInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t, locale } = useStaffI18n();
  const w = t.tools;
  const id = useId();
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (onCancel) first.current?.focus();
  }, [onCancel]);
  async function onForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const ok = await onSubmit({
      language: data.get("language") === "hi" ? "hi" : "en",
      title: String(data.get("title") ?? "").trim(),
      body: String(data.get("body") ?? "").trim(),
    });
    if (ok && !onCancel) form.reset();
  }
  return (
    <form className="grid gap-2" onSubmit={(event) => void onForm(event)}>
      <div>
        <label htmlFor={`${id}-language`} className="font-semibold">
          {w.language}
        </label>
        <select
          ref={first}
          id={`${id}-language`}
          name="language"
          defaultValue={initial.language || locale}
          className={cn(fieldClass, "w-auto")}
        >
          <option value="en">{w.languages.en}</option>
          <option value="hi">{w.languages.hi}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-title`} className="font-semibold">
          {w.title}
        </label>
        <input
          id={`${id}-title`}
          name="title"
          required
          maxLength={100}
          defaultValue={initial.title}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="font-semibold">
          {w.body}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {w.bodyHint}
        </p>
        <textarea
          id={`${id}-body`}
          name="body"
          required
          rows={4}
          maxLength={4000}
          defaultValue={initial.body}
          aria-describedby={`${id}-hint`}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {submit}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {w.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The team's saved replies, by language: each can be changed or deleted; a form adds one. */
export function SavedRepliesBox({
  replies,
  actions,
}: {
  replies: SavedReply[];
  actions: Pick<ToolActions, "createReply" | "editReply" | "deleteReply">;
}) {
  const { t } = useStaffI18n();
  const w = t.tools;
  const out = useOutcome();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const headingId = useId();
  return (
    <details className={boxClass}>
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-bold">
        {w.savedHeading(String(replies.length))}
      </summary>
      <section aria-labelledby={headingId} className="mt-2 grid gap-4">
        <h2 id={headingId} className="sr-only">
          {w.savedHeading(String(replies.length))}
        </h2>
        <p className="text-muted">{w.savedIntro}</p>
        {replies.length === 0 ? <p>{w.savedEmpty}</p> : null}
        <ul className="grid gap-3">
          {replies.map((r) => (
            <li key={r.id} data-saved-reply={r.id} className="rounded-xl border border-line p-3">
              {editing === r.id ? (
                <>
                  <h3 className="font-bold">{w.editHeading(r.title)}</h3>
                  <ReplyFields
                    initial={r}
                    submit={w.save}
                    onCancel={() => setEditing(null)}
                    onSubmit={async (input) => {
                      const ok = await out.run(() => actions.editReply(r.id, input), w.changed);
                      if (ok) setEditing(null);
                      return ok;
                    }}
                  />
                </>
              ) : (
                <>
                  <h3 className="font-bold">
                    {r.title}{" "}
                    <span className="rounded-full bg-sunken px-2 py-0.5 text-sm font-semibold">
                      {w.languages[r.language]}
                    </span>
                  </h3>
                  <p className="mt-1 whitespace-pre-wrap text-sm">{r.body}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(r.id)}>
                      {w.edit}
                      <span className="sr-only">: {r.title}</span>
                    </Button>
                    {deleting === r.id ? (
                      <>
                        <Button
                          size="sm"
                          variant="urgent"
                          onClick={() =>
                            void out
                              .run(() => actions.deleteReply(r.id), w.deleted)
                              .then(() => setDeleting(null))
                          }
                        >
                          {w.deleteConfirm(r.title)}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setDeleting(null)}>
                          {w.cancel}
                        </Button>
                      </>
                    ) : (
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(r.id)}>
                        {w.delete}
                        <span className="sr-only">: {r.title}</span>
                      </Button>
                    )}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
        <div className="grid gap-2 rounded-xl border border-dashed border-line p-3">
          <h3 className="font-bold">{w.addHeading}</h3>
          <ReplyFields
            initial={{ language: "" as "en", title: "", body: "" }}
            submit={w.add}
            onSubmit={(input) => out.run(() => actions.createReply(input), w.created)}
          />
        </div>
        <Outcome error={out.error} done={out.done} />
      </section>
    </details>
  );
}

/**
 * Puts a saved reply into the reply box, the person's name and the reference filled in; the
 * request's language first. Focus goes to the reply box, the insert is announced.
 */
export function SavedReplyPicker({
  replies,
  request,
  textarea,
}: {
  replies: SavedReply[];
  request: { name: string; reference: string; language: string };
  textarea: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useStaffI18n();
  const w = t.tools;
  const id = useId();
  const [chosen, setChosen] = useState("");
  const [said, setSaid] = useState<string | null>(null);
  if (replies.length === 0) return null;
  const order = request.language === "hi" ? (["hi", "en"] as const) : (["en", "hi"] as const);
  const insert = () => {
    const reply = replies.find((r) => r.id === chosen);
    const box = textarea.current;
    if (!reply || !box) return;
    const text = fillPlaceholders(reply.body, request);
    const at = box.selectionStart ?? box.value.length;
    const end = box.selectionEnd ?? at;
    box.value = box.value.slice(0, at) + text + box.value.slice(end);
    box.focus();
    box.setSelectionRange(at + text.length, at + text.length);
    setSaid(w.inserted(reply.title));
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {w.insertLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          className={cn(fieldClass, "mt-0 w-auto max-w-full")}
        >
          <option value="">{w.insertNone}</option>
          {order.map((language) => (
            <optgroup key={language} label={w.languages[language]}>
              {replies
                .filter((r) => r.language === language)
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.title}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <Button size="sm" variant="secondary" disabled={!chosen} onClick={insert}>
          {w.insert}
        </Button>
      </div>
      <p role="status" className="text-sm text-brand-700 empty:hidden">
        {said ?? ""}
      </p>
    </div>
  );
}
