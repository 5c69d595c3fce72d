/** MFA recovery codes: GET|POST|DELETE /factors/recovery-codes, POST /factors/recovery-codes/verify|regenerate. */
import type { Context } from "hono";
import { z } from "zod";
import {
  deleteRecoveryCodes,
  generateRecoveryCodes,
  recoveryCodesStatus,
  regenerateRecoveryCodes,
  verifyRecoveryCode,
} from "../../services/recovery-codes.ts";
import { caller, principalOf, type Env } from "../context.ts";
import { readJson } from "../read-json.ts";

/** The body is optional (supabase-js sends none without a name). */
export const generateBody = z.looseObject({ friendly_name: z.string().optional() });
export const verifyBody = z.looseObject({ code: z.string().optional() });

export async function recoveryCodesStatusHandler(c: Context<Env>) {
  return c.json(await recoveryCodesStatus(c.get("deps"), principalOf(c)));
}

export async function generateRecoveryCodesHandler(c: Context<Env>) {
  const body = await readJson(c, generateBody);
  return c.json(await generateRecoveryCodes(c.get("deps"), principalOf(c), body, caller(c)));
}

export async function regenerateRecoveryCodesHandler(c: Context<Env>) {
  return c.json(await regenerateRecoveryCodes(c.get("deps"), principalOf(c), caller(c)));
}

export async function deleteRecoveryCodesHandler(c: Context<Env>) {
  return c.json(await deleteRecoveryCodes(c.get("deps"), principalOf(c), caller(c)));
}

export async function verifyRecoveryCodeHandler(c: Context<Env>) {
  const body = await readJson(c, verifyBody);
  return c.json(await verifyRecoveryCode(c.get("deps"), principalOf(c), body, caller(c)));
}
