/**
 * Signing keys, JWKS and access-token signing/verification (jose). Pure: the caller hands in
 * the keys (from config or from storage), this module never touches the database.
 */
import {
  SignJWT,
  calculateJwkThumbprint,
  decodeProtectedHeader,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from "jose";

type PublicOrPrivateKey = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;
type Verifier = { alg: string; key: PublicOrPrivateKey | Uint8Array };

export interface KeySet {
  sign(claims: Record<string, unknown>): Promise<string>;
  /** Throws JwtError with a GoTrue-style detail when the token is not acceptable. */
  verify(token: string): Promise<JWTPayload>;
  readonly jwks: { keys: JWK[] };
  readonly signingKid: string | undefined;
}

export class JwtError extends Error {
  override name = "JwtError";
}

const PUBLIC_FIELDS = ["kty", "crv", "x", "y", "n", "e"] as const;

export async function generateSigningJwk(alg: "ES256" | "RS256"): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg, use: "sig", key_ops: ["sign", "verify"] };
}

function algOf(jwk: JWK): string {
  if (jwk.alg) return jwk.alg;
  if (jwk.kty === "EC") return jwk.crv === "P-521" ? "ES512" : "ES256";
  if (jwk.kty === "OKP") return "EdDSA";
  if (jwk.kty === "oct") return "HS256";
  return "RS256";
}

function base64urlDecode(s: string): Uint8Array {
  return new Uint8Array(Buffer.from(s, "base64url"));
}

/**
 * Build the key set. `jwks` = private JWKs, exactly one with key_ops containing "sign" (or
 * the only one). `secret` = legacy HS256 secret (verification, and signing if no JWKs).
 */
export async function createKeySet(opts: {
  jwks: JWK[];
  secret?: string | undefined;
  secretKid?: string | undefined;
}): Promise<KeySet> {
  const byKid = new Map<string, Verifier>();
  const publicKeys: JWK[] = [];
  let signer:
    { alg: string; kid: string | undefined; key: PublicOrPrivateKey | Uint8Array } | undefined;
  let hsSecret: Uint8Array | undefined = opts.secret
    ? new TextEncoder().encode(opts.secret)
    : undefined;
  const hsKid = opts.secretKid;

  for (const jwk of opts.jwks) {
    const alg = algOf(jwk);
    const isSigner = jwk.key_ops?.includes("sign") || opts.jwks.length === 1;
    if (jwk.kty === "oct") {
      if (!jwk.k) throw new Error("oct JWK without k");
      const secret = base64urlDecode(jwk.k);
      if (jwk.kid) byKid.set(jwk.kid, { alg, key: secret });
      else hsSecret ??= secret;
      if (isSigner) signer = { alg, kid: jwk.kid, key: secret };
      continue;
    }
    const pub: JWK = {};
    for (const f of PUBLIC_FIELDS)
      if (jwk[f] !== undefined) (pub as Record<string, unknown>)[f] = jwk[f];
    const kid = jwk.kid ?? (await calculateJwkThumbprint(pub));
    const publicKey = (await importJWK({ ...pub, alg }, alg)) as PublicOrPrivateKey;
    byKid.set(kid, { alg, key: publicKey });
    publicKeys.push({ ...pub, kid, alg, use: "sig", key_ops: ["verify"] });
    if (isSigner) {
      if (!jwk.d) throw new Error(`signing JWK ${kid} has no private part`);
      const { key_ops: _ops, use: _use, ...priv } = jwk;
      signer = { alg, kid, key: (await importJWK({ ...priv, alg }, alg)) as PublicOrPrivateKey };
    }
  }
  if (!signer && hsSecret) signer = { alg: "HS256", kid: hsKid, key: hsSecret };
  if (!signer) throw new Error("no signing key configured");
  const s = signer;
  const allowedAlgs = new Set([...byKid.values()].map((v) => v.alg));

  // Verified tokens, by their exact text: a client sends the same access token with every request
  // until it refreshes, and an ES256 signature check was the largest share of the server's CPU
  // under load (GET /user). Only a token whose every byte matches one that verified is taken from
  // here, and its time claims are checked again on each use. The keys never change while this key
  // set lives, so nothing verified here can stop verifying except by time.
  const verified = new Map<string, JWTPayload>();
  const VERIFIED_MAX = 5000;
  const stillTimely = (payload: JWTPayload) => {
    const now = Date.now() / 1000;
    return (
      typeof payload.exp === "number" &&
      payload.exp > now &&
      (payload.nbf === undefined || payload.nbf <= now)
    );
  };

  return {
    jwks: { keys: publicKeys },
    signingKid: s.kid,
    async sign(claims) {
      const header: { alg: string; typ: string; kid?: string } = { alg: s.alg, typ: "JWT" };
      if (s.kid) header.kid = s.kid;
      return new SignJWT(claims as JWTPayload).setProtectedHeader(header).sign(s.key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (stillTimely(known)) return structuredClone(known);
        verified.delete(token);
      }
      const payload = await verifyFully(token);
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, structuredClone(payload));
      return payload;
    },
  };

  async function verifyFully(token: string): Promise<JWTPayload> {
    // golang-jwt's wording, which GoTrue passes on after "invalid JWT: unable to parse or verify signature, ".
    const segments = token.split(".");
    if (segments.length !== 3)
      throw new JwtError("token is malformed: token contains an invalid number of segments");
    // Strict unpadded base64url (RFC 7515), as golang-jwt decodes: a signature with "==" appended
    // or any other stray character is malformed, not a second spelling of a valid token.
    const names = ["header", "claims", "signature"] as const;
    segments.forEach((seg, i) => {
      if (!/^[A-Za-z0-9_-]+$/.test(seg))
        throw new JwtError(`token is malformed: could not base64 decode ${names[i]}`);
    });
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new JwtError("token is malformed: could not JSON decode header");
    }
    let v: Verifier | undefined;
    if (header.kid && byKid.has(header.kid)) v = byKid.get(header.kid);
    else if (header.kid && hsKid && header.kid === hsKid && hsSecret)
      v = { alg: "HS256", key: hsSecret };
    else if (header.alg === "HS256" && hsSecret) v = { alg: "HS256", key: hsSecret };
    if (!v)
      throw new JwtError(
        "token is unverifiable: error while executing keyfunc: unrecognized JWT kid",
      );
    if (header.alg !== v.alg || (header.alg !== "HS256" && !allowedAlgs.has(header.alg))) {
      throw new JwtError(`token signature is invalid: signing method ${header.alg} is invalid`);
    }
    try {
      // Every token must expire (stricter than GoTrue, which accepts a token without exp).
      const { payload } = await jwtVerify(token, v.key, {
        algorithms: [v.alg],
        requiredClaims: ["exp"],
      });
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw new JwtError("token has invalid claims: token is expired");
      if (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === "exp") {
        throw new JwtError(
          "token has invalid claims: token is missing required claim: exp claim is required",
        );
      }
      if (err instanceof joseErrors.JWSSignatureVerificationFailed)
        throw new JwtError("token signature is invalid: signature is invalid");
      throw new JwtError(`token is malformed: ${(err as Error).message}`);
    }
  }
}
