/**
 * WebAuthn ceremonies (@simplewebauthn/server) for MFA factors and for passkeys, with the relying
 * party from GOTRUE_WEBAUTHN_RP_*. What is stored follows GoTrue (go-webauthn) so rows move either
 * way: a challenge's session data is go-webauthn's SessionData, a factor's `web_authn_credential`
 * its Credential (byte fields in standard base64).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Config } from "../config.ts";

/** Loaded on first use: the library and its ASN.1/X.509 dependencies take most of a second to import. */
const simpleWebAuthn = () => import("@simplewebauthn/server");

/** go-webauthn's Credential, as GoTrue stores it in mfa_factors.web_authn_credential. */
export type StoredCredential = {
  id: string;
  publicKey: string;
  attestationType: string;
  transport: string[];
  flags: {
    userPresent: boolean;
    userVerified: boolean;
    backupEligible: boolean;
    backupState: boolean;
  };
  authenticator: { AAGUID: string; signCount: number; cloneWarning: boolean; attachment: string };
};

/** go-webauthn's SessionData (the part this server reads back: the challenge). */
export type SessionData = {
  challenge: string;
  rpId: string;
  user_id: string;
  userVerification: string;
};

/** What every response is checked against: the challenge handed out, the RP's origins and id. */
function expectations(rp: Config["webauthn"], session: SessionData) {
  return {
    expectedChallenge: session.challenge,
    expectedOrigin: rp.rpOrigins,
    expectedRPID: rp.rpId,
    requireUserVerification: false,
  };
}

/** go-webauthn's SessionData for a challenge handed to this user. */
function sessionFor(rp: Config["webauthn"], userId: string, challenge: string): SessionData {
  return {
    challenge,
    rpId: rp.rpId,
    user_id: Buffer.from(userId).toString("base64"),
    userVerification: "preferred",
  };
}

const b64urlToStd = (s: string) => Buffer.from(s, "base64url").toString("base64");
const stdToB64url = (s: string) => Buffer.from(s, "base64").toString("base64url");

/** Options for navigator.credentials.create, wrapped as GoTrue's `credential_options` ({publicKey}). */
export async function registrationOptions(
  rp: Config["webauthn"],
  user: { id: string; name: string },
  existing: StoredCredential[],
) {
  const { generateRegistrationOptions } = await simpleWebAuthn();
  const publicKey = await generateRegistrationOptions({
    rpName: rp.rpDisplayName,
    rpID: rp.rpId,
    userName: user.name,
    userID: Buffer.from(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({
      id: stdToB64url(c.id),
      transports: ["usb", "nfc"],
    })),
    authenticatorSelection: { userVerification: "preferred" },
  });
  return { options: { publicKey }, session: sessionFor(rp, user.id, publicKey.challenge) };
}

/** Options for navigator.credentials.get over all the user's WebAuthn credentials (GoTrue BeginLogin). */
export async function authenticationOptions(
  rp: Config["webauthn"],
  userId: string,
  credentials: StoredCredential[],
) {
  const { generateAuthenticationOptions } = await simpleWebAuthn();
  const publicKey = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: credentials.map((c) => ({ id: stdToB64url(c.id), transports: c.transport })),
    userVerification: "preferred",
  });
  return { options: { publicKey }, session: sessionFor(rp, userId, publicKey.challenge) };
}

/** The new credential, or undefined when the response does not verify. */
export async function verifyRegistration(
  rp: Config["webauthn"],
  session: SessionData,
  response: unknown,
): Promise<{ credential: StoredCredential; aaguid: string } | undefined> {
  const { verifyRegistrationResponse } = await simpleWebAuthn();
  try {
    const r = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      ...expectations(rp, session),
    });
    if (!r.verified) return undefined;
    const info = r.registrationInfo;
    return {
      aaguid: info.aaguid,
      credential: {
        id: b64urlToStd(info.credential.id),
        publicKey: Buffer.from(info.credential.publicKey).toString("base64"),
        attestationType: info.fmt,
        transport: info.credential.transports ?? [],
        flags: {
          userPresent: true,
          userVerified: info.userVerified,
          backupEligible: info.credentialDeviceType === "multiDevice",
          backupState: info.credentialBackedUp,
        },
        authenticator: {
          AAGUID: Buffer.from(info.aaguid.replace(/-/g, ""), "hex").toString("base64"),
          signCount: info.credential.counter,
          cloneWarning: false,
          attachment: "",
        },
      },
    };
  } catch {
    return undefined;
  }
}

/**
 * Checks an assertion against the credential it names (one of the user's); answers the credential
 * with its new signature counter, or undefined when it does not verify.
 */
export async function verifyAuthentication(
  rp: Config["webauthn"],
  session: SessionData,
  response: unknown,
  credentials: StoredCredential[],
): Promise<StoredCredential | undefined> {
  const id = (response as { id?: unknown })?.id;
  const stored =
    typeof id === "string" ? credentials.find((c) => stdToB64url(c.id) === id) : undefined;
  if (!stored) return undefined;
  const counter = await verifyAssertion(rp, session, response, {
    id: stdToB64url(stored.id),
    publicKey: Buffer.from(stored.publicKey, "base64"),
    counter: stored.authenticator.signCount,
  });
  return counter === undefined
    ? undefined
    : { ...stored, authenticator: { ...stored.authenticator, signCount: counter } };
}

/**
 * One assertion against one credential (id in base64url): challenge, origin, RP id, signature, and a
 * signature counter that must grow when either side counts (a clone otherwise). Answers the new
 * counter, or undefined when anything does not verify.
 */
export async function verifyAssertion(
  rp: Config["webauthn"],
  session: SessionData,
  response: unknown,
  credential: { id: string; publicKey: Uint8Array; counter: number },
): Promise<number | undefined> {
  const { verifyAuthenticationResponse } = await simpleWebAuthn();
  try {
    const r = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      ...expectations(rp, session),
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(credential.publicKey),
        counter: credential.counter,
      },
    });
    return r.verified ? r.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}

// ---- passkeys (GoTrue passkey_*.go): discoverable credentials, first-factor sign-in ----

/**
 * Registration options for a passkey (GoTrue getPasskeyWebAuthn + BeginRegistration): a resident
 * (discoverable) key, user verification preferred, no attestation, the user's passkeys excluded.
 * The user handle is the user id's text, as GoTrue's User.WebAuthnID, so sign-in can name the user.
 */
export async function passkeyRegistrationOptions(
  rp: Config["webauthn"],
  user: { id: string; name: string; displayName: string },
  existingCredentialIds: string[],
) {
  const { generateRegistrationOptions } = await simpleWebAuthn();
  const publicKey = await generateRegistrationOptions({
    rpName: rp.rpDisplayName,
    rpID: rp.rpId,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: Buffer.from(user.id),
    attestationType: "none",
    excludeCredentials: existingCredentialIds.map((id) => ({ id })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: rp.challengeExpiry * 1000,
  });
  return { options: publicKey, session: sessionFor(rp, user.id, publicKey.challenge) };
}

/** Sign-in options with no allowCredentials (GoTrue BeginDiscoverableLogin): the authenticator offers its passkeys. */
export async function passkeyAuthenticationOptions(rp: Config["webauthn"]) {
  const { generateAuthenticationOptions } = await simpleWebAuthn();
  const publicKey = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: "preferred",
    timeout: rp.challengeExpiry * 1000,
  });
  return {
    options: publicKey,
    session: {
      challenge: publicKey.challenge,
      rpId: rp.rpId,
      user_id: "",
      userVerification: "preferred",
    },
  };
}
