/**
 * Passkeys: first-factor sign-in with a discoverable WebAuthn credential (GoTrue passkey_*.go),
 * behind GOTRUE_PASSKEY_ENABLED (the route table answers 404 passkey_disabled when off; the admin
 * routes are not behind the switch, as in GoTrue). The ceremonies are in webauthn.ts, shared with
 * WebAuthn MFA factors; the rows in storage/passkeys.ts.
 */
import { AuthError } from "../errors.ts";
import { sessionAal } from "../storage/factors.ts";
import {
  consumeWebAuthnChallenge,
  countPasskeys,
  deletePasskey,
  findOwnedPasskey,
  findPasskeyByCredentialId,
  insertPasskey,
  insertWebAuthnChallenge,
  listPasskeys,
  recordPasskeyUse,
  renamePasskey,
  type ChallengeType,
  type PasskeyRow,
} from "../storage/passkeys.ts";
import { findUserById, touchLastSignIn } from "../storage/users.ts";
import { audit } from "./audit.ts";
import type { Principal } from "./auth.ts";
import type { Caller, Deps } from "./deps.ts";
import { adminUser } from "./factor-admin.ts";
import type { SessionJson } from "./serialize.ts";
import { startSession } from "./tokens.ts";
import {
  passkeyAuthenticationOptions,
  passkeyRegistrationOptions,
  verifyAssertion,
  verifyRegistration,
  type SessionData,
} from "./webauthn.ts";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's limit on a passkey's friendly name, in bytes (Go's len). */
const FRIENDLY_NAME_MAX_BYTES = 120;
/**
 * GoTrue names a new passkey after its authenticator's AAGUID from a list it embeds, else "Passkey".
 * That list is not carried here: every new passkey is "Passkey" until renamed.
 */
const DEFAULT_FRIENDLY_NAME = "Passkey";

export type PasskeyListItem = {
  id: string;
  friendly_name?: string;
  created_at: string;
  last_used_at?: string;
};
export type VerifyInput = { challenge_id?: string | undefined; credential?: unknown };

const iso = (d: Date | string) => new Date(d).toISOString();

function listItem(p: PasskeyRow): PasskeyListItem {
  return {
    id: p.id,
    ...(p.friendly_name ? { friendly_name: p.friendly_name } : {}),
    created_at: iso(p.created_at),
    ...(p.last_used_at ? { last_used_at: iso(p.last_used_at) } : {}),
  };
}

const notFound = () =>
  new AuthError("validation_failed", { status: 404, message: "Passkey not found" });
const verificationFailed = () => new AuthError("webauthn_verification_failed");

function actor(user: { id: string; email: string | null; phone: string | null }) {
  return { actorId: user.id, actorUsername: user.email || user.phone || "" };
}

/**
 * GoTrue requirePasskeyManagementAAL: with a verified MFA factor, adding or removing a passkey needs
 * an aal2 session (a passkey is a way in; a one-factor session must not add one).
 */
async function requireManagementAal(deps: Deps, principal: Principal) {
  if (!principal.user.factors.some((f) => f.status === "verified")) return;
  const aal = principal.sessionId ? await sessionAal(deps.db, principal.sessionId) : null;
  if (aal !== "aal2") {
    throw new AuthError("insufficient_aal", {
      status: 403,
      message: "AAL2 session is required to manage passkeys when MFA is enabled",
    });
  }
}

function refuseSsoUser(principal: Principal) {
  if (principal.user.is_sso_user)
    throw new AuthError("validation_failed", {
      status: 422,
      message: "SSO users cannot register passkeys",
    });
}

function expiresAt(deps: Deps, now: Date) {
  return new Date(now.getTime() + deps.config.webauthn.challengeExpiry * 1000);
}

/** The verify endpoints' body (GoTrue's checks, in its order), then the challenge, consumed whatever follows. */
async function consumeChallenge(
  deps: Deps,
  input: VerifyInput,
  type: ChallengeType,
  userId: string | null,
): Promise<SessionData> {
  const challengeId = input.challenge_id ?? "";
  if (challengeId === "")
    throw new AuthError("validation_failed", { message: "challenge_id is required" });
  if (input.credential === undefined || input.credential === null)
    throw new AuthError("validation_failed", { message: "credential is required" });
  if (!UUID_RE.test(challengeId))
    throw new AuthError("validation_failed", { message: "challenge_id must be a valid UUID" });
  const challenge = await consumeWebAuthnChallenge(
    deps.db,
    challengeId.toLowerCase(),
    type,
    userId,
  );
  if (!challenge) throw new AuthError("webauthn_challenge_not_found");
  if (challenge.expiresAt.getTime() < deps.clock.now().getTime())
    throw new AuthError("webauthn_challenge_expired");
  const session = challenge.sessionData as SessionData | null;
  if (!session?.challenge) throw new AuthError("webauthn_challenge_not_found");
  return session;
}

/** A credential response must at least be an object with a string id and a response object (GoTrue: "Invalid credential response"). */
function parsedCredential(credential: unknown): { id: string; response: Record<string, unknown> } {
  const c = credential as { id?: unknown; response?: unknown } | null;
  if (
    !c ||
    typeof c !== "object" ||
    typeof c.id !== "string" ||
    c.id === "" ||
    !c.response ||
    typeof c.response !== "object"
  ) {
    throw new AuthError("webauthn_verification_failed", { message: "Invalid credential response" });
  }
  return c as { id: string; response: Record<string, unknown> };
}

// ---- registration (signed-in, non-anonymous users) ----

/** POST /passkeys/registration/options. */
export async function registrationOptions(deps: Deps, principal: Principal) {
  refuseSsoUser(principal);
  await requireManagementAal(deps, principal);
  const user = principal.user;
  const existing = await listPasskeys(deps.db, user.id);
  if (existing.length >= deps.config.passkey.maxPerUser) throw new AuthError("too_many_passkeys");
  const name = user.email || user.phone || "";
  const metaName = (user.raw_user_meta_data as { name?: unknown } | null)?.name;
  const displayName = typeof metaName === "string" && metaName !== "" ? metaName : name;
  const { options, session } = await passkeyRegistrationOptions(
    deps.config.webauthn,
    { id: user.id, name, displayName },
    existing.map((p) => p.credential_id),
  );
  const now = deps.clock.now();
  const challengeId = crypto.randomUUID();
  const expires = expiresAt(deps, now);
  await insertWebAuthnChallenge(
    deps.db,
    {
      id: challengeId,
      userId: user.id,
      type: "registration",
      sessionData: session,
      expiresAt: expires,
    },
    now,
  );
  return { challenge_id: challengeId, options, expires_at: Math.floor(expires.getTime() / 1000) };
}

/** POST /passkeys/registration/verify: stores the new passkey, answers its id, name and creation time. */
export async function registrationVerify(
  deps: Deps,
  principal: Principal,
  input: VerifyInput,
  caller: Caller,
) {
  refuseSsoUser(principal);
  await requireManagementAal(deps, principal);
  const user = principal.user;
  const session = await consumeChallenge(deps, input, "registration", user.id);
  parsedCredential(input.credential);
  const verified = await verifyRegistration(deps.config.webauthn, session, input.credential);
  if (!verified) throw verificationFailed();
  const c = verified.credential;
  return deps.db.transaction(async (tx) => {
    if ((await countPasskeys(tx, user.id)) >= deps.config.passkey.maxPerUser)
      throw new AuthError("too_many_passkeys");
    const row = await insertPasskey(
      tx,
      {
        id: crypto.randomUUID(),
        userId: user.id,
        credentialId: Buffer.from(c.id, "base64").toString("base64url"),
        publicKey: Buffer.from(c.publicKey, "base64").toString("base64url"),
        attestationType: c.attestationType,
        aaguid: verified.aaguid,
        signCount: c.authenticator.signCount,
        transports: c.transport,
        backupEligible: c.flags.backupEligible,
        backedUp: c.flags.backupState,
        friendlyName: DEFAULT_FRIENDLY_NAME,
      },
      deps.clock.now(),
    );
    if (!row) throw new AuthError("webauthn_credential_exists");
    await audit(deps, tx, {
      ...actor(user),
      action: "passkey_created",
      traits: { passkey_id: row.id },
      ip: caller.ip,
    });
    return {
      id: row.id,
      ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
      created_at: iso(row.created_at),
    };
  });
}

// ---- sign-in (no user: the authenticator offers its discoverable credentials) ----

/** POST /passkeys/authentication/options. */
export async function authenticationOptions(deps: Deps) {
  const { options, session } = await passkeyAuthenticationOptions(deps.config.webauthn);
  const now = deps.clock.now();
  const challengeId = crypto.randomUUID();
  const expires = expiresAt(deps, now);
  await insertWebAuthnChallenge(
    deps.db,
    {
      id: challengeId,
      userId: null,
      type: "authentication",
      sessionData: session,
      expiresAt: expires,
    },
    now,
  );
  return { challenge_id: challengeId, options, expires_at: Math.floor(expires.getTime() / 1000) };
}

/**
 * POST /passkeys/authentication/verify: the assertion names its credential and, in its user
 * handle, the user (GoTrue ValidatePasskeyLogin); both must agree with what is stored, the
 * signature must verify and the counter grow. Answers a session as password sign-in does, with
 * the AMR method "passkey" (aal1).
 */
export async function authenticationVerify(
  deps: Deps,
  input: VerifyInput,
  caller: Caller,
): Promise<SessionJson> {
  const session = await consumeChallenge(deps, input, "authentication", null);
  const credential = parsedCredential(input.credential);
  const passkey = await findPasskeyByCredentialId(deps.db, credential.id);
  if (!passkey) throw verificationFailed();
  const userHandle = credential.response.userHandle;
  if (
    typeof userHandle !== "string" ||
    Buffer.from(userHandle, "base64url").toString() !== passkey.user_id
  )
    throw verificationFailed();
  const counter = await verifyAssertion(deps.config.webauthn, session, input.credential, {
    id: passkey.credential_id,
    publicKey: Buffer.from(passkey.public_key, "base64url"),
    counter: passkey.sign_count,
  });
  if (counter === undefined) throw verificationFailed();

  const user = await findUserById(deps.db, passkey.user_id);
  if (!user || user.deleted_at) throw verificationFailed();
  if (user.email && !user.email_confirmed_at)
    throw new AuthError("email_not_confirmed", { status: 403 });
  if (user.phone && !user.phone_confirmed_at)
    throw new AuthError("phone_not_confirmed", { status: 403 });
  if (user.banned_until && new Date(user.banned_until).getTime() > deps.clock.now().getTime())
    throw new AuthError("user_banned");

  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await recordPasskeyUse(tx, passkey.id, counter, now);
    await touchLastSignIn(tx, user.id, null, now);
    await audit(deps, tx, {
      ...actor(user),
      action: "login",
      traits: { passkey_id: passkey.id },
      ip: caller.ip,
    });
    const fresh = (await findUserById(tx, user.id))!;
    return startSession(deps, tx, fresh, caller, "passkey");
  });
}

