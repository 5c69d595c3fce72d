/**
 * MFA factors (GoTrue internal/api/mfa.go and the admin factor endpoints): enrol, challenge,
 * verify, unenrol: TOTP, phone (a code by SMS through deps.sms) and WebAuthn (services/webauthn.ts).
 */
import { randomInt, timingSafeEqual } from "node:crypto";
import { generateSecret, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import { openSecret, sealSecret } from "../crypto/encrypted-string.ts";
import { AuthError, type ErrorCode } from "../errors.ts";
import {
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  downgradeSessionsOfFactor,
  findChallenge,
  findOwnedFactor,
  insertChallenge,
  findCredentialOwner,
  insertFactor,
  listFactors,
  listWebAuthnCredentials,
  recordVerification,
  saveWebAuthnCredential,
  sessionAal,
  updateFactor,
  updateFactorSecret,
  type FactorRow,
  type FactorType,
} from "../storage/factors.ts";
import {
  findActiveRefreshToken,
  insertRefreshToken,
  rotateRefreshToken,
} from "../storage/sessions.ts";
import type { Queryable } from "../storage/db.ts";
import { deleteRecoveryCodesWithoutFactor } from "../storage/recovery-codes.ts";
import { findUserById } from "../storage/users.ts";
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type SessionData,
  type StoredCredential,
} from "./webauthn.ts";
import { attemptCode, type Attempt } from "./attempts.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { factorJson, sessionJson, type SessionJson } from "./serialize.ts";
import { accessTokenFor, newRefreshToken } from "./tokens.ts";
import { validatePhone } from "./validate.ts";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's TOTP parameters: SHA1, 6 digits, 30 s, one step of skew either way. */
const TOTP = { period: 30, digits: 6, skewSeconds: 30 } as const;
/** The AMR method a verified factor of each type adds to the session. */
const AMR_METHOD: Record<FactorType, string> = {
  totp: "totp",
  phone: "mfa/phone",
  webauthn: "mfa/webauthn",
  recovery_code: "mfa/recovery_code",
};
/** Each type's switches and GoTrue's errors when off. */
function switches(
  deps: Deps,
  type: FactorType,
): { enroll: boolean; verify: boolean; enrollOff: ErrorCode; verifyOff: ErrorCode } {
  const { totp, phone } = deps.config.mfa;
  if (type === "totp") {
    return {
      enroll: totp.enrollEnabled,
      verify: totp.verifyEnabled,
      enrollOff: "mfa_totp_enroll_not_enabled",
      verifyOff: "mfa_totp_verify_not_enabled",
    };
  }
  if (type === "phone") {
    return {
      enroll: phone.enrollEnabled,
      verify: phone.verifyEnabled,
      enrollOff: "mfa_phone_enroll_not_enabled",
      verifyOff: "mfa_phone_verify_not_enabled",
    };
  }
  if (type === "recovery_code") {
    const { recoveryCodes } = deps.config.mfa;
    return {
      enroll: recoveryCodes.enrollEnabled,
      verify: recoveryCodes.verifyEnabled,
      enrollOff: "mfa_recovery_codes_enroll_not_enabled",
      verifyOff: "mfa_recovery_codes_verify_not_enabled",
    };
  }
  const { webauthn } = deps.config.mfa;
  return {
    enroll: webauthn.enrollEnabled,
    verify: webauthn.verifyEnabled,
    enrollOff: "mfa_webauthn_enroll_not_enabled",
    verifyOff: "mfa_webauthn_verify_not_enabled",
  };
}

const INVALID_CHANNEL =
  "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.";

export type EnrollInput = {
  factor_type?: string | undefined;
  friendly_name?: string | undefined;
  issuer?: string | undefined;
  phone?: string | undefined;
};
export type VerifyInput = {
  challenge_id?: string | undefined;
  code?: string | undefined;
  webauthn?: { type?: string | undefined; credential_response?: unknown } | undefined;
};

function sessionOf(principal: Principal): string {
  // GoTrue answers 500 here; a token without a session (minted elsewhere) is the caller's problem.
  if (!principal.sessionId) {
    throw new AuthError("session_not_found", {
      message: "A valid session and a registered user are required for MFA",
    });
  }
  return principal.sessionId;
}

