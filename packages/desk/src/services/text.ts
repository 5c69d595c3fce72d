/**
 * Values people typed, made safe for plain-text mail and headers: control characters and the
 * invisible characters that reorder or hide text (bidi overrides, zero-width) are removed; a
 * one-line value loses its line breaks; a header value can never hold CR or LF.
 */
const CONTROL =
  // oxlint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** Multi-line text: CRLF/CR to LF, tabs to spaces, controls removed, trailing spaces trimmed. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(CONTROL, "")
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
}

/** One line: every line break and control removed. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/\n+/g, " ").trim();
}

/** For a header: nothing that could end the header or start another. */
export function headerSafe(value: string): string {
  // oxlint-disable-next-line no-control-regex -- as above
  return value.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
}

/** Text someone else wrote, quoted line by line ("> ") so it cannot pass for our own words. */
export function quote(value: string): string {
  return cleanText(value)
    .split("\n")
    .map((l) => (l ? `> ${l}` : ">"))
    .join("\n");
}

/** True when the text holds a control character other than line breaks and tabs (refused on input). */
export function hasForbiddenControl(value: string): boolean {
  // oxlint-disable-next-line no-control-regex -- as above
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
}
