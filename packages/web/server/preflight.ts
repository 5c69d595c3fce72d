/**
 * `npm run preflight` (issue 33, item 1): reads a deployment's settings and lists, in plain words,
 * each thing to fix before real people use it; exits non-zero while any is left. A wrong
 * deployment otherwise looks like a right one: `npm start` serves with placeholder contacts, mail
 * written to the log and account probing open. `NODE_ENV=production npm start` runs the same
 * checks and refuses to start while one fails (server/main.ts; `PREFLIGHT_OVERRIDE=accept-risk`
 * starts anyway and says what it risks).
 */
import { lstatSync, readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { placeholderContactFields, placeholderGrievanceFields, site } from "../app/config/site.ts";
import { METRICS_TOKEN_MIN_LENGTH, readMetricsToken } from "./metrics.ts";

/** Where `npm start` keeps the embedded database unless AUTH_DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL("../../../.data", import.meta.url));

/** Whether an SMTP server answers at host:port with its 220 greeting (undefined) or why not. */
export function probeSmtp(
  host: string,
  port: number,
  timeoutMs = 5000,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (problem: string | undefined) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer within ${timeoutMs / 1000} s`));
    socket.once("error", (error) => done(error.message));
    socket.once("data", (data) => {
      const greeting = data.toString("latin1");
      done(
        greeting.startsWith("220") ? undefined : `it answered "${greeting.trim().slice(0, 60)}"`,
      );
    });
  });
}

/** The data folder's entries that others than its owner can read or enter (relative paths). */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (path: string, name: string) => {
    const stat = lstatSync(path);
    if ((stat.mode & 0o077) !== 0) open.push(name || ".");
    if (stat.isDirectory())
      for (const entry of readdirSync(path)) walk(join(path, entry), join(name, entry));
  };
  walk(dir, "");
  return open;
}

const isTrue = (value: string | undefined) => /^(?:1|true|yes|on)$/i.test(value?.trim() ?? "");

/**
 * What to fix before this deployment serves real people, as sentences; none when it is ready.
 * `env` is the environment `npm start` would run with.
 */
export async function preflight(
  env: NodeJS.ProcessEnv,
  o: { probe?: typeof probeSmtp } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const probe = o.probe ?? probeSmtp;

  const origin = env.SITE_URL?.trim() || env.GOTRUE_SITE_URL?.trim();
  if (!origin)
    problems.push(
      "The public address is not set: set SITE_URL (and GOTRUE_SITE_URL) to the https origin people use, such as https://saathi.example.org.",
    );
  else if (!/^https:\/\/[^/]+\/?$/.test(origin) || /^https:\/\/(?:localhost|127\.)/.test(origin))
    problems.push(
      `The public address ${origin} is not a public https origin: pages, mail links and passkeys need https.`,
    );

  const smtpHost = env.GOTRUE_SMTP_HOST?.trim();
  if (!smtpHost)
    problems.push(
      "Mail is not set up (GOTRUE_SMTP_HOST is unset): sign-in links, password resets and replies to requests would only be written to the log.",
    );
  else {
    const port = Number(env.GOTRUE_SMTP_PORT?.trim() || 587);
    const failure = await probe(smtpHost, port);
    if (failure) problems.push(`The mail server ${smtpHost}:${port} does not answer (${failure}).`);
  }

  if (!isTrue(env.AUTH_SIGNUP_CONCEAL_EXISTING))
    problems.push(
      "Sign-up tells strangers which addresses have accounts: set AUTH_SIGNUP_CONCEAL_EXISTING=true.",
    );

  const placeholders = [...placeholderContactFields(), ...placeholderGrievanceFields()];
  if (placeholders.length > 0)
    problems.push(
      `Contact and grievance details are still placeholders (${placeholders.join(", ")}): set your own in packages/web/app/config/site.ts and rebuild (/contact and /privacy name them).`,
    );

  const inbox = env.DESK_OPERATOR_INBOX?.trim() || site.desk.operatorInbox || site.contact.email;
  if (!inbox || /\.example$/i.test(inbox))
    problems.push(
      "No real address receives new requests: set DESK_OPERATOR_INBOX (or site.desk.operatorInbox in packages/web/app/config/site.ts).",
    );

  const processes = Number(env.WEB_CONCURRENCY?.trim() || 1);
  const databaseUrl = env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    if (processes > 1)
      problems.push(
        `WEB_CONCURRENCY is ${processes} but there is no DATABASE_URL: the embedded database belongs to one process; give several processes one PostgreSQL.`,
      );
    const dataDir = env.AUTH_DATA_DIR?.trim() || DEFAULT_DATA_DIR;
    let exists = false;
    try {
      exists = statSync(dataDir).isDirectory();
    } catch {
      // Not made yet: the first start makes it private (auth-server storage/data-dir.ts).
    }
    const open = exists ? openToOthers(dataDir) : [];
    if (open.length > 0)
      problems.push(
        `The data folder ${dataDir} holds the signing keys and password hashes, and others can read ${open.slice(0, 3).join(", ")}${open.length > 3 ? ` and ${open.length - 3} more` : ""}: chmod -R go-rwx it.`,
      );
  }

  const serviceRole = env.AUTH_SERVICE_ROLE_KEY?.trim();
  if (
    serviceRole &&
    (/example|change|secret|default|test/i.test(serviceRole) || serviceRole.length < 40)
  )
    problems.push(
      "AUTH_SERVICE_ROLE_KEY looks like an example value: unset it (a random key is made and kept in the database) or set 40 or more random characters.",
    );

  // /metrics answers whoever holds the token (metrics.ts): one that can be guessed opens it.
  const metricsToken = readMetricsToken(env);
  if (metricsToken && metricsToken.length < METRICS_TOKEN_MIN_LENGTH)
    problems.push(
      `METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters: set a random one (openssl rand -hex 32), or unset it to turn /metrics off.`,
    );

  return problems;
}

if (import.meta.main) {
  const problems = await preflight(process.env);
  if (problems.length === 0) {
    console.log("preflight: ready for real people.");
  } else {
    console.error(`preflight: ${problems.length} thing(s) to fix before this serves real people:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
}
