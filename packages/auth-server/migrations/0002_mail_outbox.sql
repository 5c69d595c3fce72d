-- Mail waiting to be sent. Services record mail here inside their transaction; the mail service
-- sends it after the commit (and again after a restart or a failed attempt), so a rolled-back
-- transaction sends nothing and no transaction waits on SMTP.
create table auth_server.mail_outbox (
  id bigserial primary key,
  created_at timestamptz not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text
);
create index mail_outbox_due_idx on auth_server.mail_outbox (next_attempt_at);
