/** desk.page_feedback: the votes of "Was this page useful?", with nothing about who voted. */
import type { Queryable } from "./db.ts";
import type { Locale } from "../contract.ts";

export type FeedbackRow = {
  path: string;
  locale: Locale;
  useful: boolean;
  reason: string | null;
  comment: string | null;
  created_at: Date;
};

export async function insertFeedback(q: Queryable, row: FeedbackRow): Promise<void> {
  await q.query(
    `insert into desk.page_feedback (path, locale, useful, reason, comment, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
    [row.path, row.locale, row.useful, row.reason, row.comment, row.created_at],
  );
}

/** How many said Yes and how many said No on one page (its path, language prefix included). */
export async function feedbackCounts(
  q: Queryable,
  path: string,
): Promise<{ yes: number; no: number }> {
  const [row] = await q.query<{ yes: number | string | null; no: number | string | null }>(
    `select count(*) filter (where useful) as yes, count(*) filter (where not useful) as no
       from desk.page_feedback where path = $1`,
    [path],
  );
  return { yes: Number(row?.yes ?? 0), no: Number(row?.no ?? 0) };
}
