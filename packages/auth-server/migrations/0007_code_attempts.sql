-- Attempts at guessable secrets (mailed and texted codes, MFA challenges, reauthentication nonces,
-- recovery codes): one row per code or challenge, counted before the code is compared, so that
-- AUTH_CODE_MAX_ATTEMPTS wrong guesses burn it whichever process answers. Rows of codes that
-- expired are pruned (services/attempts.ts).
create table auth_server.code_attempts (
  key text primary key,
  attempts integer not null,
  updated_at timestamptz not null
);
create index code_attempts_updated_at_idx on auth_server.code_attempts (updated_at);
