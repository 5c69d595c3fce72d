/** What every service gets: storage, config, keys, mailer, clock. Services never see a Request. */
import type { Config } from "../config.ts";
import type { KeySet } from "../crypto/jwt.ts";
import type { Mailer } from "../mailer/mailer.ts";
import type { Db } from "../storage/db.ts";

export type Deps = {
  db: Db;
  config: Config;
  keys: KeySet;
  mailer: Mailer;
  now: () => Date;
  /** Configured or generated service-role key (accepted as `apikey`; admin bearer in the later issue). */
  serviceRoleKey: string;
  /** Global (not per IP) email send budget, GOTRUE_RATE_LIMIT_EMAIL_SENT per hour. */
  takeEmailSend: () => boolean;
};

/** Facts about the caller that services may record (audit, sessions) but never trust for auth. */
export type Caller = { ip: string | null; userAgent: string | null; redirectTo: string };
