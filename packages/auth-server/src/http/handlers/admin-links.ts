/** POST /admin/generate_link and POST /invite (behind requireAdmin). */
import type { Context } from "hono";
import { z } from "zod";
import { generateLink, invite } from "../../services/admin-links.ts";
import { adminOf, allowedRedirect, caller, requestAud, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";
import { assertMetadataSize } from "../../services/validate.ts";

const metadata = z.record(z.string(), z.unknown());

export const generateLinkBody = z.looseObject({
  type: z.string().optional(),
  email: z.string().optional(),
  new_email: z.string().optional(),
  password: z.string().optional(),
  data: metadata.optional(),
  redirect_to: z.string().optional(),
});

export const inviteBody = z.looseObject({
  email: z.string().optional(),
  data: metadata.optional(),
});

export async function generateLinkHandler(c: Context<Env>) {
  const body = await readJson(c, generateLinkBody);
  // The 4 KiB cap holds wherever metadata enters (issue 21 item 9).
  if (body.data) assertMetadataSize("user_metadata", body.data);
  const deps = c.get("deps");
  const who = caller(c);
  // GoTrue: a valid redirect_to in the body wins over the header/query/referrer one.
  const fromBody = allowedRedirect(body.redirect_to, deps.config);
  if (fromBody) who.redirectTo = fromBody;
  return c.json(await generateLink(deps, adminOf(c), { ...body, aud: requestAud(c) }, who));
}

export async function inviteHandler(c: Context<Env>) {
  const body = await readJson(c, inviteBody);
  if (body.data) assertMetadataSize("user_metadata", body.data);
  return c.json(
    await invite(c.get("deps"), adminOf(c), { ...body, aud: requestAud(c) }, caller(c)),
  );
}
