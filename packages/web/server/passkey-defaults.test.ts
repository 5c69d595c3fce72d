import { describe, expect, it } from "vitest";
import { passkeyDefaults } from "./passkey-defaults.ts";

describe("passkeyDefaults (npm start)", () => {
  it("on loopback: on, with the relying party localhost on the same port", () => {
    expect(passkeyDefaults({}, "http://127.0.0.1:8080")).toMatchObject({
      GOTRUE_PASSKEY_ENABLED: "true",
      GOTRUE_WEBAUTHN_RP_ID: "localhost",
      GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: "Saathi",
      GOTRUE_WEBAUTHN_RP_ORIGINS: "http://localhost:8080",
    });
    expect(passkeyDefaults({}, "http://localhost:4310").GOTRUE_WEBAUTHN_RP_ORIGINS).toBe(
      "http://localhost:4310",
    );
  });

  it("on loopback, mail links may return to the localhost address too, after the deployer's list", () => {
    expect(passkeyDefaults({}, "http://127.0.0.1:8080").GOTRUE_URI_ALLOW_LIST).toBe(
      "http://localhost:8080/**",
    );
    expect(
      passkeyDefaults({ GOTRUE_URI_ALLOW_LIST: "https://app.example/**" }, "http://127.0.0.1:8080")
        .GOTRUE_URI_ALLOW_LIST,
    ).toBe("https://app.example/**,http://localhost:8080/**");
    expect(
      passkeyDefaults({ GOTRUE_SITE_URL: "https://saathi.example.org" }, "http://0.0.0.0:8080"),
    ).not.toHaveProperty("GOTRUE_URI_ALLOW_LIST");
  });

  it("behind a public https name (GOTRUE_SITE_URL): that name; plain http or an IP address: off", () => {
    expect(
      passkeyDefaults({ GOTRUE_SITE_URL: "https://saathi.example.org" }, "http://0.0.0.0:8080"),
    ).toMatchObject({
      GOTRUE_WEBAUTHN_RP_ID: "saathi.example.org",
      GOTRUE_WEBAUTHN_RP_ORIGINS: "https://saathi.example.org",
    });
    expect(
      passkeyDefaults({ GOTRUE_SITE_URL: "http://saathi.example.org" }, "http://0.0.0.0:8080"),
    ).toEqual({});
    expect(passkeyDefaults({}, "http://0.0.0.0:8080")).toEqual({});
    expect(passkeyDefaults({}, "http://203.0.113.5:8080")).toEqual({});
  });

  it("the deployer's own settings win", () => {
    expect(passkeyDefaults({ GOTRUE_PASSKEY_ENABLED: "false" }, "http://127.0.0.1:8080")).toEqual(
      {},
    );
    expect(
      passkeyDefaults({ GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: "Saathi (test)" }, "http://127.0.0.1:8080")
        .GOTRUE_WEBAUTHN_RP_DISPLAY_NAME,
    ).toBe("Saathi (test)");
  });
});
