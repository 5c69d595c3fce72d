/** What every service gets: storage, config, keys, mail and SMS, one clock. Services never see a Request. */
import type { Config } from "../config.ts";
import type { AuthOutcomeListener } from "../http/middleware/outcome.ts";
import type { KeySet } from "../crypto/jwt.ts";
import type { Db } from "../storage/db.ts";
import type { MailService } from "./mail.ts";
import type { SmsService } from "./sms.ts";

/** The one clock: every "now" in services, rate limits and SQL timestamps comes from here (tests move it). */
export type Clock = { now(): Date };

export type Deps = {
  db: Db;
  config: Config;
  keys: KeySet;
  clock: Clock;
  mail: MailService;
  sms: SmsService;
  /** Configured or generated service-role key (accepted as `apikey`, and as an admin bearer). */
  serviceRoleKey: string;
  /** Told of each sign-in, sign-up and refresh decided, by kind and result (the site's /metrics). */
  onAuthOutcome?: AuthOutcomeListener;
};

/** Facts about the caller that services may record (audit, sessions) but never trust for auth. */
export type Caller = { ip: string | null; userAgent: string | null; redirectTo: string };
