/** MFA factors: POST /factors, POST /factors/{id}/challenge|verify, DELETE /factors/{id}, and the admin factor routes. */
import type { Context } from "hono";
import { z } from "zod";
import {
  adminDeleteFactor,
  adminListFactors,
  adminUpdateFactor,
} from "../../services/factor-admin.ts";
import { challengeFactor } from "../../services/factor-challenge.ts";
import { enrollFactor, unenrollFactor } from "../../services/factor-enrol.ts";
import { verifyFactor } from "../../services/factor-verify.ts";
import { caller, principalOf, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";

export const enrollBody = z.looseObject({
  factor_type: z.string().optional(),
  friendly_name: z.string().optional(),
  issuer: z.string().optional(),
  phone: z.string().optional(),
});

/** supabase-js sends its own parameters (factorId) along; GoTrue reads `channel` and `webauthn` only. */
export const challengeBody = z.looseObject({ channel: z.string().optional() });

export const verifyBody = z.looseObject({
  challenge_id: z.string().optional(),
  code: z.string().optional(),
  webauthn: z
    .looseObject({ type: z.string().optional(), credential_response: z.unknown().optional() })
    .optional(),
});

export const adminFactorBody = z.looseObject({
  friendly_name: z.string().optional(),
  phone: z.string().optional(),
});

export async function enrollFactorHandler(c: Context<Env>) {
  const body = await readJson(c, enrollBody);
  return c.json(await enrollFactor(c.get("deps"), principalOf(c), body, caller(c)));
}

export async function challengeFactorHandler(c: Context<Env>) {
  const body = await readJson(c, challengeBody);
  return c.json(
    await challengeFactor(
      c.get("deps"),
      principalOf(c),
      c.req.param("factor_id") ?? "",
      body,
      caller(c),
    ),
  );
}

export async function verifyFactorHandler(c: Context<Env>) {
  const body = await readJson(c, verifyBody);
  return c.json(
    await verifyFactor(
      c.get("deps"),
      principalOf(c),
      c.req.param("factor_id") ?? "",
      body,
      caller(c),
    ),
  );
}

export async function unenrollFactorHandler(c: Context<Env>) {
  return c.json(
    await unenrollFactor(c.get("deps"), principalOf(c), c.req.param("factor_id") ?? "", caller(c)),
  );
}

export async function adminListFactorsHandler(c: Context<Env>) {
  return c.json(await adminListFactors(c.get("deps"), c.req.param("user_id") ?? ""));
}

export async function adminDeleteFactorHandler(c: Context<Env>) {
  const { user_id = "", factor_id = "" } = c.req.param();
  return c.json(await adminDeleteFactor(c.get("deps"), user_id, factor_id, caller(c)));
}

export async function adminUpdateFactorHandler(c: Context<Env>) {
  const body = await readJson(c, adminFactorBody);
  const { user_id = "", factor_id = "" } = c.req.param();
  return c.json(await adminUpdateFactor(c.get("deps"), user_id, factor_id, body, caller(c)));
}
