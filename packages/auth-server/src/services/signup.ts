/** POST /signup: email/phone + password, or anonymous. Rules follow GoTrue's signup.go. */
import { AuthError } from "../errors.ts";
import { hashPassword } from "../crypto/password.ts";
import { audit } from "./audit.ts";
import type { Queryable } from "../storage/db.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertIdentity,
  insertUser,
  touchLastSignIn,
  updatePassword,
  type UserWithIdentities,
} from "../storage/users.ts";
import type { Caller, Deps } from "./deps.ts";
import { userJson, type SessionJson } from "./serialize.ts";
import { startSession } from "./tokens.ts";
import {
  assertMetadataSize,
  validateEmail,
  validateNewPassword,
  validatePhone,
} from "./validate.ts";
import { issueEmailToken, issuePhoneCode, sendPendingSms, type PendingSms } from "./one-time.ts";
import { parsePkce, recordFlowState, type Pkce } from "./pkce.ts";
import { claimSendSlot } from "../storage/attempts.ts";
import { lockedUser } from "../storage/one-time-tokens.ts";
import type { SmsChannel } from "./sms.ts";

export type SignupInput = {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
  channel?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  aud: string;
};

export type SignupResult =
  { kind: "session"; body: SessionJson } | { kind: "user"; body: Record<string, unknown> };

