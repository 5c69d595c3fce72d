/**
 * Grants, revokes and lists the staff role (`app_metadata.role = "staff"`, which the desk at /staff
 * requires, with two-factor):
 *   npm run staff -- grant <email> | revoke <email> | list
 * Uses the accounts' database directly (DATABASE_URL, else PGlite in AUTH_DATA_DIR, default the
 * repository's .data) when it is free; while `npm start` holds the PGlite folder, it asks that
 * running server's admin API instead (STAFF_API_URL, default http://$HOST:$PORT, with the
 * service-role key from AUTH_SERVICE_ROLE_KEY or the data folder). The role is read on every desk
 * call, so a change applies at once, even to a session already open.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createAuthServer } from "@saathi/auth-server";

const repoDir = fileURLToPath(new URL("../../..", import.meta.url));
process.env.AUTH_DATA_DIR ||= join(repoDir, ".data");
process.umask(0o077);

const [command = "", emailArg = ""] = process.argv.slice(2);
const email = emailArg.trim().toLowerCase();
const usage = "usage: npm run staff -- grant <email> | revoke <email> | list";
if (
  !["grant", "revoke", "list"].includes(command) ||
  (command !== "list" && !email.includes("@"))
) {
  console.error(usage);
  process.exit(2);
}

type Outcome = { ok: boolean; lines: string[] };

async function viaDatabase(): Promise<Outcome> {
  const auth = await createAuthServer({ env: process.env, log: () => {} });
  try {
    const db = auth.db;
    if (command === "list") {
      const rows = await db.query<{ email: string }>(
        `select email from auth.users where raw_app_meta_data->>'role' = 'staff' and deleted_at is null order by email`,
      );
      return { ok: true, lines: rows.length ? rows.map((r) => r.email) : ["(no staff accounts)"] };
    }
    const rows = await db.query<{ id: string }>(
      command === "grant"
        ? `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role":"staff"}'::jsonb
           where lower(email) = $1 and deleted_at is null returning id::text as id`
        : `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) - 'role'
           where lower(email) = $1 and deleted_at is null returning id::text as id`,
      [email],
    );
    return rows.length
      ? {
          ok: true,
          lines: [command === "grant" ? `${email} is now staff.` : `${email} is no longer staff.`],
        }
      : { ok: false, lines: [`No account has the address ${email}. It must sign up first.`] };
  } finally {
    await auth.close();
  }
}

async function viaAdminApi(): Promise<Outcome> {
  const base = (
    process.env.STAFF_API_URL ||
    `http://${process.env.HOST || "127.0.0.1"}:${process.env.PORT || "8080"}`
  ).replace(/\/+$/, "");
  const key =
    process.env.AUTH_SERVICE_ROLE_KEY ||
    readFileSync(
      join(resolve(process.env.AUTH_DATA_DIR!), "auth", "service-role-key"),
      "utf8",
    ).trim();
  const headers = {
    Authorization: `Bearer ${key}`,
    apikey: key,
    "Content-Type": "application/json",
  };
  type User = { id: string; email?: string; app_metadata?: { role?: string } };
  const list = async (filter: string): Promise<User[]> => {
    const users: User[] = [];
    for (let page = 1; page < 1000; page++) {
      const res = await fetch(
        `${base}/auth/v1/admin/users?page=${page}&per_page=200&filter=${encodeURIComponent(filter)}`,
        { headers },
      );
      if (!res.ok) throw new Error(`the admin API at ${base} answered ${res.status}`);
      const batch = ((await res.json()) as { users: User[] }).users;
      users.push(...batch);
      if (batch.length < 200) break;
    }
    return users;
  };
  if (command === "list") {
    const staff = (await list(""))
      .filter((u) => u.app_metadata?.role === "staff")
      .map((u) => u.email ?? u.id);
    return { ok: true, lines: staff.length ? staff.sort() : ["(no staff accounts)"] };
  }
  const user = (await list(email)).find((u) => u.email?.toLowerCase() === email);
  if (!user)
    return { ok: false, lines: [`No account has the address ${email}. It must sign up first.`] };
  const res = await fetch(`${base}/auth/v1/admin/users/${user.id}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ app_metadata: { role: command === "grant" ? "staff" : null } }),
  });
  if (!res.ok) throw new Error(`the admin API at ${base} answered ${res.status}`);
  return {
    ok: true,
    lines: [command === "grant" ? `${email} is now staff.` : `${email} is no longer staff.`],
  };
}

let outcome: Outcome;
try {
  outcome = await viaDatabase();
} catch (err) {
  if (!/in use by process/.test(String((err as Error)?.message))) {
    console.error(`Could not open the accounts' database: ${(err as Error)?.message ?? err}`);
    process.exit(1);
  }
  try {
    outcome = await viaAdminApi();
  } catch (apiErr) {
    console.error(
      `The database is in use by a running server, and its admin API could not be reached (${(apiErr as Error).message}). ` +
        "Set STAFF_API_URL to the server's address, or stop it and try again.",
    );
    process.exit(1);
  }
}
for (const line of outcome.lines) (outcome.ok ? console.log : console.error)(line);
process.exit(outcome.ok ? 0 : 1);