function checkFactorId(factorId: string) {
  if (!UUID_RE.test(factorId))
    throw new AuthError("validation_failed", { status: 404, message: "factor_id must be an UUID" });
}

async function ownedFactor(deps: Deps, userId: string, factorId: string) {
  checkFactorId(factorId);
  const factor = await findOwnedFactor(deps.db, userId, factorId.toLowerCase());
  if (!factor) throw new AuthError("mfa_factor_not_found");
  return factor;
}

/** Recovery codes have no challenge: they are verified at /factors/recovery-codes/verify. */
function notRecoveryCodes(factor: FactorRow) {
  if (factor.factor_type === "recovery_code") {
    throw new AuthError("validation_failed", {
      message: "Recovery codes are verified with POST /factors/recovery-codes/verify",
    });
  }
}

function checkVerifyEnabled(deps: Deps, type: FactorType) {
  const s = switches(deps, type);
  if (!s.verify) throw new AuthError(s.verifyOff);
}

function actor(principal: Principal) {
  return {
    actorId: principal.user.id,
    actorUsername: principal.user.email || principal.user.phone || "",
  };
}

/** The otpauth URI as GoTrue's pquerna/otp writes it (query keys sorted). */
function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
    .replace(/%3A/gi, ":")
    .replace(/%40/g, "@");
  const query = new URLSearchParams({
    algorithm: "SHA1",
    digits: "6",
    issuer,
    period: "30",
    secret,
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** The QR code as raw SVG markup (GoTrue's shape; supabase-js prefixes `data:image/svg+xml;utf-8,`). */
async function qrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H", margin: 4 });
  // Named colours: a "#" would end the data: URI that supabase-js makes of it (as a fragment).
  return svg
    .replace(/#ffffff/gi, "white")
    .replace(/#000000/gi, "black")
    .trim();
}

/** POST /factors. */
export async function enrollFactor(
  deps: Deps,
  principal: Principal,
  input: EnrollInput,
  caller: Caller,
) {
  const sessionId = sessionOf(principal);
  const type = input.factor_type;
  if (type !== "totp" && type !== "phone" && type !== "webauthn") {
    throw new AuthError("validation_failed", {
      message: "factor_type needs to be totp, phone, or webauthn",
    });
  }
  const s = switches(deps, type);
  if (!s.enroll) throw new AuthError(s.enrollOff);
  if (type === "phone") return enrollPhoneFactor(deps, principal, sessionId, input, caller);
  if (type === "webauthn") return enrollWebAuthnFactor(deps, principal, sessionId, input, caller);

  const friendlyName = input.friendly_name ?? "";
  const issuer = input.issuer || new URL(deps.config.siteUrl).host;
  const user = principal.user;
  const secret = generateSecret({ length: 20 });
  const uri = otpauthUri(issuer, user.email ?? "", secret);
  const qrCode = await qrSvg(uri);
  const factorId = crypto.randomUUID();

  const factor = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await deleteExpiredFactors(tx, deps.config.mfa.factorExpiry, now);
    const factors = await listFactors(tx, user.id);
    await checkEnrolmentRules(deps, factors, friendlyName, await sessionAal(tx, sessionId));
    const row = await insertFactor(
      tx,
      {
        id: factorId,
        userId: user.id,
        friendlyName,
        type: "totp",
        secret: sealSecret(deps.config.dbEncryption, factorId, secret),
        phone: null,
      },
      now,
    );
    await audit(deps, tx, {
      ...actor(principal),
      action: "factor_in_progress",
      traits: { factor_id: factorId },
      ip: caller.ip,
    });
    return row;
  });
  return {
    id: factor.id,
    type: "totp",
    friendly_name: factor.friendly_name ?? "",
    totp: { qr_code: qrCode, secret, uri },
  };
}

/** POST /factors with factor_type phone (GoTrue enrollPhoneFactor): an unverified factor for an E.164 number. */
async function enrollPhoneFactor(
  deps: Deps,
  principal: Principal,
  sessionId: string,
  input: EnrollInput,
  caller: Caller,
) {
  if (!input.phone)
    throw new AuthError("validation_failed", {
      message: "Phone number required to enroll Phone factor",
    });
  const phone = validatePhone(input.phone);
  const friendlyName = input.friendly_name ?? "";
  const user = principal.user;
  const factor = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const samePhone = (await listFactors(tx, user.id)).filter(
      (f) => f.factor_type === "phone" && f.phone === phone,
    );
    if (samePhone.some((f) => f.status === "verified")) {
      throw new AuthError("mfa_verified_factor_exists", {
        message: "A verified phone factor already exists, unenroll the existing factor to continue",
      });
    }
    // An unverified factor for the same number is replaced.
    for (const f of samePhone) await deleteFactor(tx, f.id);
    await deleteExpiredFactors(tx, deps.config.mfa.factorExpiry, now);
    await checkEnrolmentRules(
      deps,
      await listFactors(tx, user.id),
      friendlyName,
      await sessionAal(tx, sessionId),
    );
    const row = await insertFactor(
      tx,
      {
        id: crypto.randomUUID(),
        userId: user.id,
        friendlyName,
        type: "phone",
        secret: null,
        phone,
      },
      now,
    );
    await audit(deps, tx, {
      ...actor(principal),
      action: "factor_in_progress",
      traits: { factor_id: row.id, factor_type: "phone" },
      ip: caller.ip,
    });
    return row;
  });
  return {
    id: factor.id,
    type: "phone",
    friendly_name: factor.friendly_name ?? "",
    phone: input.phone,
  };
}

