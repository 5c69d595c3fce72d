/**
 * The auth server's one way to write to its log (issue 21 item 2). Every line passes through
 * `redact`, so no token, code, password, nonce, OTP or key reaches the log whichever error path
 * produced it: an exception's message (a Location header with a session in its fragment), a
 * database error quoting its parameters, or an object holding a request body.
 *
 * Redaction is by key (`access_token=…`, `"password": "…"`, `nonce: '…'`, in query strings,
 * fragments, URL-encoded text, JSON and util.inspect output) and by shape (JWTs, bearer
 * credentials, `sb_secret_` keys, bcrypt hashes).
 *
 * The one deliberate exception is the development mailer and SMS provider (no SMTP or SMS provider
 * configured): writing the link or code to the log is their whole job; they use `rawLine`.
 *
 * Two formats (LOG_FORMAT): `text`, the lines a person reads at a terminal, and `json` (issue 33),
 * one JSON object per event from pino, with `time`, `level`, `msg` and, inside a request, `req_id`:
 * the request's id (X-Request-Id), carried through the site server, the auth server and the desk
 * by `withRequestId`, so one person's failed sign-in can be followed across them. JSON is the
 * default when NODE_ENV=production.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import { pino, stdTimeFunctions, type Logger } from "pino";

const SECRET_KEYS = [
  "access_token",
  "refresh_token",
  "provider_token",
  "provider_refresh_token",
  "id_token",
  "token",
  "token_hash",
  "hashed_token",
  "confirmation_token",
  "recovery_token",
  "email_change_token(?:_new|_current)?",
  "phone_change_token",
  "reauthentication_token",
  "code",
  "auth_code",
  "authorization_code",
  "code_verifier",
  "code_challenge",
  "otp",
  "nonce",
  "password",
  "new_password",
  "current_password",
  "encrypted_password",
  "password_hash",
  "secret",
  "client_secret",
  "totp_secret",
  "apikey",
  "api_key",
  "service_role_key",
  "recovery_code",
  "recovery_codes",
  "authorization",
  "cookie",
  "set-cookie",
].join("|");

const MASK = "[redacted]";

/** A value that reads as an error code (`unexpected_failure`), not a secret: kept for `code`. */
const WORDISH = /^[a-z][a-z_]*$/;

const PATTERNS: [RegExp, (m: string, ...g: string[]) => string][] = [
  // key=value in query strings, fragments, form bodies and prose ("token=abc", "code = 123456").
  [
    new RegExp(`(^|[^a-z0-9_])(${SECRET_KEYS})(\\s*=\\s*)([^&#\\s"'<>,;)}\\]]+)`, "gi"),
    (m, pre, key, eq, value) =>
      /^code$/i.test(key!) && WORDISH.test(value!) ? m : `${pre}${key}${eq}${MASK}`,
  ],
  // The same, URL-encoded once or twice (a redirect_to holding a fragment).
  [
    new RegExp(
      `(^|[^a-z0-9_]|%(?:25)?[0-9a-f]{2})(${SECRET_KEYS})(%(?:25)?3D)([^&%#\\s"'<>]+(?:%(?!(?:25)?26)[0-9a-f]{2}[^&%#\\s"'<>]*)*)`,
      "gi",
    ),
    (_m, pre, key, eq) => `${pre}${key}${eq}${MASK}`,
  ],
  // "key": "value", key: 'value', 'key': `value` (JSON, util.inspect, JS-ish prose).
  [
    new RegExp(
      `(["'\`]?)(${SECRET_KEYS})\\1(\\s*:\\s*)(["'\`])((?:\\\\.|(?!\\4)[^\\\\])*)\\4`,
      "gi",
    ),
    (m, q, key, colon, open, value) =>
      /^code$/i.test(key!) && WORDISH.test(value!)
        ? m
        : `${q}${key}${q}${colon}${open}${MASK}${open}`,
  ],
  // key: value without quotes (prose, "code: 123456"), numbers included.
  [
    new RegExp(`(^|[^a-z0-9_"'\`])(${SECRET_KEYS})(\\s*:\\s+)([A-Za-z0-9._~+/=-]{4,})`, "gi"),
    (m, pre, key, colon, value) =>
      /^code$/i.test(key!) && WORDISH.test(value!) ? m : `${pre}${key}${colon}${MASK}`,
  ],
  // A query's bound parameters quoted in a database error, and PostgreSQL's unique-violation detail.
  [/\b(param(?:eter)?s)(\s*[:=]\s*)\[[^\]\n]*\]/gi, (_m, k, sep) => `${k}${sep}[${MASK}]`],
  [
    new RegExp(`(Key \\((?:[^)]*\\b)?(?:${SECRET_KEYS})\\)=\\()[^)]*\\)`, "gi"),
    (_m, head) => `${head}${MASK})`,
  ],
  // Shapes: JWTs (access and ID tokens), bearer credentials, our secret keys, bcrypt hashes.
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, () => "[redacted-jwt]"],
  [/\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=-]+/gi, (_m, scheme, sp) => `${scheme}${sp}${MASK}`],
  [/\bsb_(secret|publishable)_[A-Za-z0-9_-]+/g, (_m, kind) => `sb_${kind}_${MASK}`],
  [/\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/g, () => "[redacted-hash]"],
];

