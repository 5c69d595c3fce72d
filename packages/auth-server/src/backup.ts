/**
 * `npm run backup` and `npm run restore` (README "Backup and restore"): one file holding every
 * schema of the database the site uses (auth, auth_server, desk), made while the site runs.
 *
 * PGlite: PGlite's own dump of its data folder (a gzipped tar, storage/db.ts `dump`). The folder
 * is held by the process serving it, so when it is in use the command asks that process for the
 * copy (POST /auth/v1/admin/backup, loopback only, with the service-role key); when nothing runs,
 * it opens the folder itself. PostgreSQL: `pg_dump --format=custom`, a consistent snapshot of a
 * live database. Restore loads either into an empty target only, unless forced.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  closeSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig, type Config } from "./config.ts";
import { pgliteDir, secureDataDir } from "./storage/data-dir.ts";
import { openPg, openPglite, type Db } from "./storage/db.ts";

type Env = Record<string, string | undefined>;

/** A refusal or failure to tell the person at the terminal, in one plain sentence. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** saathi-pglite-2026-11-29T06-30-00Z.tar.gz, saathi-postgres-2026-11-29T06-30-00Z.pgdump */
export function backupFileName(engine: "pglite" | "pg", at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  return engine === "pglite" ? `saathi-pglite-${stamp}.tar.gz` : `saathi-postgres-${stamp}.pgdump`;
}

/** Writes a backup into BACKUP_DIR (default ./backups), mode 0600; returns its path. */
export async function backup(env: Env, o: { now?: Date } = {}): Promise<string> {
  const config = loadConfig(env);
  const engine = config.databaseUrl ? "pg" : "pglite";
  if (engine === "pglite" && config.dataDir === "memory://")
    throw new BackupError("AUTH_DATA_DIR is memory://: there is no data folder to back up.");
  const dir = resolve(env.BACKUP_DIR || "./backups");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let name = backupFileName(engine, o.now ?? new Date());
  for (let n = 2; existsSync(join(dir, name)); n++)
    name = name.replace(/(-\d+)?(\.tar\.gz|\.pgdump)$/, `-${n}$2`);
  const file = join(dir, name);
  // Written beside it under another name and renamed when whole: a file with the final name is
  // always a complete backup.
  const partial = join(dir, `.${name}.partial`);
  try {
    if (engine === "pglite") {
      const tar = await pgliteCopy(config, env);
      writeFileSync(partial, tar, { mode: 0o600 });
    } else {
      const { dbname, env: pgEnv } = libpq(config.databaseUrl!);
      run(
        pgTool("pg_dump", env),
        ["--format=custom", "--file", partial, "--dbname", dbname],
        pgEnv,
      );
    }
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return file;
}

/** The PGlite folder's dump: from the running server when it holds the folder, else read here. */
async function pgliteCopy(config: Config, env: Env): Promise<Uint8Array> {
  const folder = pgliteDir(config);
  if (!existsSync(join(folder, "PG_VERSION")))
    throw new BackupError(
      `There is no PGlite database in ${folder}: nothing to back up. Is AUTH_DATA_DIR right?`,
    );
  let db: Db;
  try {
    db = await openPglite(folder);
  } catch (err) {
    const owner = /in use by process (\d+)/.exec((err as Error).message)?.[1];
    if (!owner) throw err;
    return fromRunningServer(config, env, owner);
  }
  try {
    return new Uint8Array(await (await db.dump!()).arrayBuffer());
  } finally {
    await db.close();
    secureDataDir(resolve(config.dataDir));
  }
}

async function fromRunningServer(config: Config, env: Env, owner: string): Promise<Uint8Array> {
  const host = !env.HOST || env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  const base =
    env.BACKUP_SERVER_URL ||
    `http://${host.includes(":") ? `[${host}]` : host}:${env.PORT || 8080}`;
  const url = `${base.replace(/\/+$/, "")}/auth/v1/admin/backup`;
  const keyFile = join(resolve(config.dataDir), "auth", "service-role-key");
  const key =
    config.apiKeys.serviceRole ??
    (existsSync(keyFile) ? readFileSync(keyFile, "utf8").trim() : undefined);
  if (!key)
    throw new BackupError(
      `The data folder is in use by process ${owner}, and there is no service-role key to ask it for a copy (${keyFile}, or AUTH_SERVICE_ROLE_KEY).`,
    );
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, apikey: key },
    });
  } catch (err) {
    throw new BackupError(
      `The data folder is in use by process ${owner}, but nothing answered at ${url} (${(err as Error).message}). ` +
        "Set PORT (or BACKUP_SERVER_URL) to where npm start listens, or stop the server and run this again.",
    );
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { msg?: string };
    throw new BackupError(
      `The server at ${url} refused the backup (${res.status}${body.msg ? `: ${body.msg}` : ""}).`,
    );
  }
  return new Uint8Array(await res.arrayBuffer());
}

