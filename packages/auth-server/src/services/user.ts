/** GET/PUT /user (GoTrue user.go): password, email and metadata changes. */
import { AuthError } from "../errors.ts";
import { hashPassword, verifyPassword } from "../crypto/password.ts";
import { sessionAal } from "../storage/factors.ts";
import { deleteSessions } from "../storage/sessions.ts";
import {
  applyEmail,
  emailTaken,
  findUserById,
  insertIdentity,
  updatePassword,
  updateUserMetadata,
} from "../storage/users.ts";
import { attemptCode } from "./attempts.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { userJson } from "./serialize.ts";
import {
  assertMetadataSize,
  mergeMetadata,
  validateEmail,
  validateNewPassword,
  validatePhone,
} from "./validate.ts";
import { applyPhoneChange, setPhoneChange, userTokens } from "../storage/one-time-tokens.ts";
import { phoneTaken, type UserWithIdentities } from "../storage/users.ts";
import { findSessionCreatedAt } from "../storage/sessions.ts";
import type { Queryable } from "../storage/db.ts";
import { issuePhoneCode, sendPendingSms, type PendingSms } from "./one-time.ts";
import { sendEmailChange } from "./otp.ts";
import { parsePkce } from "./pkce.ts";
import { clearTokens } from "../storage/one-time-tokens.ts";
import { tokenHash } from "./mail.ts";

export type UpdateUserInput = {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
  app_metadata?: Record<string, unknown> | undefined;
  nonce?: string | undefined;
  channel?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
};

/** GET /user; `requestedAud` is the X-JWT-AUD header, which must match the token's audience when given. */
export function getUser(who: Principal, requestedAud?: string) {
  if (requestedAud && requestedAud !== who.claims.aud) {
    throw new AuthError("validation_failed", {
      message: "Token audience doesn't match request audience",
    });
  }
  return userJson(who.user);
}

/** GoTrue: with a verified factor, changing the password, email or phone needs an aal2 session. */
async function requireAal2ForCredentialChange(deps: Deps, who: Principal, input: UpdateUserInput) {
  const user = who.user;
  if (!user.factors.some((f) => f.status === "verified")) return;
  const changes =
    (input.password !== undefined && input.password !== "") ||
    (input.email !== undefined && input.email !== "" && input.email !== (user.email ?? "")) ||
    (input.phone !== undefined && input.phone !== "" && input.phone !== (user.phone ?? ""));
  if (changes && !(who.sessionId && (await sessionAal(deps.db, who.sessionId)) === "aal2")) {
    throw new AuthError("insufficient_aal", {
      message: "AAL2 session is required to update email or password when MFA is enabled.",
    });
  }
}

