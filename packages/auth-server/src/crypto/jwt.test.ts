/** The key set's verification, with its cache of verified tokens: time still counts, bytes must match. */
import { describe, expect, it } from "vitest";
import { createKeySet, generateSigningJwk } from "./jwt.ts";

describe("verify, a second time from the cache", () => {
  it("gives the same claims, still refuses the token once it expires, and never accepts other bytes", async () => {
    const keys = await createKeySet({ jwks: [await generateSigningJwk("ES256")] });
    const now = Math.floor(Date.now() / 1000);
    const token = await keys.sign({ sub: "u1", exp: now + 2, amr: [{ method: "password" }] });

    const first = await keys.verify(token);
    const second = await keys.verify(token);
    expect(second).toEqual(first);
    // A caller changing its copy does not change what the next caller gets.
    (second.amr as unknown[]).push("tampered");
    expect((await keys.verify(token)).amr).toEqual([{ method: "password" }]);

    // The same header and claims with another signature: verified in full, and refused.
    const [header, claims, signature] = token.split(".");
    const flipped = signature!.startsWith("A")
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    await expect(keys.verify(`${header}.${claims}.${flipped}`)).rejects.toThrow(/signature/);

    await new Promise((r) => setTimeout(r, (now + 2 - Date.now() / 1000) * 1000 + 50));
    await expect(keys.verify(token)).rejects.toThrow("token has invalid claims: token is expired");
  });
});
