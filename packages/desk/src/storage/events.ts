/** desk.events: every change, written in the change's transaction; streams read it (services/live.ts). */
import type { Queryable } from "./db.ts";

export type EventRow = {
  id: string;
  request_id: string | null;
  audience: "staff" | "both";
  type: string;
  payload: Record<string, unknown>;
  person_payload: Record<string, unknown> | null;
  created_at: Date;
};

export async function insertEvent(
  q: Queryable,
  e: Omit<EventRow, "id" | "person_payload"> & { person_payload?: Record<string, unknown> | null },
) {
  await q.query(
    `insert into desk.events (request_id, audience, type, payload, person_payload, created_at) values ($1,$2,$3,$4,$5,$6)`,
    [
      e.request_id,
      e.audience,
      e.type,
      JSON.stringify(e.payload),
      e.person_payload ? JSON.stringify(e.person_payload) : null,
      e.created_at,
    ],
  );
}

export async function eventsAfter(q: Queryable, afterId: string, limit = 500): Promise<EventRow[]> {
  return q.query<EventRow>(
    `select id::text as id, request_id::text as request_id, audience, type, payload, person_payload, created_at
     from desk.events where id > $1::bigint order by events.id limit $2`,
    [afterId, limit],
  );
}

export async function lastEventId(q: Queryable): Promise<string> {
  const rows = await q.query<{ id: string | null }>(`select max(id)::text as id from desk.events`);
  return rows[0]?.id ?? "0";
}

export async function purgeEventsBefore(q: Queryable, before: Date) {
  await q.query(`delete from desk.events where created_at < $1`, [before]);
}

export async function deleteEventsOfRequest(q: Queryable, requestId: string) {
  await q.query(`delete from desk.events where request_id = $1`, [requestId]);
}