/** POST /factors with factor_type webauthn: an unverified factor; the credential comes with its first challenge. */
async function enrollWebAuthnFactor(
  deps: Deps,
  principal: Principal,
  sessionId: string,
  input: EnrollInput,
  caller: Caller,
) {
  const friendlyName = input.friendly_name ?? "";
  const user = principal.user;
  const factor = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await deleteExpiredFactors(tx, deps.config.mfa.factorExpiry, now);
    await checkEnrolmentRules(
      deps,
      await listFactors(tx, user.id),
      friendlyName,
      await sessionAal(tx, sessionId),
    );
    const row = await insertFactor(
      tx,
      {
        id: crypto.randomUUID(),
        userId: user.id,
        friendlyName,
        type: "webauthn",
        secret: null,
        phone: null,
      },
      now,
    );
    await audit(deps, tx, {
      ...actor(principal),
      action: "factor_in_progress",
      traits: { factor_id: row.id, factor_type: "webauthn" },
      ip: caller.ip,
    });
    return row;
  });
  return { id: factor.id, type: "webauthn", friendly_name: factor.friendly_name ?? "" };
}

/** GoTrue validateFactors: the name is free (the empty name too), limits, aal2 once a factor is verified. */
async function checkEnrolmentRules(
  deps: Deps,
  factors: FactorRow[],
  friendlyName: string,
  aal: string | null,
) {
  const { maxEnrolledFactors, maxVerifiedFactors } = deps.config.mfa;
  if (factors.some((f) => (f.friendly_name ?? "") === friendlyName)) {
    throw new AuthError("mfa_factor_name_conflict", {
      message: `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    });
  }
  const verified = factors.filter((f) => f.status === "verified").length;
  if (factors.length >= maxEnrolledFactors || verified >= maxVerifiedFactors)
    throw new AuthError("too_many_enrolled_mfa_factors");
  if (verified > 0 && aal !== "aal2") {
    throw new AuthError("insufficient_aal", {
      status: 403,
      message: "AAL2 required to enroll a new factor",
    });
  }
}

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
function challengeIp(caller: Caller): string {
  return caller.ip ?? "0.0.0.0";
}

/** POST /factors/{id}/verify: a correct code lifts the caller's session to aal2 and answers it anew. */
export async function verifyFactor(
  deps: Deps,
  principal: Principal,
  factorId: string,
  input: VerifyInput,
  caller: Caller,
): Promise<SessionJson> {
  const sessionId = sessionOf(principal);
  const factor = await ownedFactor(deps, principal.user.id, factorId);
  notRecoveryCodes(factor);
  const code = input.code ?? "";
  if (code === "" && factor.factor_type !== "webauthn")
    throw new AuthError("validation_failed", { message: "Code needs to be non-empty" });
  checkVerifyEnabled(deps, factor.factor_type);
  const webauthnType = input.webauthn?.type;
  if (factor.factor_type === "webauthn") {
    if (!input.webauthn)
      throw new AuthError("validation_failed", { message: "WebAuthn config required" });
    if (webauthnType !== "create" && webauthnType !== "request") {
      throw new AuthError("validation_failed", {
        message: "WebAuthn type must be create or request",
      });
    }
    if (input.webauthn.credential_response === undefined)
      throw new AuthError("validation_failed", { message: "credential_response required" });
  }

  const challengeId = input.challenge_id ?? "";
  const challenge = UUID_RE.test(challengeId)
    ? await findChallenge(deps.db, factor.id, challengeId.toLowerCase())
    : undefined;
  if (!challenge)
    throw new AuthError("mfa_factor_not_found", {
      status: 422,
      message: "MFA factor with the provided challenge ID not found",
    });
  if (challenge.verified_at || challenge.ip !== challengeIp(caller))
    throw new AuthError("mfa_ip_address_mismatch");
  const now = deps.clock.now();
  if (
    new Date(challenge.created_at).getTime() + deps.config.mfa.challengeExpiry * 1000 <
    now.getTime()
  ) {
    await deleteChallenge(deps.db, challenge.id);
    throw new AuthError("mfa_challenge_expired", {
      message: `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    });
  }

  // Each challenge takes AUTH_CODE_MAX_ATTEMPTS codes at most; the last wrong one deletes it.
  const attempt = (check: () => boolean | Promise<boolean>): Attempt => ({
    key: `mfa:${challenge.id}`,
    check,
    burn: (q) => deleteChallenge(q, challenge.id),
    actor: { id: principal.user.id, username: actor(principal).actorUsername },
    kind: "mfa_challenge",
    ip: caller.ip,
  });
  const enc = deps.config.dbEncryption;
  let reseal = false;
  let secret = "";
  let newCredential: { credential: StoredCredential; aaguid: string | null } | undefined;
  if (factor.factor_type === "webauthn") {
    newCredential = await checkWebAuthnResponse(
      deps,
      principal.user.id,
      factor,
      challenge,
      webauthnType!,
      input.webauthn!.credential_response,
    );
    // GoTrue consumes a WebAuthn challenge once its response has been checked.
    await deleteChallenge(deps.db, challenge.id);
    if (!newCredential)
      throw new AuthError("mfa_verification_failed", {
        message: "Invalid WebAuthn credential response",
      });
  } else if (factor.factor_type === "phone") {
    const sent = openSecret(enc, challenge.id, challenge.otp_code ?? "").plaintext;
    if (
      !(await attemptCode(
        deps,
        deps.db,
        attempt(() => sameCode(sent, code)),
      ))
    )
      throw new AuthError("mfa_verification_failed", { message: "Invalid MFA Phone code entered" });
  } else {
    ({ plaintext: secret, reseal } = openSecret(enc, factor.id, factor.secret ?? ""));
    if (
      !(await attemptCode(
        deps,
        deps.db,
        attempt(() => totpMatches(secret, code, now)),
      ))
    ) {
      if (reseal)
        await updateFactorSecret(deps.db, factor.id, sealSecret(enc, factor.id, secret), now);
      throw new AuthError("mfa_verification_failed");
    }
  }

  return deps.db.transaction(async (tx) => {
    await audit(deps, tx, {
      ...actor(principal),
      action: "verification_attempted",
      traits: { factor_id: factor.id, challenge_id: challenge.id, factor_type: factor.factor_type },
      ip: caller.ip,
    });
    await recordVerification(
      tx,
      {
        challengeId: challenge.id,
        factorId: factor.id,
        factorType: factor.factor_type,
        userId: principal.user.id,
        sessionId,
        amrMethod: AMR_METHOD[factor.factor_type],
      },
      now,
    );
    if (reseal) await updateFactorSecret(tx, factor.id, sealSecret(enc, factor.id, secret), now);
    if (newCredential) {
      const owner = await findCredentialOwner(tx, principal.user.id, newCredential.credential.id);
      await saveWebAuthnCredential(
        tx,
        owner ?? factor.id,
        newCredential.credential,
        newCredential.aaguid,
        now,
      );
    }
    return answerLiftedSession(deps, tx, principal.user.id, sessionId, caller, now);
  });
}

