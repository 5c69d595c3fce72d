/**
 * The desk dashboard (issue 32, item 6): open requests by kind and age, the median time to the
 * first reply this week and last, requests waiting past their kind's reply-time target, the
 * "Did this help?" answers by week, and the requests
 * marked Possible risk with how fast each was first answered.
 */
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import { localDigits } from "../../lib/digits.ts";
import { formatDuration, type Kind } from "./queue.ts";
import { useStaffCall, type Token } from "./staff-call.ts";
import { useStaffI18n } from "./staff-i18n.tsx";
import { AGE_BUCKETS, type Dashboard } from "./insights.ts";

/** Grouped as Indian readers group them (1,23,456), in the page's digits. */
const grouped = new Intl.NumberFormat("en-IN");

type State = { state: "loading" } | { state: "failed" } | { state: "ready"; data: Dashboard };

export default function DashboardView({
  token,
  onAccessLost,
}: {
  token: Token;
  onAccessLost?: () => void;
}) {
  const { t, formatTime } = useStaffI18n();
  const words = t.insights.dashboard;
  const call = useStaffCall(token, onAccessLost);
  const [state, setState] = useState<State>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    call<Dashboard>("/staff/dashboard").then(
      (data) => live && setState({ state: "ready", data }),
      () => live && setState({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [call, attempt]);

  return (
    <section aria-labelledby="dashboard-heading" className="mt-6 grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="dashboard-heading" className="text-2xl font-bold">
          {words.heading}
        </h2>
        {state.state === "ready" ? (
          <>
            <p className="text-muted">{words.refreshedAt(formatTime(state.data.at))}</p>
            <Button variant="secondary" size="sm" onClick={reload}>
              {words.refresh}
            </Button>
          </>
        ) : null}
      </div>
      {state.state === "loading" ? (
        <p role="status" className="text-muted">
          {t.insights.loading}
        </p>
      ) : state.state === "failed" ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t.insights.failed}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t.insights.tryAgain}
          </Button>
        </div>
      ) : (
        <Figures data={state.data} />
      )}
    </section>
  );
}

function Box({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
    >
      <h3 id={id} className="text-xl font-bold">
        {heading}
      </h3>
      {children}
    </section>
  );
}

const cell = "py-1 pr-3";
const numeric = "py-1 pr-3 text-right tabular-nums";

