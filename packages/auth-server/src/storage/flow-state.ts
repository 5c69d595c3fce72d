/** auth.flow_state: PKCE code challenges waiting for a link to be followed, then for the code exchange. */
import type { Queryable } from "./db.ts";

export type FlowStateRow = {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: "s256" | "plain";
  code_challenge: string;
  provider_type: string;
  authentication_method: string;
  created_at: Date | string;
  auth_code_issued_at: Date | string | null;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
};

const COLUMNS = `id, user_id, auth_code, code_challenge_method::text as code_challenge_method, code_challenge, provider_type,
  authentication_method, created_at, auth_code_issued_at, provider_access_token, provider_refresh_token`;

/**
 * Flow states nobody finished (a link never followed, a provider login abandoned) are removed once a
 * day old, as GoTrue's cleanup does with the same created_at index; run on each new flow, so the
 * table stays bounded by a day of starts (themselves rate-limited per IP).
 */
async function deleteStaleFlowStates(q: Queryable, now: Date) {
  await q.query(
    `delete from auth.flow_state where created_at < $1::timestamptz - interval '24 hours'`,
    [now],
  );
}

export async function insertFlowState(
  q: Queryable,
  f: {
    userId: string;
    method: "s256" | "plain";
    challenge: string;
    providerType: string;
    authenticationMethod: string;
  },
  now: Date,
) {
  await deleteStaleFlowStates(q, now);
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values (gen_random_uuid(), $1, gen_random_uuid()::text, $2::auth.code_challenge_method, $3, $4, $5, $6::timestamptz, $6::timestamptz)`,
    [f.userId, f.method, f.challenge, f.providerType, f.authenticationMethod, now],
  );
}

/** The user's newest flow state for this method (GoTrue FindFlowStateByUserID). */
export async function latestFlowState(q: Queryable, userId: string, authenticationMethod: string) {
  const rows = await q.query<FlowStateRow>(
    `select ${COLUMNS} from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, authenticationMethod],
  );
  return rows[0];
}

export async function markAuthCodeIssued(q: Queryable, id: string, now: Date) {
  await q.query(
    `update auth.flow_state set auth_code_issued_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1`,
    [id, now],
  );
}

export async function flowStateByAuthCode(q: Queryable, authCode: string) {
  const rows = await q.query<FlowStateRow>(
    `select ${COLUMNS} from auth.flow_state where auth_code = $1 limit 1 for update`,
    [authCode],
  );
  return rows[0];
}

export async function deleteFlowState(q: Queryable, id: string) {
  await q.query(`delete from auth.flow_state where id = $1`, [id]);
}

/** An external sign-in in progress (GoTrue NewFlowState for OAuth): its id is the `state` sent to the provider. */
export type OAuthFlowStateRow = {
  id: string;
  user_id: string | null;
  auth_code: string | null;
  code_challenge: string | null;
  provider_type: string;
  referrer: string | null;
  linking_target_id: string | null;
  created_at: Date | string;
};

export async function insertOAuthFlowState(
  q: Queryable,
  f: {
    providerType: string;
    pkce: { method: "s256" | "plain"; challenge: string } | undefined;
    referrer: string;
    linkingTargetId: string | null;
  },
  now: Date,
): Promise<string> {
  await deleteStaleFlowStates(q, now);
  const rows = await q.query<{ id: string }>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, referrer, linking_target_id, created_at, updated_at)
     values (gen_random_uuid(), null, case when $2::text is null then null else gen_random_uuid()::text end,
       $2::auth.code_challenge_method, $3, $1, 'oauth', $4, $5::uuid, $6::timestamptz, $6::timestamptz)
     returning id`,
    [
      f.providerType,
      f.pkce?.method ?? null,
      f.pkce?.challenge ?? null,
      f.referrer || null,
      f.linkingTargetId,
      now,
    ],
  );
  return rows[0]!.id;
}

export async function oauthFlowStateById(q: Queryable, id: string, forUpdate = false) {
  const rows = await q.query<OAuthFlowStateRow>(
    `select id, user_id, auth_code, code_challenge, provider_type, referrer, linking_target_id::text as linking_target_id, created_at
     from auth.flow_state where id = $1::uuid and authentication_method = 'oauth' limit 1${forUpdate ? " for update" : ""}`,
    [id],
  );
  return rows[0];
}

/** PKCE: the callback names the user and keeps the provider's tokens for the code exchange. */
export async function completeOAuthFlowState(
  q: Queryable,
  id: string,
  userId: string,
  providerTokens: { access: string; refresh: string },
  now: Date,
) {
  await q.query(
    `update auth.flow_state set user_id = $2, provider_access_token = $3, provider_refresh_token = $4,
       auth_code_issued_at = $5::timestamptz, updated_at = $5::timestamptz where id = $1`,
    [id, userId, providerTokens.access, providerTokens.refresh, now],
  );
}
