/**
 * Secrets at rest in GoTrue's format (internal/crypto EncryptedString), so rows move between GoTrue
 * and this server either way: `{"key_id","alg":"aes-gcm-hkdf","data","nonce"}` (standard base64),
 * AES-256-GCM under a key derived with HKDF-SHA256 from the configured key and the owning row's id,
 * which binds the ciphertext to that row. A value not in this format is a plaintext secret.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "../config.ts";

type Encryption = Config["dbEncryption"];
const ALG = "aes-gcm-hkdf";

function rowKey(rowId: string, keyBase64Url: string): Buffer {
  return Buffer.from(
    hkdfSync("sha256", Buffer.from(keyBase64Url, "base64url"), Buffer.alloc(0), rowId, 32),
  );
}

function parse(stored: string): { key_id: string; data: Buffer; nonce: Buffer } | undefined {
  if (!stored.startsWith("{")) return undefined;
  try {
    const v = JSON.parse(stored) as {
      key_id?: unknown;
      alg?: unknown;
      data?: unknown;
      nonce?: unknown;
    };
    if (v.alg !== ALG || typeof v.key_id !== "string" || v.key_id === "") return undefined;
    if (typeof v.data !== "string" || typeof v.nonce !== "string") return undefined;
    const data = Buffer.from(v.data, "base64");
    const nonce = Buffer.from(v.nonce, "base64");
    if (data.length < 16 || nonce.length !== 12) return undefined;
    return { key_id: v.key_id, data, nonce };
  } catch {
    return undefined;
  }
}

/** The value to store: encrypted when GOTRUE_SECURITY_DB_ENCRYPTION_ENCRYPT is on, else the plaintext. */
export function sealSecret(enc: Encryption, rowId: string, plaintext: string): string {
  if (!enc.encrypt) return plaintext;
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", rowKey(rowId, enc.encryptionKey), nonce);
  const data = Buffer.concat([
    cipher.update(plaintext, "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return JSON.stringify({
    key_id: enc.encryptionKeyId,
    alg: ALG,
    data: data.toString("base64"),
    nonce: nonce.toString("base64"),
  });
}

/**
 * The plaintext of a stored value, and whether it should be stored again (encryption is on and the
 * value is plaintext or under another key), as GoTrue's GetSecret. Throws when the key is unknown
 * or the ciphertext does not authenticate.
 */
export function openSecret(
  enc: Encryption,
  rowId: string,
  stored: string,
): { plaintext: string; reseal: boolean } {
  const es = parse(stored);
  if (!es) return { plaintext: stored, reseal: enc.encrypt };
  const key = enc.decryptionKeys[es.key_id];
  if (!key) throw new Error(`decryption key with id "${es.key_id}" is not configured`);
  const decipher = createDecipheriv("aes-256-gcm", rowKey(rowId, key), es.nonce);
  decipher.setAuthTag(es.data.subarray(es.data.length - 16));
  const plaintext = Buffer.concat([
    decipher.update(es.data.subarray(0, es.data.length - 16)),
    decipher.final(),
  ]).toString("utf8");
  return { plaintext, reseal: enc.encrypt && es.key_id !== enc.encryptionKeyId };
}
