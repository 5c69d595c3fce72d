/**
 * The storage interface the desk is handed: the auth server's own `Db` (PGlite or a `pg` pool), so
 * requests live in the same engine and database as the accounts. Declared here structurally: the
 * auth server exports the handle, not the type.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}
export interface Db extends Queryable {
  readonly kind: "pglite" | "pg";
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
