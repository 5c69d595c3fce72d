/** Applies migrations/NNNN_*.sql in order, each once, inside one transaction per file. */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.ts";

const dir = fileURLToPath(new URL("../../migrations/", import.meta.url));

export function migrationFiles(): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ""), sql: readFileSync(dir + f, "utf8") }));
}

export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: serialize them.
    await tx.query("select pg_advisory_xact_lock(7368271)");
    await tx.query("create schema if not exists auth_server");
    await tx.query(
      "create table if not exists auth_server.migrations (version text primary key, applied_at timestamptz not null default now())",
    );
    const done = new Set(
      (await tx.query<{ version: string }>("select version from auth_server.migrations")).map(
        (r) => r.version,
      ),
    );
    for (const m of migrationFiles()) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("insert into auth_server.migrations (version) values ($1)", [m.version]);
      applied.push(m.version);
    }
  });
  return applied;
}
