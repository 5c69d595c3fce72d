/**
 * DESIGN's auth budget, as `npm run bench` (bench.ts) judges it: GET /auth/v1/user at a fixed
 * 1,000 requests/s on PostgreSQL answers (nearly) every request, without errors, with p99 under
 * 250 ms (issue 31, item 14). Past it the PostgreSQL run ends with BUDGET_EXIT_CODE, and
 * `npm run bench` with it after its other parts.
 */

/** The exit code of a run whose figures broke DESIGN's auth budget (userBudget). */
export const BUDGET_EXIT_CODE = 3;
export const USER_BUDGET = { rate: 1000, p99Ms: 250 };

/** Whether the load's "GET /user alone" line meets the budget, and a line saying so. */
export function userBudget(line: string): { met: boolean | undefined; text: string } {
  const number = (pattern: RegExp) => Number(pattern.exec(line)?.[1] ?? NaN);
  const target = number(/fixed rate (\d+) req\/s/);
  const answered = number(/alone: ([\d.]+) req\/s answered/);
  const p99 = number(/p99 ([\d.]+) ms/);
  const errors = number(/, (\d+) errors/);
  const name = `GET /user p99 under ${USER_BUDGET.p99Ms} ms at ${USER_BUDGET.rate} requests/s on PostgreSQL`;
  if (!(target >= USER_BUDGET.rate))
    return { met: undefined, text: `budget (${name}): not judged, the rate was ${target}/s` };
  const met = answered >= target * 0.99 && errors === 0 && p99 < USER_BUDGET.p99Ms;
  return {
    met,
    text: `budget (${name}): ${met ? "met" : "NOT met"} (${answered}/s answered, p99 ${p99} ms, ${errors} errors)`,
  };
}