/**
 * The answer to a verification that lifted the session (inside its transaction): GoTrue swaps the
 * refresh token and issues an access token carrying the new AMR claims.
 */
export async function answerLiftedSession(
  deps: Deps,
  tx: Queryable,
  userId: string,
  sessionId: string,
  caller: Caller,
  now: Date,
): Promise<SessionJson> {
  const user = (await findUserById(tx, userId))!;
  // GoTrue swaps the refresh token: the one issued at aal1 is revoked, the session goes on with a new one.
  const current = await findActiveRefreshToken(tx, sessionId);
  const refreshToken = newRefreshToken();
  let amr: { method: string; ts: number }[] | undefined;
  if (current) {
    amr = await rotateRefreshToken(
      tx,
      {
        usedTokenId: current.id,
        newToken: refreshToken,
        parent: current.token,
        userId: user.id,
        sessionId,
        userAgent: caller.userAgent,
        ip: caller.ip,
        audit: null,
      },
      now,
    );
  } else {
    await insertRefreshToken(
      tx,
      { token: refreshToken, userId: user.id, sessionId, parent: null },
      now,
    );
  }
  const at = await accessTokenFor(deps, tx, user, sessionId, amr);
  return sessionJson(user, { accessToken: at.token, exp: at.exp, now: at.iat, refreshToken });
}

