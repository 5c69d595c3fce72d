/**
 * What the pages teach (issue 32, item 5): per page, its views, its "Was this page useful?" Yes and
 * No, the words of its No answers, the requests sent from it, and the contact rate ((No answers +
 * requests) per 1,000 views), over the last 7 or 30 days. A plain table: each column heading is a
 * button that sorts by it (aria-sort says how); the worst page comes first.
 */
import { useCallback, useEffect, useState } from "react";
import { useI18n } from "../../i18n/context.tsx";
import { locales } from "../../i18n/locales.ts";
import { localDigits } from "../../lib/digits.ts";
import { formatDate } from "../../lib/format-date.ts";
import { Button } from "../../ui/button.tsx";
import { useStaffCall, type Token } from "./staff-call.ts";
import { useStaffI18n } from "./staff-i18n.tsx";
import {
  DEFAULT_PAGE_SORT,
  nextSort,
  PAGE_COLUMNS,
  sortPages,
  type PageColumn,
  type PageRow,
  type PageSort,
  type PagesReport,
} from "./insights.ts";

/** Counts and rates as Indian readers group them (1,23,456; 12.5), in the page's digits. */
const grouped = new Intl.NumberFormat("en-IN");
const oneDecimal = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

type State = { state: "loading" } | { state: "failed" } | { state: "ready"; report: PagesReport };

export default function PagesView({
  token,
  onAccessLost,
}: {
  token: Token;
  onAccessLost?: () => void;
}) {
  const { t } = useStaffI18n();
  const words = t.insights.pages;
  const call = useStaffCall(token, onAccessLost);
  const [days, setDays] = useState<7 | 30>(7);
  const [data, setData] = useState<State>({ state: "loading" });
  const [sort, setSort] = useState<PageSort>(DEFAULT_PAGE_SORT);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setData({ state: "loading" });
    call<PagesReport>(`/staff/pages?days=${days}`).then(
      (report) => live && setData({ state: "ready", report }),
      () => live && setData({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [call, days, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <section aria-labelledby="pages-heading" className="mt-6 grid gap-4">
      <h2 id="pages-heading" className="text-2xl font-bold">
        {words.heading}
      </h2>
      <p className="max-w-3xl text-muted">{words.intro}</p>
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="sr-only">{words.period}</legend>
        {([7, 30] as const).map((d) => (
          <label key={d} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="pages-period"
              value={d}
              checked={days === d}
              onChange={() => setDays(d)}
              className="size-5"
            />
            {d === 7 ? words.last7 : words.last30}
          </label>
        ))}
      </fieldset>
      {data.state === "loading" ? (
        <p role="status" className="text-muted">
          {t.insights.loading}
        </p>
      ) : data.state === "failed" ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t.insights.failed}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t.insights.tryAgain}
          </Button>
        </div>
      ) : data.report.pages.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <PagesTable report={data.report} sort={sort} onSort={(c) => setSort(nextSort(sort, c))} />
      )}
    </section>
  );
}

function PagesTable({
  report,
  sort,
  onSort,
}: {
  report: PagesReport;
  sort: PageSort;
  onSort: (column: PageColumn) => void;
}) {
  const { t } = useStaffI18n();
  const { locale } = useI18n();
  const words = t.insights.pages;
  const rows = sortPages(report.pages, sort);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left">
        <caption className="mb-2 text-left text-sm text-muted">
          {words.caption(formatDate(report.from, locale), formatDate(report.to, locale))}{" "}
          <span role="status">
            {words.sorted(words.columns[sort.column], words[sort.direction])}
          </span>
        </caption>
        <thead>
          <tr className="border-b-2 border-line align-bottom">
            {PAGE_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                aria-sort={sort.column === column ? sort.direction : undefined}
                className={column === "path" ? "py-2 pr-3" : "py-2 pr-3 text-right"}
              >
                <button
                  type="button"
                  onClick={() => onSort(column)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-sm font-bold underline-offset-4 hover:underline"
                >
                  {words.columns[column]}
                  <span aria-hidden="true" className="text-muted">
                    {sort.column === column ? (sort.direction === "ascending" ? "▲" : "▼") : "↕"}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <PageLine key={row.path} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageLine({ row }: { row: PageRow }) {
  const { t } = useStaffI18n();
  const { m, locale } = useI18n();
  const number = (n: number) => localDigits(grouped.format(n), locale);
  const rate = (n: number) => localDigits(oneDecimal.format(n), locale);
  const words = t.insights.pages;
  return (
    <tr className="border-b border-line align-top" data-page-row={row.path}>
      <th scope="row" className="py-2 pr-3 font-normal">
        <a href={row.path} className="font-semibold break-all text-brand-700 underline">
          {row.path}
        </a>
        {row.no_answers.length > 0 ? (
          <details className="mt-1 text-sm">
            <summary className="min-h-11 cursor-pointer py-2">
              {words.answers(number(row.no_answers.length))}
            </summary>
            <ul className="grid gap-2">
              {row.no_answers.map((answer, i) => (
                <li key={i} className="rounded border border-line p-2">
                  <p className="text-muted">
                    {formatDate(answer.at.slice(0, 10), locale)} · {words.languages[answer.locale]}
                    {answer.reason ? ` · ${m.feedback.reasons[answer.reason]}` : ""}
                  </p>
                  {answer.comment ? (
                    <p lang={answer.locale} className="whitespace-pre-wrap">
                      {answer.comment}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </th>
      <td className="py-2 pr-3 text-right tabular-nums">
        {number(row.views)}
        <span className="block text-xs text-muted">
          {locales
            .filter((code) => row.views_by_locale[code] > 0)
            .map((code) => `${words.languages[code]} ${number(row.views_by_locale[code])}`)
            .join(", ")}
        </span>
      </td>
      <td className="py-2 pr-3 text-right tabular-nums">{number(row.yes)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{number(row.no)}</td>
      <td className="py-2 pr-3 text-right tabular-nums">{number(row.requests)}</td>
      <td className="py-2 pr-3 text-right font-semibold tabular-nums">
        {row.contact_rate === null ? words.noViews : rate(row.contact_rate)}
      </td>
    </tr>
  );
}
