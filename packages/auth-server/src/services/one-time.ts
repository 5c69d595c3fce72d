/**
 * Issuing one-time tokens: the mailed link/code (confirmation, invite, magic link, recovery, email
 * change, reauthentication) and the SMS code (phone confirmation, phone change, reauthentication).
 * Everything here runs inside the caller's transaction; mail goes through the outbox, SMS is returned
 * to be sent after the commit (`sendPendingSms`).
 */
import type { MailKind } from "../mailer/templates.ts";
import type { Queryable } from "../storage/db.ts";
import { setToken, withdrawToken, type TokenKind } from "../storage/one-time-tokens.ts";
import type { UserWithIdentities } from "../storage/users.ts";
import type { Caller, Deps } from "./deps.ts";
import { tokenHash } from "./mail.ts";
import { smsMessage, type SmsChannel } from "./sms.ts";

export type EmailTokenSpec = {
  mail: MailKind;
  token: TokenKind;
  /** The `type` in the link (GoTrue's verification type). */
  verifyType: "signup" | "invite" | "magiclink" | "recovery" | "email_change";
  address: string;
  /** "pkce_" when a flow state was recorded, else "". */
  prefix: string;
  /** Last send of this kind, for GOTRUE_SMTP_MAX_FREQUENCY (undefined = not checked, e.g. admin links). */
  lastSentAt?: Date | string | null;
  newEmail?: string;
  /** false = only store the token (admin generate_link). */
  send?: boolean;
};

export type IssuedToken = { code: string; hashedToken: string; link: string };

function urlPathFor(deps: Deps, type: EmailTokenSpec["verifyType"]): string {
  const p = deps.config.mailer.urlPaths;
  if (type === "signup") return p.confirmation;
  if (type === "invite") return p.invite;
  if (type === "email_change") return p.emailChange;
  return p.recovery;
}

export async function issueEmailToken(
  deps: Deps,
  tx: Queryable,
  user: UserWithIdentities,
  spec: EmailTokenSpec,
  caller: Caller,
): Promise<IssuedToken> {
  if (spec.lastSentAt !== undefined) deps.mail.assertFrequency(spec.lastSentAt);
  const { code, hash } = deps.mail.newOtp(spec.address);
  const stored = spec.prefix + hash;
  await setToken(tx, user.id, spec.token, stored, spec.address, deps.clock.now());
  const link = deps.mail.verifyLink(
    urlPathFor(deps, spec.verifyType),
    stored,
    spec.verifyType,
    caller.redirectTo,
  );
  if (spec.send !== false) {
    await deps.mail.enqueue(tx, {
      kind: spec.mail,
      to: spec.address,
      data: {
        SiteURL: deps.config.siteUrl,
        ConfirmationURL: link,
        Email: user.email ?? "",
        ...(spec.newEmail !== undefined ? { NewEmail: spec.newEmail } : {}),
        Token: code,
        TokenHash: stored,
        RedirectTo: caller.redirectTo,
        Data: user.raw_user_meta_data ?? {},
      },
    });
  }
  return { code, hashedToken: stored, link };
}

/** The reauthentication code by mail (no link). */
export async function issueReauthenticationMail(
  deps: Deps,
  tx: Queryable,
  user: UserWithIdentities,
  email: string,
) {
  deps.mail.assertFrequency(user.reauthentication_sent_at);
  const { code, hash } = deps.mail.newOtp(email);
  await setToken(tx, user.id, "reauthentication", hash, email, deps.clock.now());
  await deps.mail.enqueue(tx, {
    kind: "reauthentication",
    to: email,
    data: {
      SiteURL: deps.config.siteUrl,
      Email: email,
      Token: code,
      Data: user.raw_user_meta_data ?? {},
    },
  });
}

export type PendingSms =
  { to: string; message: string; channel: SmsChannel; userId: string; kind: TokenKind } | undefined;

/**
 * Stores a phone code and returns the SMS to send after commit. A GOTRUE_SMS_TEST_OTP number gets its
 * fixed code and no SMS (undefined).
 */
export async function issuePhoneCode(
  deps: Deps,
  tx: Queryable,
  userId: string,
  kind: "confirmation" | "phone_change" | "reauthentication",
  phone: string,
  lastSentAt: Date | string | null,
  channel: SmsChannel,
): Promise<PendingSms> {
  deps.mail.assertSmsFrequency(lastSentAt);
  const fixed = deps.sms.testOtp(phone);
  const code = fixed ?? deps.mail.newOtp(phone, deps.config.sms.otpLength).code;
  await setToken(tx, userId, kind, tokenHash(phone, code), phone, deps.clock.now());
  return fixed
    ? undefined
    : { to: phone, message: smsMessage(deps.config, code), channel, userId, kind };
}

/**
 * After the commit: hands the SMS to the provider; answers GoTrue's { message_id } when there is one.
 * GoTrue sends inside its transaction, so a refused SMS leaves no token behind; here the token was
 * committed first, so a refusal withdraws it, and the user may ask again at once (no 429).
 */
export async function sendPendingSms(deps: Deps, sms: PendingSms): Promise<Record<string, string>> {
  if (!sms) return {};
  try {
    const id = await deps.sms.send(sms.to, sms.message, sms.channel);
    return id ? { message_id: id } : {};
  } catch (err) {
    await withdrawToken(deps.db, sms.userId, sms.kind);
    throw err;
  }
}