/**
 * The credential a WebAuthn response proves: a new one for "create" (only for an unverified
 * factor), or one of the user's with its new counter for "request"; undefined when it does not verify.
 */
async function checkWebAuthnResponse(
  deps: Deps,
  userId: string,
  factor: FactorRow & { web_authn_credential: unknown },
  challenge: { web_authn_session_data: unknown },
  type: string,
  response: unknown,
): Promise<{ credential: StoredCredential; aaguid: string | null } | undefined> {
  const raw = challenge.web_authn_session_data;
  const session = (typeof raw === "string" ? JSON.parse(raw) : raw) as SessionData | null;
  if (!session?.challenge || response === null || typeof response !== "object") return undefined;
  if (type === "create") {
    if (factor.status === "verified") return undefined;
    return verifyRegistration(deps.config.webauthn, session, response);
  }
  const credentials = (await listWebAuthnCredentials(deps.db, userId)) as StoredCredential[];
  const credential = await verifyAuthentication(
    deps.config.webauthn,
    session,
    response,
    credentials,
  );
  return credential ? { credential, aaguid: null } : undefined;
}

function sameCode(sent: string, given: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(given);
  return sent !== "" && a.length === b.length && timingSafeEqual(a, b);
}

async function totpMatches(secret: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code) || secret === "") return false;
  try {
    const r = await verifyTotp({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP.skewSeconds,
      period: TOTP.period,
      digits: TOTP.digits,
      algorithm: "sha1",
    });
    return r.valid;
  } catch {
    return false;
  }
}

/** DELETE /factors/{id}: a verified factor only from an aal2 session; its sessions drop to aal1. */
export async function unenrollFactor(
  deps: Deps,
  principal: Principal,
  factorId: string,
  caller: Caller,
) {
  const sessionId = sessionOf(principal);
  const factor = await ownedFactor(deps, principal.user.id, factorId);
  await deps.db.transaction(async (tx) => {
    if (factor.status === "verified" && (await sessionAal(tx, sessionId)) !== "aal2") {
      throw new AuthError("insufficient_aal", {
        status: 422,
        message: "AAL2 required to unenroll verified factor",
      });
    }
    await deleteFactor(tx, factor.id);
    await audit(deps, tx, {
      ...actor(principal),
      action: "factor_unenrolled",
      traits: { factor_id: factor.id, factor_status: factor.status, session_id: sessionId },
      ip: caller.ip,
    });
    await downgradeSessionsOfFactor(
      tx,
      principal.user.id,
      factor.id,
      AMR_METHOD[factor.factor_type],
      deps.clock.now(),
    );
    await dropRecoveryCodesWithoutFactor(deps, tx, principal.user.id, actor(principal), caller);
  });
  return { id: factor.id };
}

