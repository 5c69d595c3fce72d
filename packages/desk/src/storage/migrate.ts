/** Applies migrations/NNNN_*.sql of the desk in order, each once, under an advisory lock. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.ts";

const dir = fileURLToPath(new URL("../../migrations/", import.meta.url));
/** Not the auth server's lock number: the two migrate one after the other, never wait on each other. */
const LOCK = 7368272;

export async function migrateDesk(db: Db): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${LOCK})`);
    await tx.query("create schema if not exists desk");
    await tx.query(
      "create table if not exists desk.migrations (version text primary key, applied_at timestamptz not null default now())",
    );
    const done = new Set(
      (await tx.query<{ version: string }>("select version from desk.migrations")).map(
        (r) => r.version,
      ),
    );
    for (const f of files) {
      const version = f.replace(/\.sql$/, "");
      if (done.has(version)) continue;
      await tx.exec(readFileSync(dir + f, "utf8"));
      await tx.query("insert into desk.migrations (version) values ($1)", [version]);
      applied.push(version);
    }
  });
  return applied;
}
