/**
 * Move accounts between this server and GoTrue/Supabase.
 *   export            print the auth tables as plain INSERT statements (for psql into a GoTrue database)
 *   import <file.sql> run a SQL file (e.g. `pg_dump --data-only --inserts --column-inserts --schema=auth`)
 *                     in one transaction, foreign-key triggers off during the load
 * Uses the configured storage: PGlite in AUTH_DATA_DIR, or DATABASE_URL. Stop the server first (PGlite).
 */
import { readFileSync } from "node:fs";
import { loadConfig } from "../src/config.ts";
import { pgliteDir } from "../src/server.ts";
import { openPg, openPglite, type Db } from "../src/storage/db.ts";
import { migrate } from "../src/storage/migrate.ts";

// Parents before children, so a plain replay satisfies the foreign keys.
const TABLES = [
  "users",
  "identities",
  "sessions",
  "refresh_tokens",
  "mfa_factors",
  "mfa_challenges",
  "mfa_amr_claims",
  "mfa_recovery_code_sets",
  "mfa_recovery_codes",
  "webauthn_credentials",
  "one_time_tokens",
  "flow_state",
  "audit_log_entries",
];

const [command, file] = process.argv.slice(2);
const config = loadConfig();
const db: Db = config.databaseUrl
  ? openPg(config.databaseUrl)
  : await openPglite(pgliteDir(config));
try {
  await migrate(db);
  if (command === "export") await exportSql(db);
  else if (command === "import" && file) await importSql(db, readFileSync(file, "utf8"));
  else {
    console.error("usage: node scripts/auth-data.ts export > auth.sql | import auth.sql");
    process.exitCode = 2;
  }
} finally {
  await db.close();
}

async function exportSql(db: Db) {
  const out: string[] = ["-- auth accounts exported by @saathi/auth-server", "begin;"];
  for (const table of TABLES) {
    const cols = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'auth' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    );
    const list = cols.map((c) => `"${c.column_name}"`).join(", ");
    const rows = await db.query<{ stmt: string }>(
      `select format('insert into auth.%I (${list.replace(/%/g, "%%")}) select ${list.replace(/%/g, "%%")} from json_populate_record(null::auth.%I, %L);',
         $1::text, $1::text, row_to_json(t)::text) as stmt
       from auth.${table} t`,
      [table],
    );
    for (const r of rows) out.push(r.stmt);
  }
  out.push(
    "select setval(pg_get_serial_sequence('auth.refresh_tokens', 'id'), coalesce((select max(id) from auth.refresh_tokens), 0) + 1, false);",
    "commit;",
  );
  process.stdout.write(`${out.join("\n")}\n`);
}

async function importSql(db: Db, sql: string) {
  // pg_dump 17.6+ writes psql meta-commands (\restrict ...): not SQL, drop them.
  const cleaned = sql
    .split("\n")
    .filter((l) => !l.startsWith("\\"))
    .join("\n");
  await db.transaction(async (tx) => {
    await tx.exec("set local session_replication_role = replica");
    await tx.exec(cleaned);
  });
  const [row] = await db.query<{ n: number }>("select count(*)::int as n from auth.users");
  console.error(`imported; auth.users now has ${row?.n} rows`);
}