/** The text with every secret it holds replaced by a mark. */
export function redact(text: string): string {
  let out = text;
  for (const [re, fn] of PATTERNS) out = out.replace(re, fn as (m: string) => string);
  return out;
}

/** Values (messages, errors, objects) as one line of text, as console.log would print them. */
function format(parts: unknown[]): string {
  return parts
    .map((p) =>
      typeof p === "string" ? p : inspect(p, { depth: 6, breakLength: Infinity, colors: false }),
    )
    .join(" ");
}

export type LogSink = (line: string) => void;

/** A sink that redacts every line before writing it to `sink`. */
export function redacting(sink: LogSink): LogSink {
  return (line) => sink(redact(line));
}

// ---- request ids ----------------------------------------------------------------------------

const requests = new AsyncLocalStorage<string>();

/** A request id a proxy or client may send: short, printable, nothing that could forge a line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The id of the request being answered (its X-Request-Id), if this runs inside one. */
export function currentRequestId(): string | undefined {
  return requests.getStore();
}

/** Runs `task` as the request `id`'s: every line it logs, however deep, carries the id. */
export function withRequestId<T>(id: string, task: () => T): T {
  return requests.run(id, task);
}

/**
 * The id of a request arriving with `header` (X-Request-Id): the one already being answered (the
 * site server's, when the auth server or the desk is mounted in it), else the caller's when it is
 * a plausible one (a proxy's, to follow a request through both), else a new one.
 */
export function requestIdFor(header: string | null | undefined): string {
  return currentRequestId() ?? (header && REQUEST_ID.test(header) ? header : randomUUID());
}

// ---- format ---------------------------------------------------------------------------------

export type LogFormat = "text" | "json";

/** LOG_FORMAT, checked: `text` or `json`; unset, `json` when NODE_ENV=production, else `text`. */
export function readLogFormat(env: Record<string, string | undefined>): LogFormat {
  const raw = env.LOG_FORMAT?.trim().toLowerCase();
  if (!raw) return env.NODE_ENV === "production" ? "json" : "text";
  if (raw !== "text" && raw !== "json")
    throw new Error(`LOG_FORMAT must be "text" or "json", got "${env.LOG_FORMAT}".`);
  return raw;
}

let logger: Logger | undefined;

/**
 * Chooses the format for the rest of the process (the log module reads LOG_FORMAT as it loads);
 * `destination` is stdout unless a test gives its own.
 */
export function configureLog(format: LogFormat, destination?: { write(line: string): void }): void {
  logger =
    format === "json"
      ? pino(
          {
            base: null,
            timestamp: stdTimeFunctions.isoTime,
            formatters: { level: (label) => ({ level: label }) },
            mixin: () => {
              const id = requests.getStore();
              return id ? { req_id: id } : {};
            },
          },
          // Synchronous: a line written just before the process exits is not lost.
          destination ?? pino.destination({ dest: 1, sync: true }),
        )
      : undefined;
}

// From the environment at once, so start-up's first lines have their format too; a LOG_FORMAT it
// cannot read is left to start-up to refuse (readLogFormat), which then says so in text.
try {
  configureLog(readLogFormat(process.env));
} catch {
  configureLog("text");
}

type Level = "info" | "warn" | "error";

function write(level: Level, line: string, fields?: Record<string, unknown>): void {
  if (logger) logger[level](fields ?? {}, line);
  else if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}

/** An informational line (stdout), redacted. */
export function logInfo(...parts: unknown[]): void {
  write("info", redact(format(parts)));
}

/** A warning (stderr in text), redacted. */
export function logWarn(...parts: unknown[]): void {
  write("warn", redact(format(parts)));
}

/** An error line (with its cause and stack; stderr in text), redacted. */
export function logError(...parts: unknown[]): void {
  write("error", redact(format(parts)));
}

/** A line as given, unredacted: only the development mailer and SMS provider (above). */
export function rawLine(line: string): void {
  write("info", line, { dev_delivery: true });
}

/**
 * One answered request, in JSON only (a terminal would drown in them): its method, route group,
 * status and duration; never its path or query, which can hold a private link's token.
 */
export function logRequest(fields: { method: string; group: string; status: number; ms: number }) {
  logger?.info(fields, "request");
}
