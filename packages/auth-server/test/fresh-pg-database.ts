/**
 * A fresh database on the test PostgreSQL server (TEST_DATABASE_URL), dropped by the returned
 * cleanup: each test that needs PostgreSQL gets its own. The service desk's tests use it too.
 */
import pg from "pg";

export async function freshPgDatabase(
  serverUrl: string | undefined,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error("TEST_DATABASE_URL not set");
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
