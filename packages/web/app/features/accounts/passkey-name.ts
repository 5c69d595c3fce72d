/**
 * A name for a new passkey from the browser that creates it ("Chrome on Android", in Hindi
 * "Android पर Chrome"), so that a person with two can tell them apart. The server cannot name
 * it: GoTrue names passkeys from a list of authenticator models (AAGUIDs) that we do not carry,
 * and calls each "Passkey". Browsers and systems keep their brand names in every language.
 */
import type { AccountMessages } from "../../i18n/account.ts";

/** The words a name is made with: "{browser} on {system}", and the name with neither. */
export type PasskeyNameWords = Pick<AccountMessages["passkeys"], "browserOn" | "unnamed">;

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\//, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/Windows/, "Windows"],
  [/Linux/, "Linux"],
];

const find = (list: [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * The browser's name for a new passkey, made unique among the names the account already uses:
 * a second passkey from the same kind of browser is "Chrome on Android 2".
 */
export function passkeyName(
  userAgent: string,
  words: PasskeyNameWords,
  taken: readonly string[] = [],
): string {
  const browser = find(browsers, userAgent);
  const system = find(systems, userAgent);
  const base =
    browser && system ? words.browserOn(browser, system) : (browser ?? system ?? words.unnamed);
  const used = new Set(taken.map((name) => name.trim().toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  let n = 2;
  while (used.has(`${base} ${n}`.toLowerCase())) n += 1;
  return `${base} ${n}`;
}

/** The longest name the server keeps (GoTrue: 120 characters). */
export const PASSKEY_NAME_MAX_LENGTH = 120;
