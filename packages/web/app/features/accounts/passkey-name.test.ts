import { describe, expect, it } from "vitest";
import { accountCatalogues } from "../../i18n/account-catalogues.ts";
import { passkeyName } from "./passkey-name.ts";

const en = accountCatalogues.en.passkeys;
const hi = accountCatalogues.hi.passkeys;

describe("passkeyName", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0",
      "Firefox on Mac",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Chrome on Linux",
    ],
    ["", "Passkey"],
  ])("%s -> %s", (userAgent, name) => {
    expect(passkeyName(userAgent, en)).toBe(name);
  });

  it("numbers a name the account already uses: the second passkey from the same browser", () => {
    const ua =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    expect(passkeyName(ua, en, ["Chrome on Android"])).toBe("Chrome on Android 2");
    expect(passkeyName(ua, en, ["chrome on android", "Chrome on Android 2"])).toBe(
      "Chrome on Android 3",
    );
    expect(passkeyName(ua, en, ["Safari on iPhone"])).toBe("Chrome on Android");
  });

  it("names it in Hindi on a Hindi page, brands as they are", () => {
    const ua =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    expect(passkeyName(ua, hi)).toBe("Android पर Chrome");
    expect(passkeyName(ua, hi, ["Android पर Chrome"])).toBe("Android पर Chrome 2");
    expect(passkeyName("", hi)).toBe("पासकी");
  });
});