// ---- the signed-in user's passkeys ----

/** GET /passkeys. */
export async function listOwnPasskeys(
  deps: Deps,
  principal: Principal,
): Promise<PasskeyListItem[]> {
  return (await listPasskeys(deps.db, principal.user.id)).map(listItem);
}

async function ownedPasskey(deps: Deps, userId: string, passkeyId: string) {
  if (!UUID_RE.test(passkeyId)) throw notFound();
  const passkey = await findOwnedPasskey(deps.db, userId, passkeyId.toLowerCase());
  if (!passkey) throw notFound();
  return passkey;
}

/** PATCH /passkeys/{id}: a new friendly name, 1 to 120 bytes. */
export async function updateOwnPasskey(
  deps: Deps,
  principal: Principal,
  passkeyId: string,
  input: { friendly_name?: string | undefined },
  caller: Caller,
): Promise<PasskeyListItem> {
  if (!UUID_RE.test(passkeyId)) throw notFound();
  const name = input.friendly_name ?? "";
  if (name === "")
    throw new AuthError("validation_failed", { message: "friendly_name is required" });
  if (Buffer.byteLength(name) > FRIENDLY_NAME_MAX_BYTES) {
    throw new AuthError("validation_failed", {
      message: "friendly_name must be 120 characters or less",
    });
  }
  const passkey = await ownedPasskey(deps, principal.user.id, passkeyId);
  return deps.db.transaction(async (tx) => {
    const row = await renamePasskey(tx, passkey.id, name, deps.clock.now());
    await audit(deps, tx, {
      ...actor(principal.user),
      action: "passkey_updated",
      traits: { passkey_id: passkey.id },
      ip: caller.ip,
    });
    return listItem(row);
  });
}

