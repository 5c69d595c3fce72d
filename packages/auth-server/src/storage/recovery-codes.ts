/** auth.mfa_recovery_code_sets and auth.mfa_recovery_codes: a user's one set of MFA recovery codes. */
import type { Queryable } from "./db.ts";

export type RecoveryCodeSet = {
  id: string;
  user_id: string;
  mfa_factor_id: string;
  friendly_name: string | null;
  hash_key: string;
  failed_verification_count: number;
  verification_locked_until: Date | string | null;
  total: number;
  remaining: number;
};

const SET_COLUMNS = `s.id, s.user_id, s.mfa_factor_id, f.friendly_name, s.hash_key, s.failed_verification_count,
  s.verification_locked_until,
  (select count(*)::int from auth.mfa_recovery_codes c where c.recovery_code_set_id = s.id) as total,
  (select count(*)::int from auth.mfa_recovery_codes c where c.recovery_code_set_id = s.id and c.used_at is null) as remaining`;

/**
 * The user's set with its counts. `lock` takes the user's row lock, which serializes one user's
 * verifications and changes (a set that does not exist yet included: two generates at once).
 */
export async function findRecoveryCodeSet(
  q: Queryable,
  userId: string,
  lock = false,
): Promise<RecoveryCodeSet | undefined> {
  if (lock) await q.query(`select id from auth.users where id = $1 for update`, [userId]);
  const rows = await q.query<RecoveryCodeSet>(
    `select ${SET_COLUMNS} from auth.mfa_recovery_code_sets s
     join auth.mfa_factors f on f.id = s.mfa_factor_id where s.user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** A verified factor of type recovery_code and its set (no enrolment round trip: codes are handed to an aal2 user). */
export async function insertRecoveryCodeFactor(
  q: Queryable,
  r: { factorId: string; setId: string; userId: string; friendlyName: string; hashKey: string },
  now: Date,
) {
  await q.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
     values ($1, $2, $3, 'recovery_code', 'verified', $4::timestamptz, $4::timestamptz)`,
    [r.factorId, r.userId, r.friendlyName, now],
  );
  await q.query(
    `insert into auth.mfa_recovery_code_sets (id, user_id, mfa_factor_id, hash_key, created_at, updated_at)
     values ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)`,
    [r.setId, r.userId, r.factorId, r.hashKey, now],
  );
}

/** Replaces every code of the set (old ones stop working), with a new key, and clears any lockout. */
export async function replaceRecoveryCodes(
  q: Queryable,
  setId: string,
  hashKey: string,
  hashes: string[],
  now: Date,
) {
  await q.query(`delete from auth.mfa_recovery_codes where recovery_code_set_id = $1`, [setId]);
  await q.query(
    `update auth.mfa_recovery_code_sets set hash_key = $2, failed_verification_count = 0,
       verification_locked_until = null, updated_at = $3::timestamptz where id = $1`,
    [setId, hashKey, now],
  );
  await q.query(
    `insert into auth.mfa_recovery_codes (id, recovery_code_set_id, code_hash, created_at)
     select gen_random_uuid(), $1, h, $3::timestamptz from unnest($2::text[]) as h`,
    [setId, hashes, now],
  );
}

/** Marks the unused code with this hash used; false when there is none (wrong or already used). */
export async function consumeRecoveryCode(
  q: Queryable,
  setId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `update auth.mfa_recovery_codes set used_at = $3::timestamptz
     where recovery_code_set_id = $1 and code_hash = $2 and used_at is null returning id`,
    [setId, hash, now],
  );
  return rows.length > 0;
}

export async function recordRecoveryCodeFailure(
  q: Queryable,
  setId: string,
  count: number,
  lockedUntil: Date | null,
  now: Date,
) {
  await q.query(
    `update auth.mfa_recovery_code_sets set failed_verification_count = $2,
       verification_locked_until = $3::timestamptz, updated_at = $4::timestamptz where id = $1`,
    [setId, count, lockedUntil, now],
  );
}

export async function clearRecoveryCodeFailures(q: Queryable, setId: string, now: Date) {
  await q.query(
    `update auth.mfa_recovery_code_sets set failed_verification_count = 0,
       verification_locked_until = null, updated_at = $2::timestamptz where id = $1`,
    [setId, now],
  );
}

/** Deletes the user's recovery-code factor (and so its set) when no other verified factor is left; its id, if so. */
export async function deleteRecoveryCodesWithoutFactor(
  q: Queryable,
  userId: string,
): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    `delete from auth.mfa_factors f where f.user_id = $1 and f.factor_type = 'recovery_code'
       and not exists (select 1 from auth.mfa_factors o where o.user_id = $1
         and o.factor_type <> 'recovery_code' and o.status = 'verified')
     returning f.id`,
    [userId],
  );
  return rows[0]?.id ?? null;
}

export async function deleteRecoveryCodeFactor(q: Queryable, factorId: string) {
  await q.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}

/** Whether the user has a verified factor other than recovery codes. */
export async function hasOtherVerifiedFactor(q: Queryable, userId: string): Promise<boolean> {
  const rows = await q.query<{ n: number }>(
    `select count(*)::int as n from auth.mfa_factors where user_id = $1
       and factor_type <> 'recovery_code' and status = 'verified'`,
    [userId],
  );
  return (rows[0]?.n ?? 0) > 0;
}
