/**
 * The storage interface the desk is handed: the auth server's own `Db` (PGlite or a `pg` pool), so
 * requests live in the same engine and database as the accounts.
 */
export type { Db, Queryable } from "@saathi/auth-server";
