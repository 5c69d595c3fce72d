/**
 * POST /otp, POST /recover, POST /resend, GET /reauthenticate (GoTrue otp.go, magic_link.go,
 * recover.go, resend.go, reauthenticate.go). Unknown addresses get 200 {} from /recover and /resend,
 * so they do not reveal who has an account.
 */
import { AuthError } from "../errors.ts";
import type { Queryable } from "../storage/db.ts";
import { beginEmailChange, lockedUser } from "../storage/one-time-tokens.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertIdentity,
  insertUser,
  type UserWithIdentities,
} from "../storage/users.ts";
import { audit } from "./audit.ts";
import { clearPassword } from "../storage/identities.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import {
  issueEmailToken,
  issuePhoneCode,
  issueReauthenticationMail,
  sendPendingSms,
  type PendingSms,
} from "./one-time.ts";
import { parsePkce, recordFlowState, type Pkce } from "./pkce.ts";
import { sendConfirmation } from "./signup.ts";
import { INVALID_CHANNEL, type SmsChannel } from "./sms.ts";
import { validateEmail, validatePhone } from "./validate.ts";

type PkceInput = {
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
};

export type OtpInput = PkceInput & {
  email?: string | undefined;
  phone?: string | undefined;
  create_user?: boolean | undefined;
  data?: Record<string, unknown> | undefined;
  channel?: string | undefined;
  aud: string;
};

function parseChannel(deps: Deps, channel: string | undefined): SmsChannel {
  const c = channel || "sms";
  if (c === "sms") return c;
  if (c === "whatsapp" && deps.sms.provider === "twilio") return c;
  throw new AuthError("validation_failed", { message: INVALID_CHANNEL });
}

/** A user created by /otp (GoTrue signs them up with a random password; here: no password at all). */
async function createOtpUser(
  deps: Deps,
  tx: Queryable,
  o: {
    provider: "email" | "phone";
    address: string;
    data: Record<string, unknown>;
    confirmed: boolean;
    aud: string;
  },
  caller: Caller,
) {
  if (deps.config.disableSignup) throw new AuthError("signup_disabled");
  const id = crypto.randomUUID();
  const identityData = {
    ...o.data,
    sub: id,
    [o.provider]: o.address,
    email_verified: o.provider === "email" && o.confirmed,
    phone_verified: o.provider === "phone" && o.confirmed,
  };
  const now = deps.clock.now();
  await insertUser(
    tx,
    {
      id,
      aud: o.aud,
      role: deps.config.jwt.defaultGroup,
      email: o.provider === "email" ? o.address : null,
      phone: o.provider === "phone" ? o.address : null,
      encryptedPassword: "",
      appMetadata: { provider: o.provider, providers: [o.provider] },
      userMetadata: identityData,
      emailConfirmed: o.provider === "email" && o.confirmed,
      phoneConfirmed: o.provider === "phone" && o.confirmed,
      isAnonymous: false,
    },
    now,
  );
  await insertIdentity(tx, { userId: id, providerId: id, provider: o.provider, identityData }, now);
  await audit(deps, tx, {
    actorId: id,
    actorUsername: o.address,
    action: o.confirmed ? "user_signedup" : "user_confirmation_requested",
    traits: { provider: o.provider },
    ip: caller.ip,
  });
  return (await findUserById(tx, id))!;
}