/** DELETE /passkeys/{id} (204). */
export async function deleteOwnPasskey(
  deps: Deps,
  principal: Principal,
  passkeyId: string,
  caller: Caller,
) {
  await requireManagementAal(deps, principal);
  const passkey = await ownedPasskey(deps, principal.user.id, passkeyId);
  await deps.db.transaction(async (tx) => {
    await deletePasskey(tx, passkey.id);
    await audit(deps, tx, {
      ...actor(principal.user),
      action: "passkey_deleted",
      traits: { passkey_id: passkey.id },
      ip: caller.ip,
    });
  });
}

// ---- admin (GET /admin/users/{id}/passkeys, DELETE /admin/users/{id}/passkeys/{passkey_id}) ----

export async function adminListPasskeys(deps: Deps, userId: string): Promise<PasskeyListItem[]> {
  const user = await adminUser(deps, userId);
  return (await listPasskeys(deps.db, user.id)).map(listItem);
}

export async function adminDeletePasskey(
  deps: Deps,
  userId: string,
  passkeyId: string,
  caller: Caller,
) {
  const user = await adminUser(deps, userId);
  const passkey = await ownedPasskey(deps, user.id, passkeyId);
  await deps.db.transaction(async (tx) => {
    await deletePasskey(tx, passkey.id);
    await audit(deps, tx, {
      ...actor(user),
      action: "passkey_deleted",
      traits: { user_id: user.id, passkey_id: passkey.id },
      ip: caller.ip,
    });
  });
}