/** What a backup file holds, from its first bytes. */
export function backupKind(file: string): "pglite" | "pg" | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (head.toString("latin1") === "PGDMP") return "pg";
  return undefined;
}

/**
 * Loads a backup into the configured storage: the PGlite folder under AUTH_DATA_DIR, or the
 * database DATABASE_URL names. Refuses a target that holds data unless `force`: then PGlite's
 * folder is moved aside (never deleted), and pg_restore drops the backed-up objects first.
 * Returns a line to print.
 */
export async function restore(
  file: string,
  env: Env,
  o: { force?: boolean; now?: Date } = {},
): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const config = loadConfig(env);
  const engine = config.databaseUrl ? "pg" : "pglite";
  const kind = backupKind(file);
  if (!kind)
    throw new BackupError(
      `${file} is not a backup made by npm run backup (neither a PGlite dump nor a pg_dump file).`,
    );
  if (kind !== engine)
    throw new BackupError(
      kind === "pglite"
        ? `${file} is a PGlite backup, but DATABASE_URL names a PostgreSQL database. Unset DATABASE_URL to restore it into a data folder (AUTH_DATA_DIR).`
        : `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set. Set DATABASE_URL to the empty database to restore it into.`,
    );
  return engine === "pglite" ? restorePglite(file, config, o) : restorePg(file, config, env, o);
}

async function restorePglite(
  file: string,
  config: Config,
  o: { force?: boolean; now?: Date },
): Promise<string> {
  if (config.dataDir === "memory://")
    throw new BackupError("AUTH_DATA_DIR is memory://: there is no data folder to restore into.");
  const folder = pgliteDir(config);
  let aside: string | undefined;
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    if (!o.force)
      throw new BackupError(
        `Not restoring: ${folder} already holds a database. Restore into an empty data folder (AUTH_DATA_DIR), ` +
          "or add --force to set the present one aside (it is moved, not deleted).",
      );
    // Refuses while a server holds it: its open files would go on writing into the moved folder.
    await (await openPglite(folder).catch(inUse)).close();
    aside = `${folder}.before-restore-${(o.now ?? new Date())
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replace(/:/g, "-")}`;
    renameSync(folder, aside);
  }
  const db = await openPglite(folder, { loadDataDir: new Blob([readFileSync(file)]) }).catch(inUse);
  let users: number | undefined;
  try {
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from auth.users");
    users = row?.n;
  } finally {
    await db.close();
    secureDataDir(resolve(config.dataDir));
  }
  return (
    `Restored ${file} into ${folder} (${users} accounts).` +
    (aside ? ` The data that was there is in ${aside}.` : "")
  );
}

function inUse(err: Error): never {
  const owner = /in use by process (\d+)/.exec(err.message)?.[1];
  if (owner)
    throw new BackupError(
      `Not restoring: the data folder is in use by process ${owner}. Stop the server (npm start) first.`,
    );
  throw err;
}

async function restorePg(
  file: string,
  config: Config,
  env: Env,
  o: { force?: boolean },
): Promise<string> {
  const db = openPg(config.databaseUrl!, { max: 1 });
  let tables: { name: string }[];
  try {
    tables = await db.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%' order by 1`,
    );
  } finally {
    await db.close();
  }
  if (tables.length > 0 && !o.force)
    throw new BackupError(
      `Not restoring: the database DATABASE_URL names already has ${tables.length} tables (${tables
        .slice(0, 3)
        .map((t) => t.name)
        .join(", ")}${tables.length > 3 ? ", ..." : ""}). Restore into an empty database, ` +
        "or add --force to replace what it holds (pg_restore --clean drops each object in the backup first).",
    );
  const { dbname, env: pgEnv } = libpq(config.databaseUrl!);
  run(
    pgTool("pg_restore", env),
    [
      "--no-owner",
      "--exit-on-error",
      "--single-transaction",
      ...(tables.length > 0 ? ["--clean", "--if-exists"] : []),
      "--dbname",
      dbname,
      file,
    ],
    pgEnv,
  );
  return `Restored ${file} into the database DATABASE_URL names.`;
}

/** The URL without its password (which would show in `ps`), and the password in PGPASSWORD. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  try {
    const u = new URL(url);
    const password = decodeURIComponent(u.password);
    u.password = "";
    return {
      dbname: u.toString(),
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    };
  } catch {
    return { dbname: url, env: process.env };
  }
}

/** PG_BIN's tool, else the newest Debian PostgreSQL's (a newer pg_dump reads older servers), else PATH's. */
function pgTool(name: "pg_dump" | "pg_restore", env: Env): string {
  if (env.PG_BIN) return join(env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? join(root, versions[0], "bin", name) : name;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.error)
    throw new BackupError(
      `Could not run ${command} (${result.error.message}). Install PostgreSQL's client tools, or set PG_BIN to the folder that holds them.`,
    );
  if (result.status !== 0)
    throw new BackupError(
      `${command} failed (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`,
    );
}
