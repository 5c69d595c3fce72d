/** POST /verify (JSON answer) and GET /verify (the mailed link: a 303 redirect). */
import type { Context } from "hono";
import { z } from "zod";
import { verifyLink, verifyPost } from "../../services/verify.ts";
import { caller, requestAud, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";

export const verifyBody = z.looseObject({
  type: z.string().optional(),
  token: z.string().optional(),
  token_hash: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  redirect_to: z.string().optional(),
});

export async function verifyPostHandler(c: Context<Env>) {
  const body = await readJson(c, verifyBody);
  const result = await verifyPost(c.get("deps"), body, requestAud(c), caller(c));
  return c.json(result.body);
}

export async function verifyGetHandler(c: Context<Env>) {
  const location = await verifyLink(
    c.get("deps"),
    { type: c.req.query("type"), token: c.req.query("token") },
    caller(c),
  );
  return c.redirect(location, 303);
}
