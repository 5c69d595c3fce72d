/**
 * The queue: filters (native selects, so a keyboard and a phone work them as they work any form),
 * then the requests in the server's order, each a button that opens it, with the time left to the
 * promised reply, its status, who has it and who wrote last.
 */
import { useId, type ReactNode } from "react";
import { Icon } from "../../ui/icons.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import type { StaffMember } from "./desk-api.ts";
import {
  AGES,
  KINDS,
  STATUSES,
  SUPPORT_TYPES,
  formatDuration,
  targetLeft,
  timeLeft,
  timeLeftText,
  type Filters,
  type QueueRow,
  type TimeLeft,
} from "./queue.ts";
import { useStaffI18n } from "./staff-i18n.tsx";

const selectClass =
  "mt-1 block w-full rounded-xl border-2 border-line bg-surface px-3 py-2 text-base";

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={selectClass}
      >
        {children}
      </select>
    </div>
  );
}

export const toneClass: Record<TimeLeft["tone"], string> = {
  late: "bg-rose-100 text-rose-700",
  soon: "bg-sun-100 text-sun-700",
  ok: "bg-brand-50 text-brand-800",
  waiting: "bg-sunken text-ink",
  closed: "bg-sunken text-muted",
  none: "bg-sunken text-ink",
};

export function QueuePanel({
  filters,
  onFilters,
  queue,
  now,
  me,
  selectedId,
  onSelect,
  onMore,
  onRetry,
}: {
  filters: Filters;
  onFilters: (filters: Filters) => void;
  queue: { rows: QueueRow[]; nextBefore: string | null; fetchedAt: number; state: string };
  now: number;
  me: StaffMember;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useStaffI18n();
  const f = t.filters;
  const set =
    <K extends keyof Filters>(key: K) =>
    (value: string) =>
      onFilters({ ...filters, [key]: value as Filters[K] });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        {t.queue.heading}
      </h2>
      <fieldset className="mt-3 grid grid-cols-2 gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4">
        <legend className="px-1 text-sm font-semibold text-muted">{f.legend}</legend>
        <Select label={f.kind} value={filters.kind} onChange={set("kind")}>
          <option value="">{f.anyKind}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t.kinds[kind]}
            </option>
          ))}
        </Select>
        <Select label={f.support} value={filters.support} onChange={set("support")}>
          <option value="">{f.anySupport}</option>
          {SUPPORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.supportTypes[type]}
            </option>
          ))}
        </Select>
        <Select label={f.status} value={filters.status} onChange={set("status")}>
          <option value="open">{f.open}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.statuses[status]}
            </option>
          ))}
          <option value="all">{f.all}</option>
        </Select>
        <Select label={f.age} value={filters.age} onChange={set("age")}>
          <option value="">{f.anyAge}</option>
          {AGES.map((age) => (
            <option key={age} value={age}>
              {f.ages[age]}
            </option>
          ))}
        </Select>
        <Select label={f.assigned} value={filters.assigned} onChange={set("assigned")}>
          <option value="any">{f.anyone}</option>
          <option value="me">{f.me}</option>
          <option value="unassigned">{f.unassigned}</option>
        </Select>
        <div>
          <Select label={f.sort} value={filters.sort} onChange={set("sort")}>
            <option value="waiting">{f.waiting}</option>
            <option value="newest">{f.newest}</option>
          </Select>
        </div>
        <Select label={f.due} value={filters.due} onChange={set("due")}>
          <option value="">{f.anyDue}</option>
          <option value="soon">{f.dueSoon}</option>
          <option value="overdue">{f.overdue}</option>
        </Select>
      </fieldset>

      <div className="mt-4" aria-live="polite" aria-busy={queue.state === "loading"}>
        {queue.state === "loading" && queue.rows.length === 0 ? (
          <p className="text-muted">{t.queue.loading}</p>
        ) : queue.state === "failed" && queue.rows.length === 0 ? (
          <div className="grid gap-3">
            <p className="font-semibold text-rose-700">{t.gate.failed}</p>
            <Button variant="secondary" className="justify-self-start" onClick={onRetry}>
              {t.gate.tryAgain}
            </Button>
          </div>
        ) : queue.rows.length === 0 ? (
          <p className="text-muted">{t.queue.empty}</p>
        ) : (
          <p className="text-sm text-muted">{t.queue.count(String(queue.rows.length))}</p>
        )}
      </div>

      {queue.rows.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {queue.rows.map((row) => (
            <li key={row.id}>
              <QueueItem
                row={row}
                left={timeLeft(row, queue.fetchedAt, now)}
                target={targetLeft(row, queue.fetchedAt, now)}
                me={me}
                selected={row.id === selectedId}
                onSelect={() => onSelect(row.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {queue.nextBefore ? (
        <Button variant="secondary" className="mt-3" onClick={onMore}>
          {t.queue.more}
        </Button>
      ) : null}
    </section>
  );
}

function QueueItem({
  row,
  left,
  target,
  me,
  selected,
  onSelect,
}: {
  row: QueueRow;
  left: TimeLeft;
  target: ReturnType<typeof targetLeft>;
  me: StaffMember;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useStaffI18n();
  const due = timeLeftText(left, t.due);
  return (
    <button
      type="button"
      data-request-row={row.id}
      aria-current={selected ? "true" : undefined}
      onClick={onSelect}
      className={cn(
        "grid w-full gap-1 rounded-xl border-2 bg-surface p-3 text-left hover:border-brand-600",
        selected ? "border-brand-600 bg-brand-50" : "border-line",
      )}
    >
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono font-bold">{row.reference}</span>
        <span className="rounded-full bg-sunken px-2 py-0.5 text-sm font-semibold">
          {t.statuses[row.status]}
        </span>
        {row.possible_risk ? (
          <span
            data-possible-risk=""
            className="rounded-full bg-rose-100 px-2 py-0.5 text-sm font-bold text-rose-700"
          >
            {t.queue.possibleRisk}
          </span>
        ) : null}
      </span>
      <span className="font-semibold">
        {row.name} <span className="font-normal text-muted">· {t.kinds[row.kind]}</span>
        {row.support_type ? (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-700">
            {t.supportTypes[row.support_type]}
          </span>
        ) : null}
      </span>
      {row.subject ? <span className="break-words">{row.subject}</span> : null}
      {due ? (
        <span
          className={cn(
            "flex items-center gap-1.5 justify-self-start rounded-full px-2 py-0.5 text-sm font-semibold",
            toneClass[left.tone],
          )}
        >
          <Icon name="clock" className="size-4" />
          {due}
        </span>
      ) : null}
      <TargetChip target={target} />
      <span className="text-sm text-muted">
        {row.assigned_to
          ? t.queue.assignedTo(
              row.assigned_to.id === me.id ? t.request.you(me.name) : (row.assigned_to.name ?? ""),
            )
          : t.queue.unassigned}
        {" · "}
        {row.last_message ? t.queue.from[row.last_message.from] : t.queue.from.none}
      </span>
    </button>
  );
}

/** The reply-time target's time left, or how long ago it was missed (issue 32). */
export function TargetChip({ target }: { target: ReturnType<typeof targetLeft> }) {
  const { t } = useStaffI18n();
  if (!target) return null;
  const time = formatDuration(target.seconds, t.due);
  const tone = target.missed ? "late" : target.seconds <= 2 * 3600 ? "soon" : "ok";
  return (
    <span
      data-target={target.missed ? "missed" : tone}
      className={cn(
        "flex items-center gap-1.5 justify-self-start rounded-full px-2 py-0.5 text-sm font-semibold",
        toneClass[tone],
      )}
    >
      <Icon name="clock" className="size-4" />
      {target.missed ? t.target.missed(time) : t.target.left(time)}
    </span>
  );
}
