-- Issue 32, item 5: how often each page of the site is read, per day (IST), counted by the site
-- server as it sends a prerendered page's HTML (packages/web/server/page-views.ts) and added here
-- in batches. One row per page and day with a number, and nothing else: no address, cookie,
-- browser, referrer or time of day, so no row can be tied to a person or a visit. Rows older than
-- PAGE_VIEWS_KEEP_DAYS (services/page-views.ts) are deleted by the daily purge.
create table desk.page_views (
  path text not null check (char_length(path) between 1 and 100 and path ~ '^/'),
  day date not null,
  views bigint not null check (views > 0),
  primary key (path, day)
);

-- The purge and the staff's Pages view read by day.
create index page_views_by_day on desk.page_views (day);
