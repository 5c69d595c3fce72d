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
  setEmailChange,
  updatePassword,
  updateUserMetadata,
} from "../storage/users.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { userJson } from "./serialize.ts";
import { validateEmail, validateNewPassword, validatePhone } from "./validate.ts";

export type UpdateUserInput = {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
  app_metadata?: Record<string, unknown> | undefined;
};

/** GET /user; `requestedAud` is the X-JWT-AUD header, which must match the token's audience when given. */
export function getUser(who: Principal, requestedAud?: string) {
  if (requestedAud && requestedAud !== who.claims.aud) {
    throw new AuthError("validation_failed", { message: "Token audience doesn't match request audience" });
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
    throw new AuthError("insufficient_aal", { message: "AAL2 session is required to update email or password when MFA is enabled." });
  }
}

export async function updateUser(deps: Deps, who: Principal, input: UpdateUserInput, caller: Caller) {
  const { config } = deps;
  const user = who.user;
  const email = input.email !== undefined && input.email !== "" ? validateEmail(input.email) : undefined;
  if (input.phone !== undefined && input.phone !== "") {
    validatePhone(input.phone);
    // Phone changes need an SMS provider (later issue).
    throw new AuthError("phone_provider_disabled", { message: "Unsupported phone provider" });
  }
  if (input.password !== undefined) validateNewPassword(input.password, config);
  if (input.app_metadata !== undefined) throw new AuthError("not_admin", { message: "Updating app_metadata requires admin privileges" });
  await requireAal2ForCredentialChange(deps, who, input);
  if (input.password !== undefined && user.is_anonymous && !email && !user.email && !user.phone) {
    throw new AuthError("validation_failed", { status: 422, message: "Updating password of an anonymous user without an email or phone is not allowed" });
  }
  const emailChanges = email !== undefined && email !== (user.email ?? "");
  if (emailChanges && (await emailTaken(deps.db, email, user.aud ?? config.jwt.aud, user.id))) {
    throw new AuthError("email_exists");
  }
  if (input.password !== undefined && user.encrypted_password && (await verifyPassword(input.password, user.encrypted_password))) {
    throw new AuthError("same_password");
  }
  const newHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

  await deps.db.transaction(async (tx) => {
    const actorUsername = user.email || user.phone || "";
    if (input.data !== undefined) {
      const merged: Record<string, unknown> = { ...user.raw_user_meta_data };
      for (const [k, v] of Object.entries(input.data)) {
        if (v === null) delete merged[k];
        else merged[k] = v;
      }
      await updateUserMetadata(tx, user.id, merged, deps.clock.now());
    }
    if (newHash) {
      await updatePassword(tx, user.id, newHash, deps.clock.now());
      // GoTrue signs the user out everywhere else when the password changes.
      if (who.sessionId) await deleteSessions(tx, user.id, { except: who.sessionId });
      await audit(deps, tx, { actorId: user.id, actorUsername, action: "user_updated_password", ip: caller.ip });
    }
    if (emailChanges && email) {
      if (user.is_anonymous && config.mailer.autoconfirm) {
        const app = { ...user.raw_app_meta_data, provider: "email", providers: ["email"] };
        await applyEmail(tx, user.id, email, app, deps.clock.now());
        // provider_id is text and user_id a uuid: two parameters, as PostgreSQL cannot deduce one type for both.
        await insertIdentity(tx, {
          userId: user.id,
          providerId: user.id,
          provider: "email",
          identityData: { sub: user.id, email, email_verified: true, phone_verified: false },
        }, deps.clock.now());
      } else {
        deps.mail.assertFrequency(user.email_change_sent_at);
        const toNew = deps.mail.newOtp(email);
        // Secure email change (GoTrue's default): the current address confirms too.
        const toCurrent = config.mailer.secureEmailChange && user.email ? deps.mail.newOtp(user.email) : undefined;
        await setEmailChange(tx, user.id, {
          newEmail: email,
          tokenNew: toNew.hash,
          tokenCurrent: toCurrent?.hash ?? "",
          currentEmail: user.email ?? "",
        }, deps.clock.now());
        const path = config.mailer.urlPaths.emailChange;
        const link = (hash: string) => deps.mail.verifyLink(path, hash, "email_change", caller.redirectTo);
        await deps.mail.enqueue(tx, { kind: "email_change", to: email, newEmail: email, link: link(toNew.hash), code: toNew.code });
        if (toCurrent && user.email) {
          await deps.mail.enqueue(tx, { kind: "email_change", to: user.email, newEmail: email, link: link(toCurrent.hash), code: toCurrent.code });
        }
      }
    }
    await audit(deps, tx, { actorId: user.id, actorUsername, action: "user_modified", ip: caller.ip });
  });
  await deps.mail.deliver();
  return userJson((await findUserById(deps.db, user.id))!);
}
