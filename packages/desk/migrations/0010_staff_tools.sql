-- Issue 32, items 3 and 4: staff tools and "Did this help?".
-- Saved replies: the team's own texts per language, with {name} and {reference} filled in when
-- inserted. Staff data (never in a person's export); who wrote one is forgotten with the account.
create table desk.saved_replies (
  id uuid primary key default gen_random_uuid(),
  language text not null check (language in ('en', 'hi')),
  title text not null,
  body text not null,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index saved_replies_language on desk.saved_replies (language, title);

-- The name a staff member's replies are signed with (asked before the first reply).
create table desk.staff_profiles (
  user_id uuid primary key,
  display_name text not null,
  updated_at timestamptz not null
);

-- When a staff member first opened the request ("Read by the desk" on the person's page); when
-- the missed reply-time target was mailed to the operator (once per request); the person's answer
-- to "Did this help?" once the request is closed.
alter table desk.requests add column read_at timestamptz;
alter table desk.requests add column target_missed_at timestamptz;
alter table desk.requests add column helped boolean;
alter table desk.requests add column helped_words text;
alter table desk.requests add column helped_at timestamptz;
