/** auth_server.secrets: generated signing keys and API keys, shared by every process on one database. */
import type { Db } from "./db.ts";

export async function getOrCreateSecret<T>(
  db: Db,
  name: string,
  make: () => Promise<T>,
): Promise<{ value: T; created: boolean }> {
  const existing = await db.query<{ value: T }>(
    `select value from auth_server.secrets where name = $1`,
    [name],
  );
  if (existing[0]) return { value: existing[0].value, created: false };
  const candidate = await make();
  const inserted = await db.query<{ value: T }>(
    `insert into auth_server.secrets (name, value) values ($1, $2::text::jsonb) on conflict (name) do nothing returning value`,
    [name, JSON.stringify(candidate)],
  );
  if (inserted[0]) return { value: candidate, created: true };
  const again = await db.query<{ value: T }>(
    `select value from auth_server.secrets where name = $1`,
    [name],
  );
  return { value: again[0]!.value, created: false };
}
