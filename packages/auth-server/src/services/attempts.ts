/**
 * The attempt limit for every secret a person types (issue 21, item 5): mailed and texted codes,
 * MFA challenges, reauthentication nonces, recovery codes. Each attempt at one code (or challenge)
 * is counted before the code is compared, so concurrent guesses cannot slip past the count; the
 * AUTH_CODE_MAX_ATTEMPTS-th wrong one burns the code (the caller's `burn`) and writes an audit entry,
 * and every later attempt fails without comparing. A correct code forgets its count.
 *
 * The count must be committed even though the caller then answers an error: run it on `deps.db`
 * outside a transaction, or return the failure out of the transaction and throw after the commit
 * (see verifyPost in services/verify.ts).
 */
import type { Queryable } from "../storage/db.ts";
import { countAttempt, forgetAttempts, pruneAttempts } from "../storage/attempts.ts";
import { audit } from "./audit.ts";
import type { Deps } from "./deps.ts";

export type Attempt = {
  /** One per code or challenge: e.g. `otp:<user>:<kind>:<hash tail>`, `mfa:<challenge id>`. */
  key: string;
  /** Compares the typed code; true when it is right. */
  check: () => boolean | Promise<boolean>;
  /** Makes the code unusable (clear the token, delete the challenge, ...), in `q`. */
  burn: (q: Queryable) => Promise<void>;
  /** Who the audit entry names when the code is burned, and what it was. */
  actor: { id: string; username: string };
  kind: string;
  ip: string | null;
};

/** True when the code is right; false when it is wrong or already used up (answer both alike). */
export async function attemptCode(deps: Deps, q: Queryable, a: Attempt): Promise<boolean> {
  const max = deps.config.codeMaxAttempts;
  const now = deps.clock.now();
  const n = await countAttempt(q, a.key, now);
  if (n === 1) await pruneAttempts(q, new Date(now.getTime() - retentionMs(deps)));
  if (n > max) return false;
  if (await a.check()) {
    await forgetAttempts(q, a.key);
    return true;
  }
  if (n === max) {
    await a.burn(q);
    await audit(deps, q, {
      actorId: a.actor.id,
      actorUsername: a.actor.username,
      action: "code_attempts_exceeded",
      traits: { kind: a.kind, attempts: n },
      ip: a.ip,
    });
  }
  return false;
}

/** A count is kept as long as any code lives (at least a day): after that its code has expired. */
function retentionMs(deps: Deps): number {
  const { mailer, sms, mfa } = deps.config;
  return Math.max(86400, mailer.otpExp, sms.otpExp, mfa.challengeExpiry) * 1000;
}
