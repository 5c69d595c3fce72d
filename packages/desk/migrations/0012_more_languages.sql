-- Bengali (bn) and Marathi (mr) join English and Hindi: the language checks of 0004 and 0010
-- take every language the site is written in (contract.ts LOCALES).
alter table desk.page_feedback drop constraint page_feedback_locale_check;
alter table desk.page_feedback
  add constraint page_feedback_locale_check check (locale in ('en', 'hi', 'bn', 'mr'));
alter table desk.saved_replies drop constraint saved_replies_language_check;
alter table desk.saved_replies
  add constraint saved_replies_language_check check (language in ('en', 'hi', 'bn', 'mr'));