export async function signup(
  deps: Deps,
  input: SignupInput,
  caller: Caller,
): Promise<SignupResult> {
  const { config } = deps;
  const email = input.email ?? "";
  const phone = input.phone ?? "";
  if (config.disableSignup) throw new AuthError("signup_disabled");
  // X-JWT-AUD may pick the audience a sign-in looks in, never the audience a new user is created in
  // (that would mint tokens for another audience; GoTrue allows it). Admins create users in any audience.
  if (input.aud !== config.jwt.aud) {
    throw new AuthError("validation_failed", {
      status: 403,
      message: "X-JWT-AUD cannot choose the audience of a new user",
    });
  }
  assertMetadataSize("user_metadata", input.data ?? {});
  if (email === "" && phone === "") return anonymousSignup(deps, input, caller);

  const password = input.password ?? "";
  if (password === "")
    throw new AuthError("validation_failed", { message: "Signup requires a valid password" });
  // An invalid address is reported before a weak password (auth-js's suite expects it: GoTrue checks
  // the password first, but its looser rules pass the `123456` that ours refuse; issue 21 item 10).
  if (email !== "" && phone === "") validateEmail(email);
  validateNewPassword(password, config);
  if (email !== "" && phone !== "") {
    throw new AuthError("validation_failed", {
      message: "Only an email address or phone number should be provided on signup.",
    });
  }
  const provider = email !== "" ? "email" : "phone";
  if (provider === "email" && !config.emailEnabled) throw new AuthError("email_provider_disabled");
  if (provider === "phone" && !config.phoneEnabled) throw new AuthError("phone_provider_disabled");
  const address = provider === "email" ? validateEmail(email) : validatePhone(phone);
  const autoconfirm = provider === "email" ? config.mailer.autoconfirm : config.smsAutoconfirm;
  const data = input.data ?? {};
  const pkce = parsePkce(input.code_challenge, input.code_challenge_method);
  const channel: SmsChannel =
    input.channel === "whatsapp" && deps.sms.provider === "twilio" ? "whatsapp" : "sms";

  // Hash before the transaction: bcrypt is ~70 ms and must not hold a database lock.
  const passwordHash = await hashPassword(password);
  // AUTH_SIGNUP_CONCEAL_EXISTING: an existing address and a new one get the same answer (a user of
  // one shape, identities included, no session; with automatic confirmation the client signs in next)
  // in about the same time: every mail (the confirmation, the existing-account notice) is sent after
  // the answer. Without it, GoTrue's obfuscated user (confirmation on) still differs from a new one.
  const conceal = config.concealExistingUsers;
  const concealed = (id: string) => ({
    kind: "user" as const,
    body: madeUpUser(deps, id, provider, address, data, input.aud, !autoconfirm, conceal),
  });
  let smsToSend: PendingSms;
  /** Mail work for after the commit and the answer (deps.mail.later). */
  const afterAnswer: (() => Promise<void>)[] = [];

  const result = await deps.db
    .transaction(async (tx): Promise<SignupResult> => {
      const now = deps.clock.now();
      const existing =
        provider === "email"
          ? await findUserByEmail(tx, address, input.aud)
          : await findUserByPhone(tx, address, input.aud);
      const confirmed =
        existing &&
        (provider === "email" ? existing.email_confirmed_at : existing.phone_confirmed_at);

      if (existing && confirmed) {
        if (autoconfirm && !conceal) throw new AuthError("user_already_exists");
        // GoTrue answers as if the sign-up worked, with a made-up user, so accounts cannot be enumerated;
        // the owner is told by mail (issue 20, item 7).
        await audit(deps, tx, {
          actorId: existing.id,
          actorUsername: address,
          action: "user_repeated_signup",
          traits: { provider },
          ip: caller.ip,
        });
        afterAnswer.push(() => mailExistingAccount(deps, existing.id, provider));
        return concealed(crypto.randomUUID());
      }

      if (existing) {
        // Unconfirmed user signing up again: this sign-up's password replaces the one stored, and the
        // confirmation is sent again, so the person who confirms is the one whose password counts
        // (GoTrue keeps the first password: whoever signed the address up first would own the account).
        // GoTrue would confirm and sign in without checking the password when autoconfirm is on; we refuse.
        if (conceal) {
          afterAnswer.push(
            autoconfirm
              ? () => mailExistingAccount(deps, existing.id, provider)
              : () => confirmLater(deps, existing.id, { passwordHash, pkce, channel }, caller),
          );
          return concealed(crypto.randomUUID());
        }
        if (autoconfirm) throw new AuthError("user_already_exists");
        await updatePassword(tx, existing.id, passwordHash, now);
        if (provider === "email") await sendConfirmation(deps, tx, existing, address, pkce, caller);
        else
          smsToSend = await issuePhoneCode(
            deps,
            tx,
            existing.id,
            "confirmation",
            address,
            existing.confirmation_sent_at,
            channel,
          );
        await audit(deps, tx, {
          actorId: existing.id,
          actorUsername: address,
          action: "user_confirmation_requested",
          ip: caller.ip,
        });
        return { kind: "user", body: userJson((await findUserById(tx, existing.id))!) };
      }

      const id = crypto.randomUUID();
      const identityData: Record<string, unknown> = {
        ...data,
        sub: id,
        [provider]: address,
        email_verified: provider === "email" && autoconfirm,
        phone_verified: provider === "phone" && autoconfirm,
      };
      const newUser = {
        id,
        aud: input.aud,
        role: config.jwt.defaultGroup,
        email: provider === "email" ? address : null,
        phone: provider === "phone" ? address : null,
        encryptedPassword: passwordHash,
        appMetadata: { provider, providers: [provider] },
        userMetadata: identityData,
        emailConfirmed: provider === "email" && autoconfirm,
        phoneConfirmed: provider === "phone" && autoconfirm,
        isAnonymous: false,
      };
      await insertUser(tx, newUser, now);
      await insertIdentity(tx, { userId: id, providerId: id, provider, identityData }, now);
      // As GoTrue: "user_signedup" when confirmed at once, else "user_confirmation_requested".
      await audit(deps, tx, {
        actorId: id,
        actorUsername: address,
        action: autoconfirm ? "user_signedup" : "user_confirmation_requested",
        traits: { provider },
        ip: caller.ip,
      });
      if (conceal) {
        if (!autoconfirm) afterAnswer.push(() => confirmLater(deps, id, { pkce, channel }, caller));
        return concealed(id);
      }
      const user = (await findUserById(tx, id))!;
      if (autoconfirm) {
        await audit(deps, tx, {
          actorId: id,
          actorUsername: address,
          action: "login",
          traits: { provider },
          ip: caller.ip,
        });
        await touchLastSignIn(tx, id, null, now);
        const fresh = (await findUserById(tx, id))!;
        return { kind: "session", body: await startSession(deps, tx, fresh, caller, "password") };
      }
      if (provider === "email") {
        await sendConfirmation(deps, tx, user, address, pkce, caller);
      } else {
        smsToSend = await issuePhoneCode(deps, tx, id, "confirmation", address, null, channel);
      }
      return { kind: "user", body: userJson((await findUserById(tx, id))!) };
    })
    .catch((err: unknown) => {
      // Two concurrent sign-ups with one address: the unique index decides, the loser gets GoTrue's answer.
      if ((err as { code?: string }).code === "23505") {
        if (conceal) return concealed(crypto.randomUUID());
        throw new AuthError("user_already_exists");
      }
      throw err;
    });
  for (const task of afterAnswer) deps.mail.later(task);
  if (conceal) return result;
  deps.mail.afterCommit();
  await sendPendingSms(deps, smsToSend);
  return result;
}

/**
 * After the answer (conceal mode): the confirmation of a still unconfirmed account, in its own
 * transaction; with `passwordHash` (a repeated sign-up) the password is replaced too, so the person
 * who confirms is the one whose password counts. Within the send gap nothing happens at all.
 */
