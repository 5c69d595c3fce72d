/** POST /otp, POST /recover, POST /resend, GET /reauthenticate. */
import type { Context } from "hono";
import { z } from "zod";
import { AuthError } from "../../errors.ts";
import { reauthenticate, recover, resend, sendOtp } from "../../services/otp.ts";
import { caller, newUserAud, principalOf, requestAud, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";
import { assertMetadataSize } from "../../services/validate.ts";

const pkceFields = {
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
};

export const otpBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  create_user: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  channel: z.string().optional(),
  ...pkceFields,
});

export const recoverBody = z.looseObject({ email: z.string().optional(), ...pkceFields });

export const resendBody = z.looseObject({
  type: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  ...pkceFields,
});

export async function otpHandler(c: Context<Env>) {
  const body = await readJson(c, otpBody);
  // The 4 KiB cap holds wherever metadata enters (issue 21 item 9).
  if (body.data) assertMetadataSize("user_metadata", body.data);
  return c.json(await sendOtp(c.get("deps"), { ...body, aud: newUserAud(c) }, caller(c)));
}

/** POST /magiclink (GoTrue's older endpoint): an email is required, then it is POST /otp. */
export async function magicLinkHandler(c: Context<Env>) {
  const body = await readJson(c, otpBody);
  if (!body.email)
    throw new AuthError("validation_failed", {
      status: 422,
      message: "Password recovery requires an email",
    });
  if (body.data) assertMetadataSize("user_metadata", body.data);
  return c.json(
    await sendOtp(
      c.get("deps"),
      {
        email: body.email,
        data: body.data,
        code_challenge: body.code_challenge,
        code_challenge_method: body.code_challenge_method,
        aud: newUserAud(c),
      },
      caller(c),
    ),
  );
}

export async function recoverHandler(c: Context<Env>) {
  const body = await readJson(c, recoverBody);
  return c.json(await recover(c.get("deps"), { ...body, aud: requestAud(c) }, caller(c)));
}

export async function resendHandler(c: Context<Env>) {
  const body = await readJson(c, resendBody);
  return c.json(await resend(c.get("deps"), { ...body, aud: requestAud(c) }, caller(c)));
}

export async function reauthenticateHandler(c: Context<Env>) {
  return c.json(await reauthenticate(c.get("deps"), principalOf(c), caller(c)));
}
