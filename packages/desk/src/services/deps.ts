/** What every desk service gets. Services never see a Request. */
import type { ChecklistSource, DeskConfig, DigestSource, ExamSource } from "../config.ts";
import type { Db } from "../storage/db.ts";
import type { AuthGate } from "./auth.ts";
import type { LiveHub } from "./live.ts";
import type { Outbox } from "./outbox.ts";
import type { RateLimiter } from "./rate-limit.ts";

export type DeskDeps = {
  db: Db;
  cfg: DeskConfig;
  now: () => Date;
  outbox: Outbox;
  /** Key of the private links and unsubscribe links (desk.secrets). */
  secret: string;
  live: LiveHub;
  /** Live streams: how often each is authorised again (and pinged), and its longest life. */
  streams: { checkEveryMs: number; maxMs: number };
  auth: AuthGate;
  limits: RateLimiter;
  digest: DigestSource;
  /** The exam calendar's exams, for reminders. */
  exams: ExamSource;
  /** The site's checklists; none (the desk alone): any well-formed id is taken. */
  checklists: ChecklistSource | undefined;
  /** Remove desk rows of accounts that no longer exist (embedded auth server only). */
  sweepDeletedAccounts: boolean;
  log: (line: string) => void;
};
