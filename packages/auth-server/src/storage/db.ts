/**
 * The one storage interface: `query` plus `transaction`. PGlite (embedded, default) and
 * node-postgres (`DATABASE_URL`) both satisfy it, so the same SQL runs on both.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { logError } from "../log.ts";

export interface Queryable {
  /**
   * `prepared`: a name for a statement run on every request (GET /user's lookup). On PostgreSQL each
   * connection then parses and plans it once and later sends only its name and parameters; PGlite
   * ignores it. One name, one SQL text.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    prepared?: string,
  ): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}
export interface Db extends Queryable {
  readonly kind: "pglite" | "pg";
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PGlite only: the whole data folder as one gzipped tar (PGlite's dumpDataDir), for backups. It
   * runs between two statements, never inside one (PGlite's query lock), so it is a crash-consistent
   * copy: loading it replays the write-ahead log, as after a power cut, and any transaction still
   * open at that moment is rolled back.
   */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  const memory = dataDir === "memory://" || dataDir === "";
  if (memory)
    return pgliteDb(
      await PGlite.create(undefined, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    );
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(`${dataDir}.lock`);
  try {
    const db = pgliteDb(
      await PGlite.create(dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    );
    return {
      ...db,
      async close() {
        await db.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it. A lock
 * file holding the owner's pid and start time refuses that. A stale lock (owner gone, e.g. after
 * kill -9) is taken over, and so is one whose pid now belongs to another process: pids are reused,
 * most of all in containers where every start is pid 1, so a live pid alone proves nothing. On
 * Linux the start time in /proc/<pid>/stat tells the owner from a newcomer with its pid.
 */
const heldLocks = new Set<string>();

function lockDataDir(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim(), {
        flag: "wx",
        mode: 0o600,
      });
      heldLocks.add(lockFile);
      return () => {
        heldLocks.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as { code?: string }).code !== "EEXIST") throw err;
      const [pidText = "", startText] = readFileSync(lockFile, "utf8").trim().split(/\s+/);
      const owner = Number(pidText);
      const inUse =
        owner === process.pid
          ? heldLocks.has(lockFile)
          : owner > 0 && isLockOwner(owner, startText);
      if (inUse) {
        throw new Error(`PGlite data folder is in use by process ${owner} (lock file ${lockFile})`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}

/** Is `pid` alive and the very process that wrote the lock? */
function isLockOwner(pid: number, recordedStart: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const start = processStartTime(pid);
  if (start === undefined) return true; // no /proc (not Linux): a live pid is all we can check
  if (recordedStart !== undefined) return start === recordedStart;
  // A lock from a version that wrote only the pid: the owner was a Node process.
  const argv0 = readProcFile(pid, "cmdline")?.split("\0")[0] ?? "";
  return basename(argv0).startsWith("node");
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartTime(pid: number): string | undefined {
  const stat = readProcFile(pid, "stat");
  if (stat === undefined) return undefined;
  // The command name (field 2) is in parentheses and may hold spaces; count fields after it.
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function readProcFile(pid: number, name: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${name}`, "utf8");
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === "EPERM";
  }
}

export function pgliteDb(db: PGlite): Db {
  return {
    kind: "pglite",
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await db.query<T>(sql, params);
      return res.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    dump: () => db.dumpDataDir("gzip"),
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const res = await tx.query<R>(sql, params);
            return res.rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

// Timestamps come back as Date objects and json as objects on both drivers; bigint as string.
export function openPg(connectionString: string, opts: { schema?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  pool.on("error", (err) => logError("[auth-server] idle postgres client error:", err.message));
  return {
    kind: "pg",
    async query<T>(sql: string, params: unknown[] = [], prepared?: string) {
      const res = await pool.query(
        prepared ? { name: prepared, text: sql, values: params } : { text: sql, values: params },
      );
      return res.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      // Two requests racing on one session (a replayed refresh token ending the session while the
      // thief's refresh rotates it) can deadlock on PostgreSQL; the server aborts one of them. Its
      // transaction was rolled back whole, so running it again is the request arriving a moment
      // later. (PGlite has one connection: no deadlocks.)
      for (let attempt = 1; ; attempt++) {
        try {
          return await runTransaction(fn);
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (attempt >= 3 || (code !== "40P01" && code !== "40001")) throw err;
          await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
        }
      }
    },
    async close() {
      await pool.end();
    },
  };

  async function runTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const result = await fn({
        async query<R>(sql: string, params: unknown[] = [], prepared?: string) {
          const res = await client.query(
            prepared
              ? { name: prepared, text: sql, values: params }
              : { text: sql, values: params },
          );
          return res.rows as R[];
        },
        async exec(sql: string) {
          await client.query(sql);
        },
      });
      await client.query("commit");
      return result;
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }
}
