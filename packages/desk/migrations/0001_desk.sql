-- The service desk's own schema (docs/decisions/0022-service-desk.md). No foreign key reaches into
-- auth.*: with hosted Supabase the accounts live elsewhere; account deletion removes desk rows
-- explicitly, and the daily purge sweeps rows of accounts that are gone.

create table desk.secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null
);

create table desk.requests (
  id uuid primary key,
  reference text not null unique,
  kind text not null,
  status text not null,
  name text not null,
  email text,
  phone text,
  language text not null,
  best_time text,
  details jsonb not null default '{}'::jsonb,
  source_path text,
  consent_at timestamptz not null,
  user_id uuid,
  token_salt text not null,
  token_hash text not null unique,
  assigned_to uuid,
  assigned_name text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- Set while the next move is the team's (new request, the person wrote): when that began.
  waiting_since timestamptz,
  reply_due_at timestamptz,
  closed_at timestamptz
);
create index requests_open_idx on desk.requests (status, waiting_since);
create index requests_user_idx on desk.requests (user_id) where user_id is not null;
create index requests_email_idx on desk.requests (lower(email), created_at) where email is not null;
create index requests_phone_idx on desk.requests (phone, created_at) where phone is not null;
create index requests_closed_idx on desk.requests (closed_at) where closed_at is not null;

create table desk.messages (
  id bigserial primary key,
  request_id uuid not null references desk.requests (id) on delete cascade,
  -- person | staff | note (a note is never shown to the person)
  author_kind text not null,
  author_id uuid,
  author_name text,
  body text not null,
  created_at timestamptz not null
);
create index messages_request_idx on desk.messages (request_id, id);

create table desk.audit_log (
  id bigserial primary key,
  request_id uuid references desk.requests (id) on delete set null,
  reference text,
  actor_id uuid,
  actor_email text,
  action text not null,
  detail jsonb not null default '{}'::jsonb,
  at timestamptz not null
);
create index audit_request_idx on desk.audit_log (request_id, id);

create table desk.events (
  id bigserial primary key,
  request_id uuid,
  -- staff: only the desk sees it; both: the person's page too
  audience text not null,
  type text not null,
  payload jsonb not null,
  person_payload jsonb,
  created_at timestamptz not null
);
create index events_request_idx on desk.events (request_id, id);
create index events_created_idx on desk.events (created_at);

create table desk.mail_outbox (
  id bigserial primary key,
  created_at timestamptz not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  headers jsonb not null default '{}'::jsonb,
  next_attempt_at timestamptz not null,
  attempts integer not null default 0,
  last_error text
);
create index mail_outbox_due_idx on desk.mail_outbox (next_attempt_at);

create table desk.subscriptions (
  id uuid primary key,
  email text not null,
  locale text not null,
  status text not null, -- pending | confirmed
  source_path text,
  user_id uuid,
  consent_at timestamptz,
  confirmed_at timestamptz,
  confirm_token_hash text,
  confirm_sent_at timestamptz,
  created_at timestamptz not null
);
create unique index subscriptions_email_idx on desk.subscriptions (lower(email));
create index subscriptions_confirm_idx on desk.subscriptions (confirm_token_hash);

create table desk.jobs (
  name text primary key,
  next_run_at timestamptz not null,
  last_run_at timestamptz
);

create table desk.staff_presence (
  user_id uuid primary key,
  name text,
  seen_at timestamptz not null
);
