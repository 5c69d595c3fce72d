/**
 * The one check of an email address, shared by the auth server, the service desk and the site's
 * forms (issue 31, item 6; browser-safe, exported from `@saathi/auth-server/public`): an RFC 5321
 * mailbox with a host name. The local part is a dot-atom (RFC 5322 atext: letters, digits and
 * ``!#$%&'*+-/=?^_`{|}~``, dots only between them), at most 64 characters; the domain is two or more
 * labels of letters, digits and inner hyphens, each at most 63 characters, the last one starting
 * with a letter (a top-level domain; so no address literal, no bare IP address); at most 254
 * characters in all. No spaces, quotes, comments, line breaks or non-ASCII: what passes can be
 * written into an SMTP RCPT TO or a mail header as it is (a `mailto:` link still encodes it).
 */

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LABEL = "[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const MAILBOX = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** The longest address SMTP carries (RFC 5321's 256-character path less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

export function isMailbox(value: unknown): value is string {
  if (typeof value !== "string" || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at < 1 || at > 64) return false;
  return MAILBOX.test(value);
}
