/**
 * POST /auth/v1/admin/backup (not GoTrue's; README "Backup and restore"): a PGlite data folder is
 * held by the one process that serves it, so `npm run backup` asks that process for the copy. The
 * answer is PGlite's own dump of the folder (a gzipped tar, storage/db.ts `dump`), sent only to an
 * administrator (the service-role key) who calls from this machine: the socket is a loopback
 * address and no proxy header says the call came from further away. On PostgreSQL the command
 * runs pg_dump itself, so this answers 409.
 */
import type { Context, MiddlewareHandler } from "hono";
import { AuthError } from "../../errors.ts";
import type { Env } from "../context.ts";

const PROXY_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

function isLoopback(address: string | undefined): boolean {
  const ip = address?.replace(/^::ffff:/, "");
  return ip === "::1" || (ip !== undefined && /^127\.\d+\.\d+\.\d+$/.test(ip));
}

/** Before the key is even read: callers from elsewhere learn nothing. */
export const loopbackOnly: MiddlewareHandler<Env> = async (c, next) => {
  if (!isLoopback(c.env?.remoteAddr) || PROXY_HEADERS.some((h) => c.req.header(h) !== undefined))
    throw new AuthError("not_found", { status: 404, message: "Not found" });
  await next();
};

export async function backupHandler(c: Context<Env>) {
  const { db } = c.get("deps");
  if (!db.dump)
    throw new AuthError("conflict", {
      status: 409,
      message:
        "This server keeps its data in PostgreSQL: back it up with pg_dump (npm run backup does).",
    });
  const tar = await db.dump();
  return new Response(tar.stream(), {
    headers: { "content-type": "application/gzip", "cache-control": "no-store" },
  });
}
