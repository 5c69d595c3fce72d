/** GoTrue's JSON shapes for User, Identity and Session (§4 of the reference). */
import type { FactorRow } from "../storage/factors.ts";
import type { IdentityRow, UserRow, UserWithIdentities } from "../storage/users.ts";

export function ts(v: Date | string | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  const d = v instanceof Date ? v : new Date(/[zZ]|[+-]\d\d(:?\d\d)?$/.test(v) ? v : `${v}Z`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export function identityJson(i: IdentityRow) {
  const out: Record<string, unknown> = {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
  };
  if (i.last_sign_in_at) out.last_sign_in_at = ts(i.last_sign_in_at);
  out.created_at = ts(i.created_at);
  out.updated_at = ts(i.updated_at);
  if (i.email) out.email = i.email;
  return out;
}

/** GoTrue's Factor JSON (§4.4): no secret; `phone` is "" unless a phone factor. */
export function factorJson(f: FactorRow) {
  const out: Record<string, unknown> = {
    id: f.id,
    created_at: ts(f.created_at),
    updated_at: ts(f.updated_at),
    status: f.status,
  };
  if (f.friendly_name) out.friendly_name = f.friendly_name;
  out.factor_type = f.factor_type;
  out.phone = f.phone ?? "";
  out.last_challenged_at = ts(f.last_challenged_at) ?? null;
  if (f.web_authn_aaguid) out.web_authn_aaguid = f.web_authn_aaguid;
  if (f.last_webauthn_challenge_data)
    out.last_webauthn_challenge_data = f.last_webauthn_challenge_data;
  return out;
}

export function userJson(u: UserRow & { identities?: IdentityRow[]; factors?: FactorRow[] }) {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? "",
    role: u.role ?? "",
    email: u.email ?? "",
  };
  const optional: [string, Date | string | null][] = [
    ["email_confirmed_at", u.email_confirmed_at],
    ["invited_at", u.invited_at],
  ];
  for (const [k, v] of optional) if (v) out[k] = ts(v);
  out.phone = u.phone ?? "";
  const more: [string, Date | string | null][] = [
    ["phone_confirmed_at", u.phone_confirmed_at],
    ["confirmation_sent_at", u.confirmation_sent_at],
    ["confirmed_at", u.confirmed_at],
    ["recovery_sent_at", u.recovery_sent_at],
  ];
  for (const [k, v] of more) if (v) out[k] = ts(v);
  if (u.email_change) out.new_email = u.email_change;
  if (u.email_change_sent_at) out.email_change_sent_at = ts(u.email_change_sent_at);
  if (u.phone_change) out.new_phone = u.phone_change;
  if (u.phone_change_sent_at) out.phone_change_sent_at = ts(u.phone_change_sent_at);
  if (u.reauthentication_sent_at) out.reauthentication_sent_at = ts(u.reauthentication_sent_at);
  if (u.last_sign_in_at) out.last_sign_in_at = ts(u.last_sign_in_at);
  out.app_metadata = u.raw_app_meta_data ?? {};
  out.user_metadata = u.raw_user_meta_data ?? {};
  if (u.factors?.length) out.factors = u.factors.map(factorJson);
  out.identities = (u.identities ?? []).map(identityJson);
  out.created_at = ts(u.created_at);
  out.updated_at = ts(u.updated_at);
  if (u.banned_until) out.banned_until = ts(u.banned_until);
  if (u.deleted_at) out.deleted_at = ts(u.deleted_at);
  out.is_anonymous = u.is_anonymous;
  return out;
}

export type SessionJson = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
  provider_token?: string;
  provider_refresh_token?: string;
};

export function sessionJson(
  user: UserWithIdentities,
  t: { accessToken: string; exp: number; now: number; refreshToken: string },
): SessionJson {
  return {
    access_token: t.accessToken,
    token_type: "bearer",
    expires_in: t.exp - t.now,
    expires_at: t.exp,
    refresh_token: t.refreshToken,
    user: userJson(user),
  };
}
