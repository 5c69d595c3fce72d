-- Issue 30, item 7: SPEC.md's home and /contact message form asks for a subject and who the help
-- is for (student, patient, general; student by default). Both are kept on the request: the staff
-- queue shows them and filters by the support type, so a request reaches who handles its kind of
-- person. Optional, so the request form's rows (which ask for neither) and older rows stay as they
-- are. The checks repeat the desk's own (services/validate.ts).
alter table desk.requests
  add column subject text check (char_length(subject) between 1 and 150),
  add column support_type text check (support_type in ('student', 'patient', 'general'));

-- The queue filtered by support type (GET /api/desk/staff/requests?support=patient).
create index requests_support_idx on desk.requests (support_type, status)
  where support_type is not null;
