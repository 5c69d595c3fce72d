/**
 * POST /factors and DELETE /factors/{id} (GoTrue enrollFactor/UnenrollFactor): TOTP with its otpauth URI
 * and QR code, phone (an E.164 number) and WebAuthn (the credential comes with its first challenge).
 */
import { generateSecret } from "otplib";
import QRCode from "qrcode";
import { sealSecret } from "../crypto/encrypted-string.ts";
import { AuthError } from "../errors.ts";
import {
  deleteExpiredFactors,
  deleteFactor,
  downgradeSessionsOfFactor,
  insertFactor,
  listFactors,
  sessionAal,
  type FactorRow,
} from "../storage/factors.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { validatePhone } from "./validate.ts";
import {
  AMR_METHOD,
  actor,
  dropRecoveryCodesWithoutFactor,
  ownedFactor,
  sessionOf,
  switches,
} from "./factor-rules.ts";

export type EnrollInput = {
  factor_type?: string | undefined;
  friendly_name?: string | undefined;
  issuer?: string | undefined;
  phone?: string | undefined;
};

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
