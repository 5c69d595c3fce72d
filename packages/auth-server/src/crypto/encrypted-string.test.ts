import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./encrypted-string.ts";

const k1 = Buffer.alloc(32, 1).toString("base64url");
const k2 = Buffer.alloc(32, 2).toString("base64url");
const off = { encrypt: false, encryptionKeyId: "", encryptionKey: "", decryptionKeys: {} };
const onK1 = { encrypt: true, encryptionKeyId: "k1", encryptionKey: k1, decryptionKeys: { k1 } };
const onK2 = {
  encrypt: true,
  encryptionKeyId: "k2",
  encryptionKey: k2,
  decryptionKeys: { k1, k2 },
};
const row = "9b2f6f3c-8f6e-4c1a-9d55-2f0a1b3c4d5e";

describe("secrets at rest (GoTrue's EncryptedString format)", () => {
  it("without encryption the secret is stored as is", () => {
    expect(sealSecret(off, row, "JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
    expect(openSecret(off, row, "JBSWY3DPEHPK3PXP")).toEqual({
      plaintext: "JBSWY3DPEHPK3PXP",
      reseal: false,
    });
  });

  it("with encryption: GoTrue's JSON shape, a fresh nonce each time, and it opens again", () => {
    const a = sealSecret(onK1, row, "JBSWY3DPEHPK3PXP");
    const b = sealSecret(onK1, row, "JBSWY3DPEHPK3PXP");
    expect(a).not.toBe(b);
    const parsed = JSON.parse(a) as Record<string, string>;
    expect(Object.keys(parsed)).toEqual(["key_id", "alg", "data", "nonce"]);
    expect(parsed).toMatchObject({ key_id: "k1", alg: "aes-gcm-hkdf" });
    expect(Buffer.from(parsed.nonce!, "base64")).toHaveLength(12);
    expect(openSecret(onK1, row, a)).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", reseal: false });
  });

  it("is bound to its row and its key: another row id or a changed byte does not open", () => {
    const sealed = sealSecret(onK1, row, "JBSWY3DPEHPK3PXP");
    expect(() => openSecret(onK1, "00000000-0000-0000-0000-000000000001", sealed)).toThrow();
    const v = JSON.parse(sealed) as { data: string };
    const data = Buffer.from(v.data, "base64");
    data[0] = data[0]! ^ 1;
    expect(() =>
      openSecret(onK1, row, JSON.stringify({ ...v, data: data.toString("base64") })),
    ).toThrow();
  });

  it("asks to store again what is plaintext or under an older key; refuses an unknown key id", () => {
    expect(openSecret(onK1, row, "JBSWY3DPEHPK3PXP").reseal).toBe(true);
    const underK1 = sealSecret(onK1, row, "S");
    expect(openSecret(onK2, row, underK1)).toEqual({ plaintext: "S", reseal: true });
    expect(() => openSecret({ ...onK2, decryptionKeys: { k2 } }, row, underK1)).toThrow(/k1/);
  });
});
