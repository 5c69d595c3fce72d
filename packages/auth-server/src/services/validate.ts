/** GoTrue's input rules for emails, phones and passwords (messages word for word). */
import { AuthError } from "../errors.ts";
import { checkPasswordStrength } from "../crypto/password.ts";
import type { Config } from "../config.ts";
import { isMailbox } from "../email-address.ts";

export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (email === "")
    throw new AuthError("validation_failed", { message: "An email address is required" });
  if (email.length > 255)
    throw new AuthError("validation_failed", { message: "An email address is too long" });
  // The check the desk and the site's forms use too (email-address.ts): an RFC 5321 mailbox.
  if (!isMailbox(email)) {
    throw new AuthError("validation_failed", {
      message: "Unable to validate email address: invalid format",
    });
  }
  return email.toLowerCase();
}

export function validatePhone(raw: string): string {
  const phone = raw.replace(/[+\s]/g, "");
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) {
    throw new AuthError("validation_failed", {
      message: "Invalid phone number format (E.164 required)",
    });
  }
  return phone;
}

export function validateNewPassword(password: string, config: Config) {
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError("validation_failed", {
      message: "Password cannot be longer than 72 characters",
    });
  }
  const weak = checkPasswordStrength(password, config.password);
  if (weak) {
    throw new AuthError("weak_password", {
      message: weak.message,
      extra: { weak_password: { reasons: weak.reasons } },
    });
  }
}

/**
 * Metadata rides in every access token, and a token over Node's 16 KiB header limit locks its
 * user out (every request answers 431). So each metadata object is capped; a change that makes it
 * smaller than it was is always accepted, so an account above the cap (an import) can shrink.
 */
export const METADATA_MAX_BYTES = { user_metadata: 4096, app_metadata: 2048 } as const;

export function metadataBytes(metadata: Record<string, unknown> | null | undefined): number {
  return Buffer.byteLength(JSON.stringify(metadata ?? {}));
}

export function assertMetadataSize(
  field: keyof typeof METADATA_MAX_BYTES,
  next: Record<string, unknown>,
  current?: Record<string, unknown> | null,
) {
  const size = metadataBytes(next);
  const max = METADATA_MAX_BYTES[field];
  if (size > max && (current === undefined || size >= metadataBytes(current))) {
    throw new AuthError("validation_failed", {
      status: 422,
      message: `${field} is too large (${size} bytes as JSON); it can hold at most ${max} bytes`,
    });
  }
}

/** GoTrue UpdateUserMetaData / UpdateAppMetaData: top-level keys replaced, a null value deletes its key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete merged[k];
    else merged[k] = v;
  }
  return merged;
}
