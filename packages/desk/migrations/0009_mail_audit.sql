-- Issue 32, item 1: the on-call mail of a request flagged "possible risk" is in the audit log when
-- it is sent and each time sending it fails. A mail that is to be audited carries here which
-- request it is about and the step's name ({"request_id", "reference", "step"}); other mail: null.
alter table desk.mail_outbox add column audit jsonb;
