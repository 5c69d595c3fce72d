/**
 * One request on the desk: the person and what they asked (request-person.tsx), who has it and its status
 * (request-handling.tsx), the conversation with the reply and note forms (request-messages.tsx), then the
 * history (audit log).
 */
import { useId, type ReactNode, type RefObject } from "react";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { RequestDetail, StaffMember } from "./desk-api.ts";
import { targetLeft, timeLeft, timeLeftText, type Status } from "./queue.ts";
import { TargetChip, toneClass } from "./queue-panel.tsx";
import type { SavedReply } from "./staff-tools.tsx";
import type { OpenRequest, RequestActions } from "./request-panel-parts.ts";
import { useStaffI18n } from "./staff-i18n.tsx";
import { boxClass } from "./request-panel-parts.ts";
import { Helped, Person } from "./request-person.tsx";
import { Handling } from "./request-handling.tsx";
import { Message, NoteForm, ReplyForm } from "./request-messages.tsx";

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

/** Audit steps the desk takes itself, with no one signed in (issue 32). */
const DESK_STEPS = new Set([
  "flagged_possible_risk",
  "oncall_mail_sent",
  "oncall_mail_failed",
  "target_missed_mailed",
]);
