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
};

const COLUMNS = `id, user_id, auth_code, code_challenge_method::text as code_challenge_method, code_challenge, provider_type,
  authentication_method, created_at, auth_code_issued_at`;

export async function insertFlowState(
  q: Queryable,
  f: { userId: string; method: "s256" | "plain"; challenge: string; providerType: string; authenticationMethod: string },
  now: Date,
) {
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
  await q.query(`update auth.flow_state set auth_code_issued_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1`, [id, now]);
}

export async function flowStateByAuthCode(q: Queryable, authCode: string) {
  const rows = await q.query<FlowStateRow>(`select ${COLUMNS} from auth.flow_state where auth_code = $1 limit 1 for update`, [authCode]);
  return rows[0];
}

export async function deleteFlowState(q: Queryable, id: string) {
  await q.query(`delete from auth.flow_state where id = $1`, [id]);
}
