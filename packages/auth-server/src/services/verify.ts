/**
 * POST /verify (a code with its email/phone, or a token hash) and GET /verify (the mailed link:
 * a redirect carrying the session in the fragment, ?code= in PKCE flow, or the error), as GoTrue's
 * verify.go. Tokens are single use: a verified token is cleared in the same transaction.
 */
import { AuthError } from "../errors.ts";
import type { Queryable } from "../storage/db.ts";
import {
  addProvider,
  applyEmailChange,
  applyPhoneChange,
  clearTokens,
  confirmEmail,
  confirmPhone,
  endAccessBeforeConfirmation,
  findUserByPhoneChange,
  findUserByTokenHash,
  findUserForEmailChange,
  markEmailChangeHalfConfirmed,
  userTokens,
  type TokenKind,
} from "../storage/one-time-tokens.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  touchLastSignIn,
  type UserWithIdentities,
} from "../storage/users.ts";
import { attemptCode } from "./attempts.ts";
import { audit } from "./audit.ts";
import { clearPassword } from "../storage/identities.ts";
import type { Caller, Deps } from "./deps.ts";
import { tokenHash } from "./mail.ts";
import { authenticationMethodFor, issueAuthCode, PKCE_PREFIX } from "./pkce.ts";
import type { SessionJson } from "./serialize.ts";
import { startSession } from "./tokens.ts";
import { OAUTH_ERRORS, withFragment, withQuery } from "./redirect-url.ts";
import { validateEmail, validatePhone } from "./validate.ts";

export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

export type VerifyInput = {
  type?: string | undefined;
  token?: string | undefined;
  token_hash?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  redirect_to?: string | undefined;
};

type Verified = { user: UserWithIdentities; type: string; usedKind: TokenKind | undefined };

const EMAIL_TYPES: Record<string, TokenKind[]> = {
  email: ["confirmation", "recovery"],
  signup: ["confirmation"],
  invite: ["confirmation"],
  recovery: ["recovery"],
  magiclink: ["recovery"],
  email_change: ["email_change_new", "email_change_current"],
};

function expired(deps: Deps, sentAt: Date | string | null, seconds: number): boolean {
  if (!sentAt) return true;
  return deps.clock.now().getTime() > new Date(sentAt).getTime() + seconds * 1000;
}

const matches = (given: string, stored: string) =>
  stored !== "" && (given === stored || PKCE_PREFIX + given === stored);

function assertNotBanned(deps: Deps, user: UserWithIdentities) {
  if (user.banned_until && new Date(user.banned_until).getTime() > deps.clock.now().getTime()) {
    throw new AuthError("user_banned", { message: "User is banned" });
  }
}

/** GoTrue verifyTokenHash: the link's token (or token_hash) names the user. */
async function byTokenHash(
  deps: Deps,
  tx: Queryable,
  type: string,
  hash: string,
): Promise<Verified> {
  const kinds = EMAIL_TYPES[type];
  if (!kinds)
    throw new AuthError("validation_failed", { message: "Invalid email verification type" });
  const found = await findUserByTokenHash(tx, kinds, hash);
  const linkInvalid = () =>
    new AuthError("otp_expired", { message: "Email link is invalid or has expired" });
  if (!found) throw linkInvalid();
  assertNotBanned(deps, found.user);
  const tokens = (await userTokens(tx, found.user.id))!;
  if (expired(deps, tokens.get(found.kind).sentAt, deps.config.mailer.otpExp)) throw linkInvalid();
  const resolved = type === "email" ? (found.kind === "recovery" ? "magiclink" : "signup") : type;
  return { user: found.user, type: resolved, usedKind: found.kind };
}

