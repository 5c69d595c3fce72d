-- Issue 10 (one-time codes and links): the console mailer (no SMTP) prints each mail's link and
-- code on a line of their own; the outbox keeps that line until the mail is logged. Never filled
-- when real SMTP is configured.
alter table auth_server.mail_outbox add column if not exists log_note text;
-- GoTrue looks flow states up by user and method, newest first (verify) and by auth code (token).
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);
