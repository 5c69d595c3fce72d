-- Issue 29, item 1: the figures the site shows are counted, never typed. One row per figure, a
-- running total and nothing about any person: 'requests_answered' (requests that had a first
-- reply from the team; kept when the request itself is purged) and 'download:<path>' (how many
-- times the server sent a template file in full).
create table desk.counters (
  name text primary key check (char_length(name) between 1 and 200),
  value bigint not null default 0 check (value >= 0)
);

-- Requests answered before this table existed still count.
insert into desk.counters (name, value)
  select 'requests_answered', count(distinct request_id)
    from desk.messages where author_kind = 'staff';