/** GoTrue verifyUserAndToken: a typed code with the address it was sent to. */
async function byCode(
  deps: Deps,
  tx: Queryable,
  input: { type: string; code: string; email: string; phone: string },
  aud: string,
  caller: Caller,
): Promise<Verified> {
  const invalid = () => new AuthError("otp_expired");
  const { type } = input;
  let user: UserWithIdentities | undefined;
  if (type === "phone_change") {
    user = await findUserByPhoneChange(tx, input.phone, aud);
  } else if (type === "sms") {
    user = await findUserByPhone(tx, input.phone, aud);
  } else if (type === "email_change") {
    user = await findUserForEmailChange(tx, input.email, aud);
  } else if (input.email !== "") {
    user = await findUserByEmail(tx, input.email, aud);
  }
  if (!user) throw invalid();
  assertNotBanned(deps, user);
  const tokens = (await userTokens(tx, user.id))!;
  const found = user;
  // A live code is compared through the attempt limit: its AUTH_CODE_MAX_ATTEMPTS-th wrong guess burns it.
  const check = async (kind: TokenKind, address: string, exp: number) => {
    const t = tokens.get(kind);
    if (t.hash === "" || expired(deps, t.sentAt, exp)) return false;
    return attemptCode(deps, tx, {
      key: `otp:${found.id}:${kind}:${t.hash.slice(-16)}`,
      check: () => matches(tokenHash(address, input.code), t.hash),
      burn: (q) => clearTokens(q, found.id, [kind]),
      actor: { id: found.id, username: found.email || found.phone || "" },
      kind,
      ip: caller.ip,
    });
  };
  const mailExp = deps.config.mailer.otpExp;
  switch (type) {
    case "email":
      if (await check("confirmation", input.email, mailExp))
        return { user, type: "signup", usedKind: "confirmation" };
      if (await check("recovery", input.email, mailExp))
        return { user, type: "magiclink", usedKind: "recovery" };
      throw invalid();
    case "signup":
    case "invite":
      if (await check("confirmation", input.email, mailExp))
        return { user, type, usedKind: "confirmation" };
      throw invalid();
    case "recovery":
    case "magiclink":
      if (await check("recovery", input.email, mailExp))
        return { user, type, usedKind: "recovery" };
      throw invalid();
    case "email_change":
      if (await check("email_change_current", input.email, mailExp))
        return { user, type, usedKind: "email_change_current" };
      if (await check("email_change_new", input.email, mailExp))
        return { user, type, usedKind: "email_change_new" };
      throw invalid();
    case "sms":
    case "phone_change": {
      const kind = type === "sms" ? "confirmation" : "phone_change";
      const fixed = deps.sms.testOtp(input.phone);
      if (
        (fixed !== undefined && fixed === input.code) ||
        (await check(kind, input.phone, deps.config.sms.otpExp))
      ) {
        return { user, type, usedKind: kind };
      }
      throw invalid();
    }
    default:
      throw invalid();
  }
}

/** What a verified token does to the account; "half" = first of two email-change confirmations. */
async function apply(
  deps: Deps,
  tx: Queryable,
  v: Verified,
  caller: Caller,
): Promise<"done" | "half"> {
  const { user } = v;
  const now = deps.clock.now();
  const actorUsername = user.email || user.phone || "";
  // Nobody had proved an address of this account: what was set up before this confirmation goes.
  const unproved = !user.email_confirmed_at && !user.phone_confirmed_at;
  if (unproved && ["signup", "invite", "recovery", "magiclink", "sms"].includes(v.type))
    await endAccessBeforeConfirmation(tx, user.id);
  switch (v.type) {
    case "signup":
    case "invite":
      await clearTokens(tx, user.id, ["confirmation"]);
      await audit(deps, tx, {
        actorId: user.id,
        actorUsername,
        action: "user_signedup",
        ip: caller.ip,
      });
      await confirmEmail(tx, user.id, now);
      await addProvider(tx, user.id, "email");
      return "done";
    case "recovery":
    case "magiclink":
      await clearTokens(tx, user.id, ["recovery"]);
      // The person confirming by this link chose no password; one set before by someone unproved goes.
      if (unproved) await clearPassword(tx, user.id, now);
      if (!user.email_confirmed_at) {
        await audit(deps, tx, {
          actorId: user.id,
          actorUsername,
          action: "user_signedup",
          ip: caller.ip,
        });
        await confirmEmail(tx, user.id, now);
      } else {
        await audit(deps, tx, { actorId: user.id, actorUsername, action: "login", ip: caller.ip });
      }
      return "done";
    case "email_change": {
      const tokens = (await userTokens(tx, user.id))!;
      // GoTrue's secure email change: the first of the two links only counts.
      if (
        deps.config.mailer.secureEmailChange &&
        tokens.emailChangeConfirmStatus === 0 &&
        user.email
      ) {
        const other: TokenKind =
          v.usedKind === "email_change_new" ? "email_change_current" : "email_change_new";
        if (tokens.get(other).hash !== "") {
          await markEmailChangeHalfConfirmed(tx, user.id, v.usedKind!, now);
          return "half";
        }
      }
      await audit(deps, tx, {
        actorId: user.id,
        actorUsername,
        action: "user_modified",
        ip: caller.ip,
      });
      await clearTokens(tx, user.id, ["email_change_new", "email_change_current"]);
      await applyEmailChange(tx, user.id, now);
      await addProvider(tx, user.id, "email");
      return "done";
    }
    case "sms":
      await clearTokens(tx, user.id, ["confirmation"]);
      await audit(deps, tx, {
        actorId: user.id,
        actorUsername,
        action: "user_signedup",
        ip: caller.ip,
      });
      await confirmPhone(tx, user.id, now);
      await addProvider(tx, user.id, "phone");
      return "done";
    case "phone_change":
      await clearTokens(tx, user.id, ["phone_change"]);
      await audit(deps, tx, {
        actorId: user.id,
        actorUsername,
        action: "user_signedup",
        ip: caller.ip,
      });
      await applyPhoneChange(tx, user.id, now);
      await addProvider(tx, user.id, "phone");
      return "done";
    default:
      throw new AuthError("validation_failed", { message: "Unsupported verification type" });
  }
}