export async function sendOtp(
  deps: Deps,
  input: OtpInput,
  caller: Caller,
): Promise<Record<string, string>> {
  const { config } = deps;
  const email = input.email ?? "";
  const phone = input.phone ?? "";
  if (email !== "" && phone !== "") {
    throw new AuthError("validation_failed", {
      message: "Only an email address or phone number should be provided",
    });
  }
  if (email !== "" && (input.channel ?? "") !== "") {
    throw new AuthError("validation_failed", {
      message: "Channel should only be specified with Phone OTP",
    });
  }
  const pkce = parsePkce(input.code_challenge, input.code_challenge_method);
  const data = input.data ?? {};
  if (email === "" && phone === "")
    throw new AuthError("validation_failed", { message: "One of email or phone must be set" });

  if (email !== "") {
    if (!config.emailEnabled)
      throw new AuthError("email_provider_disabled", {
        status: 422,
        message: "Email logins are disabled",
      });
    const address = validateEmail(email);
    const work = () =>
      deps.db.transaction(async (tx) => {
        let user = await lockedUser(tx, await findUserByEmail(tx, address, input.aud));
        if (!user && input.create_user === false) throw new AuthError("otp_disabled");
        if (!user || !user.email_confirmed_at) {
          // Whoever follows this link chose no password: one set by an unproved sign-up goes (issue 21, item 6).
          if (user?.encrypted_password && !user.phone_confirmed_at)
            await clearPassword(tx, user.id, deps.clock.now());
          const autoconfirm = config.mailer.autoconfirm;
          user ??= await createOtpUser(
            deps,
            tx,
            { provider: "email", address, data, confirmed: autoconfirm, aud: input.aud },
            caller,
          );
          if (!autoconfirm) {
            // The confirmation mail is the magic link of a new account (GoTrue: signup, then {}).
            await sendConfirmation(deps, tx, user, address, pkce, caller);
            return;
          }
        }
        await audit(deps, tx, {
          actorId: user.id,
          actorUsername: address,
          action: "user_recovery_requested",
          ip: caller.ip,
        });
        const prefix = await recordFlowState(deps, tx, user.id, pkce, "magiclink", "magiclink");
        await issueEmailToken(
          deps,
          tx,
          user,
          {
            mail: "magic_link",
            token: "recovery",
            verifyType: "magiclink",
            address,
            prefix,
            lastSentAt: user.recovery_sent_at,
          },
          caller,
        );
      });
    // AUTH_SIGNUP_CONCEAL_EXISTING: the same 200 at once for every address (create_user: false
    // included); the lookup and the mail happen after the answer.
    if (config.concealExistingUsers) {
      deps.mail.later(work);
      return {};
    }
    await work();
    deps.mail.afterCommit();
    return {};
  }

  if (!config.phoneEnabled)
    throw new AuthError("phone_provider_disabled", { message: "Unsupported phone provider" });
  const address = validatePhone(phone);
  const channel = parseChannel(deps, input.channel);
  const sms = await deps.db.transaction(async (tx): Promise<PendingSms> => {
    let user = await findUserByPhone(tx, address, input.aud);
    if (!user && input.create_user === false) throw new AuthError("otp_disabled");
    if (!user) {
      user = await createOtpUser(
        deps,
        tx,
        { provider: "phone", address, data, confirmed: config.smsAutoconfirm, aud: input.aud },
        caller,
      );
    } else {
      await audit(deps, tx, {
        actorId: user.id,
        actorUsername: address,
        action: "user_recovery_requested",
        traits: { channel },
        ip: caller.ip,
      });
    }
    return issuePhoneCode(
      deps,
      tx,
      user.id,
      "confirmation",
      address,
      user.confirmation_sent_at,
      channel,
    );
  });
  return sendPendingSms(deps, sms);
}

export async function recover(
  deps: Deps,
  input: PkceInput & { email?: string | undefined; aud: string },
  caller: Caller,
) {
  if (!input.email)
    throw new AuthError("validation_failed", { message: "Password recovery requires an email" });
  const address = validateEmail(input.email);
  const pkce = parsePkce(input.code_challenge, input.code_challenge_method);
  const work = () =>
    deps.db.transaction(async (tx) => {
      const user = await lockedUser(tx, await findUserByEmail(tx, address, input.aud));
      if (!user) return;
      await audit(deps, tx, {
        actorId: user.id,
        actorUsername: address,
        action: "user_recovery_requested",
        ip: caller.ip,
      });
      const prefix = await recordFlowState(deps, tx, user.id, pkce, "recovery", "recovery");
      await issueEmailToken(
        deps,
        tx,
        user,
        {
          mail: "recovery",
          token: "recovery",
          verifyType: "recovery",
          address,
          prefix,
          lastSentAt: user.recovery_sent_at,
        },
        caller,
      );
    });
  // AUTH_SIGNUP_CONCEAL_EXISTING: known and unknown addresses answer alike, at once (send gap included).
  if (deps.config.concealExistingUsers) {
    deps.mail.later(work);
    return {};
  }
  await work();
  deps.mail.afterCommit();
  return {};
}

export type ResendInput = PkceInput & {
  type?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  aud: string;
};

