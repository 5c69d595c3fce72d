/** POST /signup: email or phone + password, or anonymous (no email, no phone). */
import type { Context } from "hono";
import { z } from "zod";
import { signup } from "../../services/signup.ts";
import { caller, requestAud, type Env } from "../context.ts";
import type { BucketName } from "../middleware/rate-limit.ts";
import { readJson } from "../read-json.ts";

export const signupBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  channel: z.string().optional(),
  // PKCE: recorded in auth.flow_state when a confirmation mail goes out; with automatic
  // confirmation GoTrue answers a session whatever the challenge, as here.
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
});

/** Anonymous sign-ups have their own hourly bucket (GoTrue api.go picks it the same way). */
export async function signupBucket(c: Context<Env>): Promise<BucketName> {
  const body = await readJson(c, signupBody);
  return !body.email && !body.phone ? "anonymous_sign_ins" : "signups";
}

export async function signupHandler(c: Context<Env>) {
  const body = await readJson(c, signupBody);
  const result = await signup(c.get("deps"), { ...body, aud: requestAud(c) }, caller(c));
  return c.json(result.body);
}