/**
 * Recovery codes never stand alone: once the user's last other verified factor is gone they are
 * deleted too, and sessions they lifted drop to aal1.
 */
async function dropRecoveryCodesWithoutFactor(
  deps: Deps,
  tx: Queryable,
  userId: string,
  who: { actorId: string; actorUsername: string },
  caller: Caller,
) {
  const dropped = await deleteRecoveryCodesWithoutFactor(tx, userId);
  if (!dropped) return;
  await downgradeSessionsOfFactor(tx, userId, dropped, AMR_METHOD.recovery_code, deps.clock.now());
  await audit(deps, tx, {
    ...who,
    action: "recovery_codes_deleted",
    traits: { factor_id: dropped, reason: "no_other_factor" },
    ip: caller.ip,
  });
}

// ---- admin (GET /admin/users/{id}/factors, PUT|DELETE /admin/users/{id}/factors/{factor_id}) ----

/** The user an admin route names (GoTrue loadUser): 404 for a malformed id or a missing user. */
export async function adminUser(deps: Deps, userId: string) {
  if (!UUID_RE.test(userId))
    throw new AuthError("validation_failed", { status: 404, message: "user_id must be an UUID" });
  const user = await findUserById(deps.db, userId.toLowerCase());
  if (!user) throw new AuthError("user_not_found", { status: 404, message: "User not found" });
  return user;
}

export async function adminListFactors(deps: Deps, userId: string) {
  const user = await adminUser(deps, userId);
  return user.factors.map(factorJson);
}

export async function adminDeleteFactor(
  deps: Deps,
  userId: string,
  factorId: string,
  caller: Caller,
) {
  const user = await adminUser(deps, userId);
  const factor = await ownedFactor(deps, user.id, factorId);
  await deps.db.transaction(async (tx) => {
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email || user.phone || "",
      action: "factor_deleted",
      traits: { user_id: user.id, factor_id: factor.id },
      ip: caller.ip,
    });
    await deleteFactor(tx, factor.id);
    await downgradeSessionsOfFactor(
      tx,
      user.id,
      factor.id,
      AMR_METHOD[factor.factor_type],
      deps.clock.now(),
    );
    await dropRecoveryCodesWithoutFactor(
      deps,
      tx,
      user.id,
      { actorId: user.id, actorUsername: user.email || user.phone || "" },
      caller,
    );
  });
  return factorJson(factor);
}

export async function adminUpdateFactor(
  deps: Deps,
  userId: string,
  factorId: string,
  input: { friendly_name?: string | undefined; phone?: string | undefined },
  caller: Caller,
) {
  const user = await adminUser(deps, userId);
  const factor = await ownedFactor(deps, user.id, factorId);
  const change: { friendlyName?: string; phone?: string } = {};
  if (input.friendly_name) {
    if (user.factors.some((f) => f.id !== factor.id && f.friendly_name === input.friendly_name)) {
      throw new AuthError("mfa_factor_name_conflict", {
        message: `A factor with the friendly name ${JSON.stringify(input.friendly_name)} for this user already exists`,
      });
    }
    change.friendlyName = input.friendly_name;
  }
  if (input.phone && factor.factor_type === "phone") change.phone = validatePhone(input.phone);
  return deps.db.transaction(async (tx) => {
    const updated = await updateFactor(tx, factor.id, change, deps.clock.now());
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email || user.phone || "",
      action: "factor_updated",
      traits: { user_id: user.id, factor_id: factor.id, factor_type: factor.factor_type },
      ip: caller.ip,
    });
    return factorJson(updated);
  });
}
