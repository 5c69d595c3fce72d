-- Issue 29: "Was this page useful?" at the foot of every page (docs/decisions/0022-service-desk.md,
-- "Page feedback"). One row per vote, and nothing about who voted: no address, no account, no
-- browser. The checks repeat the desk's own (services/feedback.ts), so no other writer can store
-- what the form could not send.
create table desk.page_feedback (
  id bigint generated always as identity primary key,
  path text not null check (char_length(path) between 1 and 100 and path ~ '^/'),
  locale text not null check (locale in ('en', 'hi')),
  useful boolean not null,
  reason text check (
    reason in ('hard-to-understand', 'wrong-or-outdated', 'not-answered', 'broken', 'other')
  ),
  comment text check (char_length(comment) between 1 and 500),
  created_at timestamptz not null,
  -- What was wrong is asked only after No.
  check (not useful or (reason is null and comment is null))
);

-- A page's counts (GET /api/desk/feedback/summary) and, later, the staff's views by page and time.
create index page_feedback_by_path on desk.page_feedback (path, created_at);
