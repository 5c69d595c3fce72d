/**
 * desk.page_views: how many times each page was read per day (IST), and nothing about who read it
 * (issue 32, item 5). The site server counts in memory and adds its counts here in batches.
 */
import type { Queryable } from "./db.ts";

/** Adds each path's count to its row of `day` ("YYYY-MM-DD", an IST calendar day). */
export async function addPageViews(
  q: Queryable,
  day: string,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  const paths: string[] = [];
  const views: number[] = [];
  for (const [path, n] of counts)
    if (n > 0) {
      paths.push(path);
      views.push(n);
    }
  if (paths.length === 0) return;
  // One statement for the whole batch, whatever its size.
  await q.query(
    `insert into desk.page_views (path, day, views)
       select p, $1::date, v from unnest($2::text[], $3::bigint[]) as t(p, v)
     on conflict (path, day) do update set views = desk.page_views.views + excluded.views`,
    [day, paths, views],
  );
}

/** Each path's views from `fromDay` on (IST days, inclusive). */
export async function viewsSince(q: Queryable, fromDay: string): Promise<Map<string, number>> {
  const rows = await q.query<{ path: string; views: number | string }>(
    `select path, sum(views) as views from desk.page_views where day >= $1::date group by path`,
    [fromDay],
  );
  return new Map(rows.map((r) => [r.path, Number(r.views)]));
}

/** Deletes the rows of days before `beforeDay`; how many went. */
export async function purgePageViewsBefore(q: Queryable, beforeDay: string): Promise<number> {
  const rows = await q.query<{ n: number | string }>(
    `with gone as (delete from desk.page_views where day < $1::date returning 1)
     select count(*) as n from gone`,
    [beforeDay],
  );
  return Number(rows[0]?.n ?? 0);
}
