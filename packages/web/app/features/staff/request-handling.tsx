/**
 * Who has the request and its status: assignment, status changes, the reply-time target.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { RequestDetail, StaffMember } from "./desk-api.ts";
import { STATUSES, type Status } from "./queue.ts";
import type { RequestActions } from "./request-panel-parts.ts";
import { useStaffI18n } from "./staff-i18n.tsx";
import { boxClass, fieldClass, useAction } from "./request-panel-parts.ts";

export function Handling({
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
