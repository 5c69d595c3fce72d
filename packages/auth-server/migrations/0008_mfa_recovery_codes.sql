-- MFA recovery codes (supabase-js auth.mfa.recoveryCodes; GoTrue's recovery-codes factor): one
-- factor of type recovery_code per user, with one set of single-use codes. Codes are stored as
-- HMAC-SHA256 under a random key kept with their set (see services/recovery-codes.ts for why a
-- fast keyed hash is right for 80-bit random codes); wrong attempts are counted on the set.
alter type auth.factor_type add value if not exists 'recovery_code';

create table if not exists auth.mfa_recovery_code_sets (
  id uuid primary key,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  mfa_factor_id uuid not null unique references auth.mfa_factors (id) on delete cascade,
  hash_key text not null,
  failed_verification_count integer not null default 0 check (failed_verification_count >= 0),
  verification_locked_until timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table if not exists auth.mfa_recovery_codes (
  id uuid primary key,
  recovery_code_set_id uuid not null references auth.mfa_recovery_code_sets (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null,
  constraint mfa_recovery_codes_set_hash_unique unique (recovery_code_set_id, code_hash)
);

alter table auth.mfa_recovery_code_sets enable row level security;
alter table auth.mfa_recovery_codes enable row level security;
