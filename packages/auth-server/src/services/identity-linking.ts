/**
 * Which account an external identity belongs to (GoTrue identity.go, models/linking.go): sign in, automatic
 * linking by a verified email, sign-up, manual linking to the signed-in user, and unlinking
 * (DELETE /user/identities/{id}).
 */
import { AuthError } from "../errors.ts";
import type { Queryable } from "../storage/db.ts";
import {
  clearPassword,
  clearPhone,
  confirmUserEmail,
  deleteIdentitiesExcept,
  deleteIdentity,
  findIdentity,
  identitiesWithEmails,
  mergeUserMetadata,
  replaceUserMetadata,
  syncProviders,
  takeEmailFromIdentity,
  updateIdentityData,
  userIdsWithEmails,
} from "../storage/identities.ts";
import {
  emailTaken,
  findUserById,
  insertIdentity,
  insertUser,
  touchLastSignIn,
  type UserWithIdentities,
} from "../storage/users.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { type UserData } from "./providers.ts";
import type { SessionJson } from "./serialize.ts";
import { startSession } from "./tokens.ts";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue: the primary address (else the last one) goes into the identity's claims with its verification. */
export function withPrimaryEmail(data: UserData) {
  const chosen = data.emails.find((e) => e.primary) ?? data.emails[data.emails.length - 1];
  if (chosen) {
    data.claims.email = chosen.email;
    data.claims.email_verified = chosen.verified;
  } else {
    data.claims.email_verified = false;
  }
}

type Decision =
  | { kind: "exists"; user: UserWithIdentities; identityId: string }
  | { kind: "link"; user: UserWithIdentities }
  | { kind: "create"; email: string }
  | { kind: "multiple" };

/**
 * GoTrue DetermineAccountLinking (one linking domain, "default"), except that only addresses the
 * provider verified ever join an existing account: GoTrue counts every address as verified while
 * autoconfirm is on (this server's default), which hands an account to anyone who can put its
 * address, unproven, on a provider account.
 */
async function decideLinking(
  tx: Queryable,
  data: UserData,
  provider: string,
  aud: string,
): Promise<Decision> {
  const verified = data.emails.filter((e) => e.verified).map((e) => e.email.toLowerCase());
  const primary = data.emails.find((e) => e.primary);
  const candidate = primary ? primary.email.toLowerCase() : "";
  const existing = await findIdentity(tx, data.subject, provider);
  if (existing)
    return {
      kind: "exists",
      user: (await findUserById(tx, existing.user_id))!,
      identityId: existing.id,
    };
  // A new account never takes an (unverified primary) address another account holds: it goes without one.
  const create = async (): Promise<Decision> => ({
    kind: "create",
    email: candidate && !(await emailTaken(tx, candidate, aud)) ? candidate : "",
  });
  if (verified.length === 0) return create();
  const identities = (await identitiesWithEmails(tx, verified)).filter(
    (i) => !i.provider.startsWith("sso:"),
  );
  if (identities.length === 0) {
    const users = await userIdsWithEmails(tx, verified);
    if (users.length === 1) return { kind: "link", user: (await findUserById(tx, users[0]!))! };
    return users.length > 1 ? { kind: "multiple" } : create();
  }
  const owners = new Set(identities.map((i) => i.user_id));
  if (owners.size > 1) return { kind: "multiple" };
  return { kind: "link", user: (await findUserById(tx, identities[0]!.user_id))! };
}

