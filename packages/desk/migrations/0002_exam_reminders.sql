-- Exam reminders (issue 24): a signed-in person asks for a mail a chosen number of days before an
-- exam of the site's exam calendar. The exam's dates are the site's data (content/exam-dates.ts,
-- handed to the desk at start-up), not stored here: a reminder for an exam whose date is still
-- expected waits until a deploy announces it. `sent_for` is the exam day a reminder was mailed
-- for, so it is mailed once per date, across processes and restarts (and again if the date moves).

create table desk.exam_reminders (
  id uuid primary key,
  user_id uuid not null,
  exam_id text not null,
  days_before integer not null,
  -- The account's address and language when it was last seen (the embedded server refreshes them
  -- from auth.users before each run); mail goes there.
  email text not null,
  locale text not null,
  created_at timestamptz not null,
  sent_for date,
  sent_at timestamptz
);
create unique index exam_reminders_unique_idx on desk.exam_reminders (user_id, exam_id, days_before);
create index exam_reminders_exam_idx on desk.exam_reminders (exam_id);
