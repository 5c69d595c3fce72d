import { describe, expect, test } from "vitest";
import { userBudget } from "../../../scripts/bench-budget.ts";

// The load generator's line (scripts/bench-load.ts), as `npm run bench` prints it.
const line = (rate: number, answered: number, p99: number, errors = 0) =>
  `fixed rate ${rate} req/s for 10 s, GET /user alone: ${answered} req/s answered, p50 2.3 ms, p99 ${p99} ms, ${errors} errors (first 2 s, not counted: p50 2.7 ms, p99 900.0 ms)`;

describe("DESIGN's auth budget as npm run bench judges it (scripts/bench-budget.ts)", () => {
  test("met: every request answered at 1,000/s with p99 under 250 ms; the warm-up's p99 is not counted", () => {
    expect(userBudget(line(1000, 1000, 17.3))).toEqual({
      met: true,
      text: "budget (GET /user p99 under 250 ms at 1000 requests/s on PostgreSQL): met (1000/s answered, p99 17.3 ms, 0 errors)",
    });
  });

  test("not met: p99 at or past 250 ms, requests left unanswered, or errors", () => {
    expect(userBudget(line(1000, 1000, 250)).met).toBe(false);
    expect(userBudget(line(1000, 654, 88)).met).toBe(false);
    expect(userBudget(line(1000, 1000, 20, 3)).met).toBe(false);
  });

  test("a run below the budget's rate is not judged", () => {
    expect(userBudget(line(800, 800, 20)).met).toBeUndefined();
  });
});