/** GoTrue createAccountFromExternalIdentity: sign in, link by verified email, or sign up. */
export async function signInWithIdentity(
  deps: Deps,
  tx: Queryable,
  data: UserData,
  provider: string,
  aud: string,
  caller: Caller,
): Promise<UserWithIdentities> {
  const now = deps.clock.now();
  const decision = await decideLinking(tx, data, provider, aud);
  let userId: string;
  let identityProviderId = data.subject;
  let candidateEmail = "";
  let candidateVerified = false;
  const primary = data.emails.find((e) => e.primary);
  if (primary) candidateVerified = primary.verified;
  switch (decision.kind) {
    case "multiple":
      throw new AuthError("unexpected_failure", {
        message:
          "Multiple accounts with the same email address in the same linking domain detected: default",
      });
    case "exists":
      userId = decision.user.id;
      candidateEmail = decision.user.email ?? "";
      await updateIdentityData(tx, decision.identityId, data.claims, now);
      await mergeUserMetadata(tx, userId, data.claims, now);
      await syncProviders(tx, userId, now);
      break;
    case "link":
      userId = decision.user.id;
      candidateEmail = primary?.email.toLowerCase() ?? "";
      await insertIdentity(
        tx,
        { userId, providerId: identityProviderId, provider, identityData: data.claims },
        now,
      );
      await mergeUserMetadata(tx, userId, data.claims, now);
      await syncProviders(tx, userId, now);
      await audit(deps, tx, {
        actorId: userId,
        actorUsername: decision.user.email ?? "",
        action: "identity_linked",
        traits: { provider },
        ip: caller.ip,
      });
      break;
    case "create": {
      if (deps.config.disableSignup) throw new AuthError("signup_disabled");
      userId = crypto.randomUUID();
      candidateEmail = decision.email;
      await insertUser(
        tx,
        {
          id: userId,
          aud,
          role: deps.config.jwt.defaultGroup,
          email: decision.email || null,
          phone: null,
          encryptedPassword: "",
          appMetadata: { provider, providers: [provider] },
          userMetadata: data.claims,
          emailConfirmed: false,
          phoneConfirmed: false,
          isAnonymous: false,
        },
        now,
      );
      await insertIdentity(
        tx,
        { userId, providerId: identityProviderId, provider, identityData: data.claims },
        now,
      );
      break;
    }
  }
  let user = (await findUserById(tx, userId))!;
  if (user.banned_until && new Date(user.banned_until).getTime() > now.getTime())
    throw new AuthError("user_banned");
  if (!user.email_confirmed_at) {
    // A door nobody proved (a password or other identities of an unconfirmed account) closes now (RemoveUnconfirmedIdentities).
    const identity = user.identities.find(
      (i) => i.provider === provider && i.provider_id === identityProviderId,
    )!;
    await clearPassword(tx, userId, now);
    await replaceUserMetadata(tx, userId, data.claims, now);
    await deleteIdentitiesExcept(tx, userId, identity.id);
    await syncProviders(tx, userId, now);
    if (candidateVerified || deps.config.mailer.autoconfirm) {
      await audit(deps, tx, {
        actorId: userId,
        actorUsername: candidateEmail,
        action: "user_signedup",
        traits: { provider },
        ip: caller.ip,
      });
      await confirmUserEmail(tx, userId, now);
    } else {
      throw new AuthError("provider_email_needs_verification", {
        message: `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
      });
    }
  } else {
    await audit(deps, tx, {
      actorId: userId,
      actorUsername: user.email ?? "",
      action: "login",
      traits: { provider },
      ip: caller.ip,
    });
  }
  await touchLastSignIn(tx, userId, provider, now);
  user = (await findUserById(tx, userId))!;
  return user;
}

/** GoTrue linkIdentityToUser: manual linking to the signed-in user. */
export async function linkIdentityToUser(
  deps: Deps,
  tx: Queryable,
  target: UserWithIdentities,
  data: UserData,
  provider: string,
  caller: Caller,
) {
  const now = deps.clock.now();
  const existing = await findIdentity(tx, data.subject, provider);
  if (existing) {
    throw new AuthError("identity_already_exists", {
      message:
        existing.user_id === target.id
          ? "Identity is already linked"
          : "Identity is already linked to another user",
    });
  }
  await insertIdentity(
    tx,
    { userId: target.id, providerId: data.subject, provider, identityData: data.claims },
    now,
  );
  await audit(deps, tx, {
    actorId: target.id,
    actorUsername: target.email ?? "",
    action: "identity_linked",
    traits: { provider },
    ip: caller.ip,
  });
  if (!target.email) {
    const email = typeof data.claims.email === "string" ? data.claims.email.toLowerCase() : "";
    if (email) {
      if (await emailTaken(tx, email, target.aud ?? deps.config.jwt.aud, target.id))
        throw new AuthError("email_exists");
      await takeEmailFromIdentity(tx, target.id, email, now);
      if (data.claims.email_verified !== true) {
        throw new AuthError("email_not_confirmed", {
          status: 422,
          message: `Unverified email with ${provider}. Verify the email with ${provider} in order to link it`,
        });
      }
      await confirmUserEmail(tx, target.id, now);
    }
  }
  await syncProviders(tx, target.id, now);
  return (await findUserById(tx, target.id))!;
}

/** DELETE /user/identities/{id} (GoTrue DeleteIdentity). */
export async function unlinkIdentity(
  deps: Deps,
  principal: Principal,
  identityId: string,
  aud: string,
  caller: Caller,
) {
  if (!UUID_RE.test(identityId))
    throw new AuthError("validation_failed", {
      status: 404,
      message: "identity_id must be an UUID",
    });
  const claimAud = Array.isArray(principal.claims.aud)
    ? principal.claims.aud[0]
    : principal.claims.aud;
  if (claimAud !== aud) throw new AuthError("unexpected_audience");
  const user = principal.user;
  if (user.identities.length <= 1) throw new AuthError("single_identity_not_deletable");
  const identity = user.identities.find((i) => i.id === identityId);
  if (!identity) throw new AuthError("identity_not_found");
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await audit(deps, tx, {
      actorId: user.id,
      actorUsername: user.email ?? "",
      action: "identity_unlinked",
      traits: { provider: identity.provider },
      ip: caller.ip,
    });
    await deleteIdentity(tx, identity.id);
    if (identity.provider === "phone") await clearPhone(tx, user.id, now);
    else {
      // The user's address follows the remaining identities (GoTrue UpdateUserEmailFromIdentities).
      const rest = user.identities.filter((i) => i.id !== identity.id && i.email);
      const current = (user.email ?? "").toLowerCase();
      if (current && !rest.some((i) => i.email === current) && rest[0]?.email) {
        if (await emailTaken(tx, rest[0].email, user.aud ?? deps.config.jwt.aud, user.id))
          throw new AuthError("email_conflict_identity_not_deletable");
        await takeEmailFromIdentity(tx, user.id, rest[0].email, now);
      }
    }
    await syncProviders(tx, user.id, now);
  });
  return {};
}

/** What the id_token grant needs of the shared steps: sign in or link, then a session. */
export async function sessionForIdentity(
  deps: Deps,
  data: UserData,
  provider: string,
  aud: string,
  caller: Caller,
  linkTo: UserWithIdentities | undefined,
): Promise<SessionJson> {
  withPrimaryEmail(data);
  return deps.db.transaction(async (tx) => {
    const user = linkTo
      ? await linkIdentityToUser(deps, tx, linkTo, data, provider, caller)
      : await signInWithIdentity(deps, tx, data, provider, aud, caller);
    return startSession(deps, tx, user, caller, "oauth");
  });
}
