/**
 * The one storage interface: `query` plus `transaction`. PGlite (embedded, default) and
 * node-postgres (`DATABASE_URL`) both satisfy it, so the same SQL runs on both.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}
export interface Db extends Queryable {
  readonly kind: "pglite" | "pg";
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  const memory = dataDir === "memory://" || dataDir === "";
  if (!memory) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(memory ? undefined : dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  return pgliteDb(db);
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
  pool.on("error", (err) => console.error("[auth-server] idle postgres client error:", err.message));
  return {
    kind: "pg",
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({
          async query<R>(sql: string, params: unknown[] = []) {
            const res = await client.query(sql, params);
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
    },
    async close() {
      await pool.end();
    },
  };
}
