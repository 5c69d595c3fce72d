/** desk.secrets: the key that private links and unsubscribe links are derived from, made once. */
import { randomBytes } from "node:crypto";
import type { Db } from "./db.ts";

export async function deskSecret(db: Db, name: string, now: Date): Promise<string> {
  await db.query(
    `insert into desk.secrets (name, value, created_at) values ($1, $2, $3) on conflict (name) do nothing`,
    [name, randomBytes(32).toString("base64url"), now],
  );
  const rows = await db.query<{ value: string }>(`select value from desk.secrets where name = $1`, [
    name,
  ]);
  return rows[0]!.value;
}
