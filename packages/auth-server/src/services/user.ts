/** GET/PUT /user (GoTrue user.go): password, email and metadata changes. */
import { AuthError } from "../errors.ts";
import { hashPassword, verifyPassword } from "../crypto/password.ts";
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
import { emailChangeMail, otpCode, tokenHash, verifyLink } from "./mail-tokens.ts";
import { userJson } from "./serialize.ts";
import { validateEmail, validateNewPassword, validatePhone } from "./validate.ts";

export type UpdateUserInput = {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
  app_metadata?: Record<string, unknown> | undefined;
};

export function getUser(who: Principal) {
  return userJson(who.user);
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
      await updateUserMetadata(tx, user.id, merged);
    }
    if (newHash) {
      await updatePassword(tx, user.id, newHash);
      // GoTrue signs the user out everywhere else when the password changes.
      if (who.sessionId) await deleteSessions(tx, user.id, { except: who.sessionId });
      await audit(deps, tx, { actorId: user.id, actorUsername, action: "user_updated_password", ip: caller.ip });
    }
    if (emailChanges && email) {
      if (user.is_anonymous && config.mailer.autoconfirm) {
        const app = { ...user.raw_app_meta_data, provider: "email", providers: ["email"] };
        await applyEmail(tx, user.id, email, app);
        // provider_id is text and user_id a uuid: two parameters, as PostgreSQL cannot deduce one type for both.
        await insertIdentity(tx, {
          userId: user.id,
          providerId: user.id,
          provider: "email",
          identityData: { sub: user.id, email, email_verified: true, phone_verified: false },
        });
      } else {
        if (!deps.takeEmailSend()) throw new AuthError("over_email_send_rate_limit");
        const sentAt = user.email_change_sent_at ? new Date(user.email_change_sent_at).getTime() : 0;
        const wait = Math.ceil(sentAt / 1000 + config.smtpMaxFrequency - deps.now().getTime() / 1000);
        if (sentAt && wait > 0) {
          throw new AuthError("over_email_send_rate_limit", {
            message: `For security purposes, you can only request this after ${wait} seconds.`,
          });
        }
        const codeNew = otpCode(config.mailer.otpLength);
        const hashNew = tokenHash(email, codeNew);
        const secure = config.mailer.secureEmailChange && !!user.email;
        const codeCurrent = secure ? otpCode(config.mailer.otpLength) : "";
        const hashCurrent = secure ? tokenHash(user.email!, codeCurrent) : "";
        await setEmailChange(tx, user.id, { newEmail: email, tokenNew: hashNew, tokenCurrent: hashCurrent, currentEmail: user.email ?? "" });
        const path = config.mailer.urlPaths.emailChange;
        await deps.mailer.send(
          emailChangeMail(config, email, email, verifyLink(config, path, hashNew, "email_change", caller.redirectTo), codeNew),
        );
        if (secure) {
          await deps.mailer.send(
            emailChangeMail(config, user.email!, email, verifyLink(config, path, hashCurrent, "email_change", caller.redirectTo), codeCurrent),
          );
        }
      }
    }
    await audit(deps, tx, { actorId: user.id, actorUsername, action: "user_modified", ip: caller.ip });
  });
  return userJson((await findUserById(deps.db, user.id))!);
}
