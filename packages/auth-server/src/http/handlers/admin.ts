/** The admin API (behind requireAdmin): /admin/users, /admin/users/{id}, /admin/audit. */
import type { Context } from "hono";
import { z } from "zod";
import {
  auditLog,
  createUser,
  getUserById,
  listUsers,
  parsePage,
  removeUser,
  updateUser,
} from "../../services/admin.ts";
import { adminOf, caller, requestAud, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";

const metadata = z.record(z.string(), z.unknown());

export const adminUserBody = z.looseObject({
  id: z.string().optional(),
  aud: z.string().optional(),
  role: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  password_hash: z.string().optional(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  ban_duration: z.string().optional(),
});

export const adminDeleteBody = z.looseObject({ should_soft_delete: z.boolean().optional() });

/**
 * GoTrue addPaginationHeaders: X-Total-Count, and Link with rel="next" (when there is a next page)
 * and rel="last", built from the request's own path and query with the keys sorted as Go's
 * url.Values.Encode() sorts them, so `page` comes before `per_page` (supabase-js reads the page
 * number from the first "=" of each link).
 */
function paginationHeaders(
  c: Context<Env>,
  page: { page: number; perPage: number },
  count: number,
) {
  const url = new URL(c.req.url);
  const query = new URLSearchParams(url.search);
  const lastPage = Math.ceil(count / page.perPage);
  const link = (n: number) => {
    query.set("page", String(n));
    query.sort();
    return `<${url.pathname}?${query.toString()}>`;
  };
  let header = "";
  if (lastPage > page.page) header += `${link(page.page + 1)}; rel="next", `;
  header += `${link(lastPage)}; rel="last"`;
  c.header("link", header);
  c.header("x-total-count", String(count));
}

export async function listUsersHandler(c: Context<Env>) {
  const page = parsePage(c.req.query("page"), c.req.query("per_page"));
  const { users, aud, count } = await listUsers(
    c.get("deps"),
    requestAud(c),
    page,
    c.req.query("filter") ?? "",
  );
  paginationHeaders(c, page, count);
  return c.json({ users, aud });
}

export async function createUserHandler(c: Context<Env>) {
  const body = await readJson(c, adminUserBody);
  return c.json(await createUser(c.get("deps"), adminOf(c), body, requestAud(c), caller(c)));
}

export async function getUserHandler(c: Context<Env>) {
  return c.json(await getUserById(c.get("deps"), c.req.param("id") ?? ""));
}

export async function updateUserHandler(c: Context<Env>) {
  const body = await readJson(c, adminUserBody);
  return c.json(
    await updateUser(c.get("deps"), adminOf(c), c.req.param("id") ?? "", body, caller(c)),
  );
}

export async function deleteUserHandler(c: Context<Env>) {
  const body = await readJson(c, adminDeleteBody);
  return c.json(
    await removeUser(
      c.get("deps"),
      adminOf(c),
      c.req.param("id") ?? "",
      Boolean(body.should_soft_delete),
      caller(c),
    ),
  );
}

export async function auditHandler(c: Context<Env>) {
  const page = parsePage(c.req.query("page"), c.req.query("per_page"));
  const { entries, count } = await auditLog(c.get("deps"), page, c.req.query("query"));
  paginationHeaders(c, page, count);
  return c.json(entries);
}