export async function updateUser(
  deps: Deps,
  who: Principal,
  input: UpdateUserInput,
  caller: Caller,
) {
  const { config } = deps;
  const user = who.user;
  const email =
    input.email !== undefined && input.email !== "" ? validateEmail(input.email) : undefined;
  const phone =
    input.phone !== undefined && input.phone !== "" ? validatePhone(input.phone) : undefined;
  const phoneChanges = phone !== undefined && phone !== (user.phone ?? "");
  if (phoneChanges && !config.phoneEnabled)
    throw new AuthError("phone_provider_disabled", { message: "Unsupported phone provider" });
  if (phoneChanges && (await phoneTaken(deps.db, phone, user.aud ?? config.jwt.aud, user.id)))
    throw new AuthError("phone_exists");
  const pkce = parsePkce(input.code_challenge, input.code_challenge_method);
  if (input.password !== undefined) validateNewPassword(input.password, config);
  if (input.app_metadata !== undefined)
    throw new AuthError("not_admin", {
      message: "Updating app_metadata requires admin privileges",
    });
  await requireAal2ForCredentialChange(deps, who, input);
  if (input.password !== undefined && user.is_anonymous && !email && !user.email && !user.phone) {
    throw new AuthError("validation_failed", {
      status: 422,
      message: "Updating password of an anonymous user without an email or phone is not allowed",
    });
  }
  const emailChanges = email !== undefined && email !== (user.email ?? "");
  if (emailChanges && (await emailTaken(deps.db, email, user.aud ?? config.jwt.aud, user.id))) {
    throw new AuthError("email_exists");
  }
  // The nonce before the password (as GoTrue): else same_password would tell, without the nonce,
  // whether a guess is the current password (issue 21 item 9). Checked again, and used up, below.
  if (input.password !== undefined && config.updatePasswordRequireReauthentication)
    await assertRecentOrNonce(deps, deps.db, who, input.nonce ?? "", caller, false);
  if (
    input.password !== undefined &&
    user.encrypted_password &&
    (await verifyPassword(input.password, user.encrypted_password))
  ) {
    throw new AuthError("same_password");
  }
  const userMetadata =
    input.data !== undefined ? mergeMetadata(user.raw_user_meta_data ?? {}, input.data) : undefined;
  if (userMetadata) assertMetadataSize("user_metadata", userMetadata, user.raw_user_meta_data);
  const newHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  if (newHash && config.updatePasswordRequireReauthentication) {
    // Its own transaction, committed even when the nonce is wrong, so the attempt stays counted.
    const failure = await deps.db.transaction((tx) =>
      assertRecentOrNonce(deps, tx, who, input.nonce ?? "", caller).then(
        () => undefined,
        (err: unknown) => {
          if (err instanceof AuthError) return err;
          throw err;
        },
      ),
    );
    if (failure) throw failure;
  }
  let sms: PendingSms;

  await deps.db.transaction(async (tx) => {
    const actorUsername = user.email || user.phone || "";
    if (userMetadata) await updateUserMetadata(tx, user.id, userMetadata, deps.clock.now());
    if (newHash) {
      await updatePassword(tx, user.id, newHash, deps.clock.now());
      // GoTrue signs the user out everywhere else when the password changes.
      if (who.sessionId) await deleteSessions(tx, user.id, { except: who.sessionId });
      await audit(deps, tx, {
        actorId: user.id,
        actorUsername,
        action: "user_updated_password",
        ip: caller.ip,
      });
    }
    if (emailChanges && email) {
      if (user.is_anonymous && config.mailer.autoconfirm) {
        const app = { ...user.raw_app_meta_data, provider: "email", providers: ["email"] };
        await applyEmail(tx, user.id, email, app, deps.clock.now());
        // provider_id is text and user_id a uuid: two parameters, as PostgreSQL cannot deduce one type for both.
        await insertIdentity(
          tx,
          {
            userId: user.id,
            providerId: user.id,
            provider: "email",
            identityData: { sub: user.id, email, email_verified: true, phone_verified: false },
          },
          deps.clock.now(),
        );
      } else {
        // The mails follow the metadata of this same request (a new `locale` picks their language).
        const mailTo = userMetadata ? { ...user, raw_user_meta_data: userMetadata } : user;
        await sendEmailChange(deps, tx, mailTo, email, pkce, caller);
      }
    }
    if (phoneChanges && phone) {
      await setPhoneChange(tx, user.id, phone);
      if (config.smsAutoconfirm) await applyPhoneChange(tx, user.id, deps.clock.now());
      else
        sms = await issuePhoneCode(
          deps,
          tx,
          user.id,
          "phone_change",
          phone,
          user.phone_change_sent_at,
          input.channel === "whatsapp" ? "whatsapp" : "sms",
        );
    }
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername,
      action: "user_modified",
      ip: caller.ip,
    });
  });
  deps.mail.afterCommit();
  await sendPendingSms(deps, sms);
  return userJson((await findUserById(deps.db, user.id))!);
}

const DAY_MS = 24 * 3600_000;
const INVALID_NONCE = "Nonce has expired or is invalid";

/**
 * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: a password change needs the code from
 * GET /reauthenticate unless the session was started within the last 24 hours (GoTrue user.go).
 */
async function assertRecentOrNonce(
  deps: Deps,
  tx: Queryable,
  who: Principal,
  nonce: string,
  caller: Caller,
  consume = true,
) {
  const createdAt = who.sessionId ? await findSessionCreatedAt(tx, who.sessionId) : undefined;
  if (createdAt && deps.clock.now().getTime() <= new Date(createdAt).getTime() + DAY_MS) return;
  if (nonce === "") throw new AuthError("reauthentication_needed");
  await verifyNonce(deps, tx, who.user, nonce, caller, consume);
}

/** GoTrue verifyReauthentication: the code hashed with the email (else the phone), within its lifetime. */
async function verifyNonce(
  deps: Deps,
  tx: Queryable,
  user: UserWithIdentities,
  nonce: string,
  caller: Caller,
  consume = true,
) {
  const t = (await userTokens(tx, user.id))!.get("reauthentication");
  if (t.hash === "" || !t.sentAt) throw new AuthError("reauthentication_not_valid");
  const address = user.email || user.phone || "";
  if (address === "")
    throw new AuthError("reauthentication_not_valid", {
      message: "Reauthentication requires an email or a phone number",
    });
  const exp = user.email ? deps.config.mailer.otpExp : deps.config.sms.otpExp;
  const fresh = deps.clock.now().getTime() <= new Date(t.sentAt).getTime() + exp * 1000;
  const right =
    fresh &&
    (await attemptCode(deps, tx, {
      key: `reauth:${user.id}:${t.hash.slice(-16)}`,
      check: () => tokenHash(address, nonce) === t.hash,
      burn: (q) => clearTokens(q, user.id, ["reauthentication"]),
      actor: { id: user.id, username: address },
      kind: "reauthentication",
      ip: caller.ip,
    }));
  if (!right) throw new AuthError("reauthentication_not_valid", { message: INVALID_NONCE });
  if (consume) await clearTokens(tx, user.id, ["reauthentication"]);
}
