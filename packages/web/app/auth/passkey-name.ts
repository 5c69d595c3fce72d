/**
 * A name for a new passkey from the browser that creates it ("Chrome on Android"), so that a
 * person with two can tell them apart. The server cannot name it: GoTrue names passkeys from
 * a list of authenticator models (AAGUIDs) that we do not carry, and calls each "Passkey".
 */
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

export function passkeyName(userAgent: string): string {
  const browser = find(browsers, userAgent);
  const system = find(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Passkey";
}
