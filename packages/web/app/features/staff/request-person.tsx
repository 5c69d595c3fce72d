/**
 * Who asked and what: the person's details and, on a closed request, their answer to "Did this help?".
 */
import type { ReactNode } from "react";
import type { RequestDetail } from "./desk-api.ts";
import { mailtoHref } from "./queue.ts";
import { useStaffI18n } from "./staff-i18n.tsx";
import { boxClass } from "./request-panel-parts.ts";

export function Person({ request: r }: { request: RequestDetail }) {
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
/** The person's answer to "Did this help?" on a closed request (issue 32). */
export function Helped({ request: r }: { request: RequestDetail }) {
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