export async function resend(
  deps: Deps,
  input: ResendInput,
  caller: Caller,
): Promise<Record<string, string>> {
  const { config } = deps;
  const type = input.type ?? "";
  let pkce: Pkce;
  if (type === "signup" || type === "email_change")
    pkce = parsePkce(input.code_challenge, input.code_challenge_method);
  else if (type !== "sms" && type !== "phone_change") {
    throw new AuthError("validation_failed", {
      message: "Missing one of these types: signup, email_change, sms, phone_change",
    });
  }
  const email = input.email ?? "";
  const phone = input.phone ?? "";
  if (email === "" && type === "signup")
    throw new AuthError("validation_failed", {
      message: "Type provided requires an email address",
    });
  if (phone === "" && type === "sms")
    throw new AuthError("validation_failed", { message: "Type provided requires a phone number" });
  let address: string;
  if (email !== "" && phone !== "") {
    throw new AuthError("validation_failed", {
      message: "Only an email address or phone number should be provided.",
    });
  } else if (email !== "") {
    if (!config.emailEnabled)
      throw new AuthError("email_provider_disabled", { message: "Email logins are disabled" });
    address = validateEmail(email);
  } else if (phone !== "") {
    if (!config.phoneEnabled)
      throw new AuthError("phone_provider_disabled", { message: "Phone logins are disabled" });
    address = validatePhone(phone);
  } else {
    throw new AuthError("validation_failed", { message: "Missing email address or phone number" });
  }

  const work = () =>
    deps.db.transaction(async (tx): Promise<PendingSms> => {
      const user = await lockedUser(
        tx,
        email !== ""
          ? await findUserByEmail(tx, address, input.aud)
          : await findUserByPhone(tx, address, input.aud),
      );
      if (!user) return undefined;
      switch (type) {
        case "signup": {
          if (user.email_confirmed_at) return undefined;
          await audit(deps, tx, {
            actorId: user.id,
            actorUsername: address,
            action: "user_confirmation_requested",
            ip: caller.ip,
          });
          await sendConfirmation(deps, tx, user, address, pkce, caller);
          return undefined;
        }
        case "email_change": {
          if (!user.email_change) return undefined;
          await sendEmailChange(deps, tx, user, user.email_change, pkce, caller);
          return undefined;
        }
        case "sms": {
          if (user.phone_confirmed_at) return undefined;
          await audit(deps, tx, {
            actorId: user.id,
            actorUsername: address,
            action: "user_recovery_requested",
            ip: caller.ip,
          });
          return issuePhoneCode(
            deps,
            tx,
            user.id,
            "confirmation",
            address,
            user.confirmation_sent_at,
            "sms",
          );
        }
        default: {
          if (!user.phone_change) return undefined;
          return issuePhoneCode(
            deps,
            tx,
            user.id,
            "phone_change",
            user.phone_change,
            user.phone_change_sent_at,
            "sms",
          );
        }
      }
    });
  // AUTH_SIGNUP_CONCEAL_EXISTING: a mailed resend answers alike for every address, at once.
  if (email !== "" && config.concealExistingUsers) {
    deps.mail.later(async () => void (await sendPendingSms(deps, await work())));
    return {};
  }
  const sms = await work();
  deps.mail.afterCommit();
  return sendPendingSms(deps, sms);
}

/**
 * GoTrue sendEmailChange: a link and code to the new address and, with secure email change on and a
 * current address, another to the current one (both must be followed).
 */
export async function sendEmailChange(
  deps: Deps,
  tx: Queryable,
  user: UserWithIdentities,
  newEmail: string,
  pkce: Pkce,
  caller: Caller,
) {
  const now = deps.clock.now();
  deps.mail.assertFrequency(user.email_change_sent_at);
  await beginEmailChange(tx, user.id, newEmail, now);
  const prefix = await recordFlowState(deps, tx, user.id, pkce, "email_change", "email_change");
  const spec = { mail: "email_change", verifyType: "email_change", prefix, newEmail } as const;
  await issueEmailToken(
    deps,
    tx,
    user,
    { ...spec, token: "email_change_new", address: newEmail },
    caller,
  );
  if (deps.config.mailer.secureEmailChange && user.email) {
    await issueEmailToken(
      deps,
      tx,
      user,
      { ...spec, token: "email_change_current", address: user.email },
      caller,
    );
  }
}

export async function reauthenticate(
  deps: Deps,
  who: Principal,
  caller: Caller,
): Promise<Record<string, string>> {
  const user = who.user;
  const email = user.email ?? "";
  const phone = user.phone ?? "";
  if (email === "" && phone === "") {
    throw new AuthError("validation_failed", {
      message: "Reauthentication requires the user to have an email or a phone number",
    });
  }
  if (email !== "" && !user.email_confirmed_at) {
    throw new AuthError("email_not_confirmed", {
      status: 422,
      message: "Please verify your email first.",
    });
  }
  if (email === "" && !user.phone_confirmed_at) {
    throw new AuthError("phone_not_confirmed", {
      status: 422,
      message: "Please verify your phone first.",
    });
  }
  const sms = await deps.db.transaction(async (tx): Promise<PendingSms> => {
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: email || phone,
      action: "user_reauthenticate",
      ip: caller.ip,
    });
    if (email !== "") {
      await issueReauthenticationMail(deps, tx, user, email);
      return undefined;
    }
    return issuePhoneCode(
      deps,
      tx,
      user.id,
      "reauthentication",
      phone,
      user.reauthentication_sent_at,
      "sms",
    );
  });
  deps.mail.afterCommit();
  return sendPendingSms(deps, sms);
}