function Figures({ data }: { data: Dashboard }) {
  const { t, formatTime, locale } = useStaffI18n();
  const number = (n: number) => localDigits(grouped.format(n), locale);
  const words = t.insights.dashboard;
  const kindName = (kind: string) => t.kinds[kind as Kind] ?? kind;
  const time = (seconds: number) => formatDuration(seconds, t.due);

  return (
    <>
      <Box id="dash-open" heading={words.open.heading}>
        <p>{words.open.total(number(data.open.total))}</p>
        {data.open.total === 0 ? (
          <p>{words.open.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left">
              <caption className="sr-only">{words.open.caption}</caption>
              <thead>
                <tr className="border-b-2 border-line">
                  <th scope="col" className={cell}>
                    {words.open.kind}
                  </th>
                  {AGE_BUCKETS.map((b) => (
                    <th key={b} scope="col" className={numeric}>
                      {words.open.ages[b]}
                    </th>
                  ))}
                  <th scope="col" className={numeric}>
                    {words.open.totalColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.open.by_kind.map((row) => (
                  <tr key={row.kind} className="border-b border-line">
                    <th scope="row" className={`${cell} font-normal`}>
                      {kindName(row.kind)}
                    </th>
                    {AGE_BUCKETS.map((b) => (
                      <td key={b} className={numeric}>
                        {number(row.ages[b])}
                      </td>
                    ))}
                    <td className={numeric}>{number(row.total)}</td>
                  </tr>
                ))}
                <tr className="font-bold">
                  <th scope="row" className={cell}>
                    {words.open.all}
                  </th>
                  {AGE_BUCKETS.map((b) => (
                    <td key={b} className={numeric}>
                      {number(data.open.by_age[b])}
                    </td>
                  ))}
                  <td className={numeric}>{number(data.open.total)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </Box>

      <Box id="dash-first-reply" heading={words.firstReply.heading}>
        <p className="text-muted">{words.firstReply.intro}</p>
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          {(["this_week", "last_week"] as const).map((w) => {
            const week = data.first_reply[w];
            return (
              <div key={w} className="contents">
                <dt className="font-semibold">
                  {w === "this_week" ? words.firstReply.thisWeek : words.firstReply.lastWeek}
                </dt>
                <dd data-first-reply={w}>
                  {week.median_seconds === null
                    ? words.firstReply.none
                    : words.firstReply.median(time(week.median_seconds), number(week.answered))}
                </dd>
              </div>
            );
          })}
        </dl>
      </Box>

      <Box id="dash-targets" heading={words.targets.heading}>
        <p className="text-muted">{words.targets.basis}</p>
        {data.targets.missed === 0 ? (
          <p>{words.targets.none}</p>
        ) : (
          <>
            <p className="font-semibold">{words.targets.count(number(data.targets.missed))}</p>
            <table className="w-full text-left">
              <caption className="sr-only">{words.targets.caption}</caption>
              <thead>
                <tr className="border-b-2 border-line">
                  <th scope="col" className={cell}>
                    {words.targets.reference}
                  </th>
                  <th scope="col" className={cell}>
                    {words.targets.kind}
                  </th>
                  <th scope="col" className={cell}>
                    {words.targets.late}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.targets.requests.map((r) => (
                  <tr key={r.id} className="border-b border-line">
                    <th scope="row" className={`${cell} font-mono font-normal`}>
                      {r.reference}
                      {r.possible_risk ? (
                        <span className="ml-2 rounded-full bg-rose-100 px-2 py-0.5 font-sans text-sm font-bold text-rose-700">
                          {t.queue.possibleRisk}
                        </span>
                      ) : null}
                    </th>
                    <td className={cell}>{kindName(r.kind)}</td>
                    <td className={cell}>{time(r.late_seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Box>

      <Box id="dash-did-it-help" heading={words.didItHelp.heading}>
        <p className="text-muted">{words.didItHelp.intro}</p>
        <dl className="grid gap-2 sm:grid-cols-2">
          {(["this_week", "last_week"] as const).map((week) => {
            const { yes, no } = data.did_it_help[week];
            return (
              <div key={week} data-did-it-help={week}>
                <dt className="font-semibold">
                  {week === "this_week" ? words.firstReply.thisWeek : words.firstReply.lastWeek}
                </dt>
                <dd>
                  {yes + no === 0
                    ? words.didItHelp.none
                    : words.didItHelp.counts(number(yes), number(no))}
                </dd>
              </div>
            );
          })}
        </dl>
      </Box>

      <Box id="dash-risk" heading={words.risk.heading}>
        <p className="text-muted">{words.risk.intro(number(data.possible_risk.days))}</p>
        {data.possible_risk.requests.length === 0 ? (
          <p>{words.risk.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left">
              <caption className="sr-only">{words.risk.caption}</caption>
              <thead>
                <tr className="border-b-2 border-line">
                  <th scope="col" className={cell}>
                    {words.risk.reference}
                  </th>
                  <th scope="col" className={cell}>
                    {words.risk.sent}
                  </th>
                  <th scope="col" className={cell}>
                    {words.risk.status}
                  </th>
                  <th scope="col" className={cell}>
                    {words.risk.firstAnswer}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.possible_risk.requests.map((r) => (
                  <tr key={r.id} className="border-b border-line">
                    <th scope="row" className={`${cell} font-mono font-normal`}>
                      {r.reference}
                    </th>
                    <td className={cell}>{formatTime(r.created_at)}</td>
                    <td className={cell}>
                      {t.statuses[r.status as keyof typeof t.statuses] ?? r.status}
                    </td>
                    <td className={cell}>
                      {r.first_reply_seconds !== null
                        ? words.risk.after(time(r.first_reply_seconds))
                        : words.risk.waiting(time(r.waiting_seconds ?? 0))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Box>
    </>
  );
}
