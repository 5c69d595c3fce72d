/**
 * A software WebAuthn authenticator for tests: an ES256 key pair, "none" attestation, real
 * authenticator data, client data and signatures, shaped as the PublicKeyCredential objects
 * supabase-js serialises (through their toJSON, as browsers with WebAuthn Level 3 do).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(v: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof v === "number") return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === "string") return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (Buffer.isBuffer(v)) return Buffer.concat([head(2, v.length), v]);
  if (v instanceof Map) {
    return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
  }
  throw new Error(`cbor: unsupported ${typeof v}`);
}

const b64url = (b: Buffer) => b.toString("base64url");
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();
const toArrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.length);

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly aaguid = randomBytes(16);
  private readonly key: { privateKey: KeyObject; publicKey: KeyObject };
  /** Public so a test can wind it back, as a cloned authenticator would. */
  signCount = 0;
  private readonly origin: string;
  /** The user handle the relying party gave at registration (a resident key keeps it for sign-in). */
  userHandle: Buffer | undefined;

  constructor(origin: string) {
    this.origin = origin;
    this.key = generateKeyPairSync("ec", { namedCurve: "P-256" });
  }

  private coseKey(): Buffer {
    const jwk = this.key.publicKey.export({ format: "jwk" });
    return cbor(
      new Map<number, unknown>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  private clientData(type: string, challenge: ArrayBuffer | string, origin = this.origin): Buffer {
    const c = typeof challenge === "string" ? challenge : b64url(Buffer.from(challenge));
    return Buffer.from(JSON.stringify({ type, challenge: c, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create({publicKey}) for the options supabase-js hands back (buffers). */
  create(publicKey: {
    rp: { id?: string };
    challenge: ArrayBuffer | string;
    user?: { id: ArrayBuffer | string };
  }) {
    const rpId = publicKey.rp.id!;
    const userId = publicKey.user?.id;
    if (userId !== undefined)
      this.userHandle =
        typeof userId === "string" ? Buffer.from(userId, "base64url") : Buffer.from(userId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    // flags: user present (0x01), user verified (0x04), attested credential data (0x40)
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([0x45]),
      count,
      this.aaguid,
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = this.clientData("webauthn.create", publicKey.challenge);
    const json = {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["usb"],
      },
      clientExtensionResults: {},
    };
    return this.credential(json, { clientDataJSON, attestationObject });
  }

  /**
   * navigator.credentials.get({publicKey}): an assertion signed with the credential's key (as if on
   * `origin`), carrying the user handle stored at registration (or `userHandle`).
   */
  get(
    publicKey: { rpId?: string; challenge: ArrayBuffer | string },
    opts: { rpId?: string; origin?: string; userHandle?: Buffer } = {},
  ) {
    this.signCount += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    const authenticatorData = Buffer.concat([
      sha256(opts.rpId ?? publicKey.rpId!),
      Buffer.from([0x05]),
      count,
    ]);
    const clientDataJSON = this.clientData("webauthn.get", publicKey.challenge, opts.origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.key.privateKey,
    );
    const userHandle = opts.userHandle ?? this.userHandle;
    const json = {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle: b64url(userHandle) } : {}),
      },
      clientExtensionResults: {},
    };
    return this.credential(json, {
      clientDataJSON,
      authenticatorData,
      signature,
      ...(userHandle ? { userHandle } : {}),
    });
  }

  private credential(json: Record<string, unknown>, response: Record<string, Buffer>) {
    return {
      id: json.id as string,
      rawId: toArrayBuffer(this.credentialId),
      type: "public-key" as const,
      authenticatorAttachment: "cross-platform" as const,
      response: Object.fromEntries(Object.entries(response).map(([k, v]) => [k, toArrayBuffer(v)])),
      getClientExtensionResults: () => ({}),
      toJSON: () => json,
    };
  }
}
