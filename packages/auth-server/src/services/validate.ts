/** GoTrue's input rules for emails, phones and passwords (messages word for word). */
import { AuthError } from "../errors.ts";
import { checkPasswordStrength } from "../crypto/password.ts";
import type { Config } from "../config.ts";

const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (email === "") throw new AuthError("validation_failed", { message: "An email address is required" });
  if (email.length > 255) throw new AuthError("validation_failed", { message: "An email address is too long" });
  if (!EMAIL_RE.test(email)) {
    throw new AuthError("validation_failed", { message: "Unable to validate email address: invalid format" });
  }
  return email.toLowerCase();
}

export function validatePhone(raw: string): string {
  const phone = raw.replace(/[+\s]/g, "");
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) {
    throw new AuthError("validation_failed", { message: "Invalid phone number format (E.164 required)" });
  }
  return phone;
}

export function validateNewPassword(password: string, config: Config) {
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError("validation_failed", { message: "Password cannot be longer than 72 characters" });
  }
  const weak = checkPasswordStrength(password, config.password);
  if (weak) {
    throw new AuthError("weak_password", { message: weak.message, extra: { weak_password: { reasons: weak.reasons } } });
  }
}