async function confirmLater(
  deps: Deps,
  userId: string,
  o: { passwordHash?: string; pkce: Pkce; channel: SmsChannel },
  caller: Caller,
) {
  const sms = await deps.db.transaction(async (tx): Promise<PendingSms> => {
    const user = await lockedUser(tx, await findUserById(tx, userId));
    if (!user) return undefined;
    if (user.email) {
      if (user.email_confirmed_at) return undefined;
      if (o.passwordHash) await updatePassword(tx, user.id, o.passwordHash, deps.clock.now());
      await sendConfirmation(deps, tx, user, user.email, o.pkce, caller);
      return undefined;
    }
    if (!user.phone || user.phone_confirmed_at) return undefined;
    if (o.passwordHash) await updatePassword(tx, user.id, o.passwordHash, deps.clock.now());
    return issuePhoneCode(
      deps,
      tx,
      user.id,
      "confirmation",
      user.phone,
      user.confirmation_sent_at,
      o.channel,
    );
  });
  await sendPendingSms(deps, sms);
}

/**
 * "Someone tried to make an account with this address" to the owner of an existing account (issue
 * 20, item 7), whatever kind it is (confirmed or not, with a password or only a provider), at most
 * once per GOTRUE_SMTP_MAX_FREQUENCY. Phone accounts get no SMS for it.
 */
async function mailExistingAccount(deps: Deps, userId: string, provider: "email" | "phone") {
  if (provider !== "email") return;
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user?.email) return;
    const now = deps.clock.now();
    const gap = deps.config.smtpMaxFrequency;
    if (!(await claimSendSlot(tx, `sent:existing_account:${user.id}`, now, gap))) return;
    await deps.mail.enqueue(tx, {
      kind: "existing_account",
      to: user.email,
      data: {
        SiteURL: deps.config.siteUrl,
        Email: user.email,
        Data: user.raw_user_meta_data ?? {},
      },
    });
  });
}

/**
 * Records a new account's confirmation mail in the outbox (sent after commit) and its token; PKCE
 * adds a flow state. Sign-up and /otp (whose confirmation is the new account's magic link) both send it.
 */
export async function sendConfirmation(
  deps: Deps,
  tx: Queryable,
  user: UserWithIdentities,
  email: string,
  pkce: Pkce,
  caller: Caller,
) {
  const prefix = await recordFlowState(deps, tx, user.id, pkce, "signup", "email");
  await issueEmailToken(
    deps,
    tx,
    user,
    {
      mail: "confirmation",
      token: "confirmation",
      verifyType: "signup",
      address: email,
      prefix,
      lastSentAt: user.confirmation_sent_at,
    },
    caller,
  );
}

/**
 * GoTrue's answer to a sign-up it will not reveal (its obfuscated user): the shape of a fresh
 * unconfirmed user, with a made-up id for an existing address. Also the answer to every sign-up
 * in conceal mode, so an existing and a new address look alike.
 */
function madeUpUser(
  deps: Deps,
  id: string,
  provider: string,
  address: string,
  data: Record<string, unknown>,
  aud: string,
  confirmationSent: boolean,
  withIdentity: boolean,
) {
  const now = deps.clock.now().toISOString();
  // Conceal mode: a made-up identity shaped like a new account's (GoTrue's obfuscated user has none,
  // which is how clients tell an existing address apart).
  const identityData = {
    ...data,
    sub: id,
    [provider]: address,
    email_verified: false,
    phone_verified: false,
  };
  const identity = {
    identity_id: crypto.randomUUID(),
    id,
    user_id: id,
    identity_data: identityData,
    provider,
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
    ...(provider === "email" ? { email: address } : {}),
  };
  return {
    id,
    aud,
    role: "",
    email: provider === "email" ? address : "",
    phone: provider === "phone" ? address : "",
    ...(confirmationSent ? { confirmation_sent_at: now } : {}),
    app_metadata: { provider, providers: [provider] },
    user_metadata: withIdentity ? identityData : data,
    identities: withIdentity ? [identity] : [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function anonymousSignup(
  deps: Deps,
  input: SignupInput,
  caller: Caller,
): Promise<SignupResult> {
  if (!deps.config.anonymousEnabled) throw new AuthError("anonymous_provider_disabled");
  return deps.db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    await insertUser(
      tx,
      {
        id,
        aud: input.aud,
        role: deps.config.jwt.defaultGroup,
        email: null,
        phone: null,
        encryptedPassword: "",
        appMetadata: {},
        userMetadata: input.data ?? {},
        emailConfirmed: false,
        phoneConfirmed: false,
        isAnonymous: true,
      },
      deps.clock.now(),
    );
    await audit(deps, tx, {
      actorId: id,
      actorUsername: "",
      action: "user_signedup",
      traits: { provider: "anonymous" },
      ip: caller.ip,
    });
    await touchLastSignIn(tx, id, null, deps.clock.now());
    const user = (await findUserById(tx, id))!;
    return { kind: "session", body: await startSession(deps, tx, user, caller, "anonymous") };
  });
}
