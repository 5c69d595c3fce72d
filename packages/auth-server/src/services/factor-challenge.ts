/**
 * POST /factors/{id}/challenge (GoTrue ChallengeFactor): a phone factor's code goes out by SMS;
 * a WebAuthn factor gets its ceremony options.
 */
import { randomInt } from "node:crypto";
import { sealSecret } from "../crypto/encrypted-string.ts";
import { AuthError } from "../errors.ts";
import { insertChallenge, listWebAuthnCredentials, type FactorRow } from "../storage/factors.ts";
import {
  authenticationOptions,
  registrationOptions,
  type SessionData,
  type StoredCredential,
} from "./webauthn.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { actor, checkVerifyEnabled, notRecoveryCodes, ownedFactor } from "./factor-rules.ts";

const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

/** POST /factors/{id}/challenge; for a phone factor a new code goes out by SMS (`channel`: sms). */
export async function challengeFactor(
  deps: Deps,
  principal: Principal,
  factorId: string,
  input: { channel?: string | undefined },
  caller: Caller,
) {
  const factor = await ownedFactor(deps, principal.user.id, factorId);
  notRecoveryCodes(factor);
  checkVerifyEnabled(deps, factor.factor_type);
  const challengeId = crypto.randomUUID();
  const now = deps.clock.now();
  let otpCode: string | null = null;
  let webauthn: { type: "create" | "request"; credential_options: unknown } | undefined;
  let webAuthnSession: SessionData | null = null;
  if (factor.factor_type === "phone") {
    otpCode = await sendPhoneCode(deps, factor, input.channel || "sms", now);
  } else if (factor.factor_type === "webauthn") {
    // An unverified factor registers a credential ("create"); a verified one signs in with any of the user's ("request").
    const user = principal.user;
    const credentials = (await listWebAuthnCredentials(deps.db, user.id)) as StoredCredential[];
    const ceremony =
      factor.status === "verified"
        ? await authenticationOptions(deps.config.webauthn, user.id, credentials)
        : await registrationOptions(
            deps.config.webauthn,
            { id: user.id, name: user.email || user.phone || user.id },
            credentials,
          );
    webauthn = {
      type: factor.status === "verified" ? "request" : "create",
      credential_options: ceremony.options,
    };
    webAuthnSession = ceremony.session;
  }
  await deps.db.transaction(async (tx) => {
    const sealedCode =
      otpCode === null ? null : sealSecret(deps.config.dbEncryption, challengeId, otpCode);
    await insertChallenge(
      tx,
      {
        id: challengeId,
        factorId: factor.id,
        ip: challengeIp(caller),
        otpCode: sealedCode,
        webAuthnSession,
      },
      now,
    );
    await audit(deps, tx, {
      ...actor(principal),
      action: "challenge_created",
      traits: { factor_id: factor.id, factor_status: factor.status },
      ip: caller.ip,
    });
  });
  const expiresAt = Math.floor(now.getTime() / 1000) + Math.floor(deps.config.mfa.challengeExpiry);
  return {
    id: challengeId,
    type: factor.factor_type,
    expires_at: expiresAt,
    ...(webauthn ? { webauthn } : {}),
  };
}

/**
 * GoTrue challengePhoneFactor: the channel (only "sms": WhatsApp needs a Twilio provider), one code per
 * GOTRUE_MFA_PHONE_MAX_FREQUENCY, GOTRUE_MFA_PHONE_TEMPLATE; the SMS is sent before the challenge is stored.
 */
async function sendPhoneCode(
  deps: Deps,
  factor: FactorRow,
  channel: string,
  now: Date,
): Promise<string> {
  const { otpLength, maxFrequency, template } = deps.config.mfa.phone;
  if (channel !== "sms") throw new AuthError("validation_failed", { message: INVALID_CHANNEL });
  if (factor.last_challenged_at) {
    const nextAllowed = new Date(factor.last_challenged_at).getTime() + maxFrequency * 1000;
    if (nextAllowed >= now.getTime()) {
      const left = Math.floor((nextAllowed - now.getTime()) / 1000);
      throw new AuthError("over_sms_send_rate_limit", {
        message: `For security purposes, you can only request this after ${left} seconds.`,
      });
    }
  }
  let code = "";
  for (let i = 0; i < otpLength; i++) code += String(randomInt(10));
  const message = template.replace(/\{\{\s*\.Code\s*\}\}/g, code);
  try {
    await deps.sms.send(factor.phone ?? "", message, "sms");
  } catch (err) {
    throw new AuthError("unexpected_failure", { message: "error sending message", cause: err });
  }
  return code;
}

/** The column is NOT NULL: a caller whose address is unknown (in-process use) is recorded as 0.0.0.0. */
export function challengeIp(caller: Caller): string {
  return caller.ip ?? "0.0.0.0";
}
