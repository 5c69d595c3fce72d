/**
 * Builds the GoTrue-compatible auth server (no listening; see main.ts). The site's process mounts
 * `fetch` for every path under /auth/v1/.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import type { JWK } from "jose";
import { loadConfig, type Config } from "./config.ts";
import { createKeySet, generateSigningJwk } from "./crypto/jwt.ts";
import { dummyPasswordHash } from "./crypto/password.ts";
import { createFetch } from "./http/app.ts";
import type { AuthOutcomeListener } from "./http/middleware/outcome.ts";
import { consoleMailer } from "./mailer/console-mailer.ts";
import type { Mailer } from "./mailer/mailer.ts";
import { smtpMailer } from "./mailer/smtp-mailer.ts";
import type { Clock, Deps } from "./services/deps.ts";
import { createMailService } from "./services/mail.ts";
import { createSmsService, type SmsService } from "./services/sms.ts";
import { DataDirError, pgliteDir, secureDataDir } from "./storage/data-dir.ts";
import { openPg, openPglite, type Db } from "./storage/db.ts";
import { migrate } from "./storage/migrate.ts";
import { getOrCreateSecret } from "./storage/secrets.ts";
import { rawLine, redacting } from "./log.ts";

export { DEFAULT_PUBLISHABLE_KEY, loadConfig, ConfigError, type Config } from "./config.ts";
export { DataDirError };
export { BASE_PATH } from "./http/routes.ts";
export type { Clock } from "./services/deps.ts";
export type {
  AuthOutcomeKind,
  AuthOutcomeListener,
  AuthOutcomeResult,
} from "./http/middleware/outcome.ts";
/** The database handle (PGlite or a `pg` pool), which the service desk shares. */
export type { Db, Queryable } from "./storage/db.ts";

export type AuthServer = {
  /** Handles requests under /auth/v1/. `info.remoteAddr` (the socket address) enables per-IP rate limits. */
  fetch(req: Request, info?: { remoteAddr?: string }): Promise<Response>;
  config: Config;
  /** The service-role key (configured, or generated on first start and stored). */
  serviceRoleKey: string;
  db: Db;
  /** Resolves once the mail work under way is done (mail is sent after the answer; tests wait here). */
  mailSettled(): Promise<void>;
  close(): Promise<void>;
};

export type AuthServerOptions = {
  env?: Record<string, string | undefined>;
  /** Tests: use this database instead of opening one (it is migrated, and closed by close()). */
  db?: Db;
  /** Tests: capture mail. */
  mailer?: Mailer;
  /** Tests: a movable clock. */
  clock?: Clock;
  /** Tests: capture SMS. */
  sms?: SmsService;
  log?: (line: string) => void;
  /** Told of each sign-in, sign-up and token refresh decided: kind and result only. */
  onAuthOutcome?: AuthOutcomeListener;
};

export { pgliteDir };

export async function createAuthServer(options: AuthServerOptions = {}): Promise<AuthServer> {
  const config = loadConfig(options.env ?? process.env);
  // Every line is redacted (log.ts); only the development mailer and SMS provider, whose job is to
  // show the link or code, write the raw line.
  const rawLog = options.log ?? rawLine;
  const log = redacting(rawLog);
  // The folder with PGlite's files and the service-role key, when this server keeps them on disk.
  const privateDir =
    !options.db && !config.databaseUrl && config.dataDir !== "memory://"
      ? resolve(config.dataDir)
      : undefined;
  if (privateDir) {
    const repaired = secureDataDir(privateDir);
    if (repaired > 0)
      log(
        `[auth-server] made ${repaired} entries under ${privateDir} private (folders 0700, files 0600); they were readable by others`,
      );
  }
  const db =
    options.db ??
    (config.databaseUrl ? openPg(config.databaseUrl) : await openPglite(pgliteDir(config)));
  try {
    await migrate(db);
    const keys = await loadKeys(db, config, log);
    const serviceRoleKey = await loadServiceRoleKey(db, config, log);
    const mailer =
      options.mailer ?? (config.smtp ? smtpMailer(config.smtp) : consoleMailer(rawLog));
    const clock = options.clock ?? { now: () => new Date() };
    const mail = createMailService({ db, config, clock, mailer, log });
    if (config.phoneEnabled && !config.sms.provider) {
      log(
        "[auth-server] phone sign-in is on with no GOTRUE_SMS_PROVIDER: SMS codes are only written to this log (development)",
      );
    }
    const deps: Deps = {
      db,
      config,
      keys,
      clock,
      mail,
      sms: options.sms ?? createSmsService(config, clock, rawLog),
      serviceRoleKey,
      ...(options.onAuthOutcome ? { onAuthOutcome: options.onAuthOutcome } : {}),
    };
    // PGlite has just created its files (and the migrations theirs), 0666 whatever the umask:
    // see storage/data-dir.ts.
    if (privateDir) secureDataDir(privateDir);
    void dummyPasswordHash();
    const fetch = createFetch(deps);
    let closed = false;
    return {
      fetch,
      config,
      serviceRoleKey,
      db,
      mailSettled: () => mail.settled(),
      async close() {
        if (closed) return;
        closed = true;
        await mail.close();
        await db.close();
        if (privateDir) secureDataDir(privateDir);
      },
    };
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

async function loadKeys(db: Db, config: Config, log: (l: string) => void) {
  if (config.jwt.keys) {
    return createKeySet({
      jwks: config.jwt.keys as JWK[],
      secret: config.jwt.secret,
      secretKid: config.jwt.keyId,
    });
  }
  const alg = config.jwt.generatedAlg;
  const { value, created } = await getOrCreateSecret<JWK>(db, `jwt_signing_key_${alg}`, () =>
    generateSigningJwk(alg),
  );
  if (created)
    log(
      `[auth-server] generated a new ${alg} signing key (kid ${value.kid}), stored in auth_server.secrets`,
    );
  return createKeySet({ jwks: [value], secret: config.jwt.secret, secretKid: config.jwt.keyId });
}

async function loadServiceRoleKey(
  db: Db,
  config: Config,
  log: (l: string) => void,
): Promise<string> {
  if (config.apiKeys.serviceRole) return config.apiKeys.serviceRole;
  const { value, created } = await getOrCreateSecret<string>(
    db,
    "service_role_key",
    async () => `sb_secret_${randomBytes(24).toString("base64url")}`,
  );
  if (db.kind === "pglite" && config.dataDir !== "memory://") {
    const dir = join(resolve(config.dataDir), "auth");
    const file = join(dir, "service-role-key");
    if (!existsSync(file) || readFileSync(file, "utf8").trim() !== value) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, `${value}\n`, { mode: 0o600 });
    }
    if (created) log(`[auth-server] generated a service-role key; it is in ${file}`);
  } else if (created) {
    log(
      `[auth-server] generated a service-role key; read it with: select value from auth_server.secrets where name = 'service_role_key'`,
    );
  }
  return value;
}