async function signIn(
  deps: Deps,
  tx: Queryable,
  userId: string,
  caller: Caller,
): Promise<SessionJson> {
  await touchLastSignIn(tx, userId, null, deps.clock.now());
  const fresh = (await findUserById(tx, userId))!;
  return startSession(deps, tx, fresh, caller, "otp");
}

export type VerifyResult =
  { kind: "session"; body: SessionJson } | { kind: "message"; body: { msg: string; code: string } };

export async function verifyPost(
  deps: Deps,
  input: VerifyInput,
  aud: string,
  caller: Caller,
): Promise<VerifyResult> {
  const type = input.type ?? "";
  const token = input.token ?? "";
  const hash = input.token_hash ?? "";
  if (type === "")
    throw new AuthError("validation_failed", { message: "Verify requires a verification type" });
  if ((token === "") === (hash === ""))
    throw new AuthError("validation_failed", {
      message: "Verify requires either a token or a token hash",
    });
  let email = input.email ?? "";
  let phone = input.phone ?? "";
  if (token !== "") {
    if (phone !== "" && email === "") phone = validatePhone(phone);
    else if (email !== "" && phone === "") {
      try {
        email = validateEmail(email);
      } catch {
        throw new AuthError("validation_failed", { status: 422, message: "Invalid email format" });
      }
    } else {
      throw new AuthError("validation_failed", {
        message: "Only an email address or phone number should be provided on verify",
      });
    }
  } else if (email !== "" || phone !== "" || (input.redirect_to ?? "") !== "") {
    throw new AuthError("validation_failed", {
      message: "Only the token_hash and type should be provided",
    });
  }
  const code = token.replaceAll("-", "");
  const outcome = await deps.db.transaction(async (tx): Promise<VerifyResult | AuthError> => {
    let v: Verified;
    try {
      v =
        hash !== ""
          ? await byTokenHash(deps, tx, type, hash)
          : await byCode(deps, tx, { type, code, email, phone }, aud, caller);
    } catch (err) {
      // A wrong code is answered after the commit, so that its attempt stays counted.
      if (err instanceof AuthError) return err;
      throw err;
    }
    if ((await apply(deps, tx, v, caller)) === "half") {
      return { kind: "message", body: { msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" } };
    }
    return { kind: "session", body: await signIn(deps, tx, v.user.id, caller) };
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/** GET /verify: always a redirect (303) once type and token are present; the answer is in the URL. */
export async function verifyLink(
  deps: Deps,
  input: { type?: string | undefined; token?: string | undefined },
  caller: Caller,
): Promise<string> {
  const type = input.type ?? "";
  const token = input.token ?? "";
  if (type === "")
    throw new AuthError("validation_failed", { message: "Verify requires a verification type" });
  if (token === "")
    throw new AuthError("validation_failed", {
      message: "Verify requires a token or a token hash",
    });
  const pkce = token.startsWith(PKCE_PREFIX);
  // GoTrue parses the PKCE authentication method first and answers a bad type as JSON, not a redirect.
  if (pkce) authenticationMethodFor(type);
  const target = caller.redirectTo;
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const v = await byTokenHash(deps, tx, type, token.replaceAll("-", ""));
      if ((await apply(deps, tx, v, caller)) === "half") return { half: true as const };
      if (pkce) {
        try {
          return { code: await issueAuthCode(deps, tx, v.user.id, v.type) };
        } catch (err) {
          throw err instanceof AuthError
            ? err
            : new AuthError("flow_state_not_found", { status: 400 });
        }
      }
      return { session: await signIn(deps, tx, v.user.id, caller), type: v.type };
    });
    if ("half" in outcome) {
      const base = pkce
        ? withQuery(target, { message: SINGLE_CONFIRMATION_ACCEPTED }).toString()
        : target;
      return withFragment(base, { message: SINGLE_CONFIRMATION_ACCEPTED, sb: "" });
    }
    if ("code" in outcome) return withQuery(target, { code: outcome.code! }).toString();
    const s = outcome.session!;
    return withFragment(target, {
      access_token: s.access_token,
      token_type: s.token_type,
      expires_in: String(s.expires_in),
      expires_at: String(s.expires_at),
      refresh_token: s.refresh_token,
      type: outcome.type!,
      sb: "",
    });
  } catch (err) {
    if (!(err instanceof AuthError) || err.status >= 500) throw err;
    const fields: Record<string, string> = { error_code: err.code, error_description: err.message };
    const oauth = OAUTH_ERRORS[err.status];
    if (oauth) fields.error = oauth;
    return withFragment(pkce ? withQuery(target, fields).toString() : target, {
      ...fields,
      sb: "",
    });
  }
}
