/**
 * desk.counters: the running totals behind the figures the site shows (issue 29, item 1), and
 * nothing about who is counted.
 */
import type { Queryable } from "./db.ts";

export const REQUESTS_ANSWERED = "requests_answered";
const DOWNLOAD = "download:";

/**
 * Counts a request as answered when `messageId` is its first reply from the team. Called in the
 * reply's own transaction, so a reply that fails counts nothing.
 */
export async function countFirstReply(
  q: Queryable,
  requestId: string,
  messageId: string,
): Promise<void> {
  await q.query(
    `insert into desk.counters (name, value)
       select $1, 1 where not exists (
         select 1 from desk.messages
          where request_id = $2 and author_kind = 'staff' and id <> $3::bigint)
     on conflict (name) do update set value = desk.counters.value + 1`,
    [REQUESTS_ANSWERED, requestId, messageId],
  );
}

/** Adds each path's count of downloads (paths as the site serves them, language prefix included). */
export async function addDownloads(
  q: Queryable,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [path, count] of counts)
    if (count > 0)
      await q.query(
        `insert into desk.counters (name, value) values ($1, $2)
         on conflict (name) do update set value = desk.counters.value + excluded.value`,
        [DOWNLOAD + path, count],
      );
}

export type CountedFigures = {
  requestsAnswered: number;
  /** Each page's votes of "Was this page useful?", by path. */
  votes: Map<string, { yes: number; no: number }>;
  /** How many times each file was downloaded, by path. */
  downloads: Map<string, number>;
};

export async function countedFigures(q: Queryable): Promise<CountedFigures> {
  const counters = await q.query<{ name: string; value: number | string }>(
    `select name, value from desk.counters`,
  );
  const votes = await q.query<{ path: string; yes: number | string; no: number | string }>(
    `select path, count(*) filter (where useful) as yes, count(*) filter (where not useful) as no
       from desk.page_feedback group by path`,
  );
  const downloads = new Map<string, number>();
  let requestsAnswered = 0;
  for (const { name, value } of counters) {
    if (name === REQUESTS_ANSWERED) requestsAnswered = Number(value);
    else if (name.startsWith(DOWNLOAD)) downloads.set(name.slice(DOWNLOAD.length), Number(value));
  }
  return {
    requestsAnswered,
    votes: new Map(votes.map((v) => [v.path, { yes: Number(v.yes), no: Number(v.no) }])),
    downloads,
  };
}
