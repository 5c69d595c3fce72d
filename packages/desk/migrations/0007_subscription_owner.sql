-- Issue 31, item 5: a subscription belongs to an account only when it is the account's own address.
-- Before, a signed-in person who subscribed another address was written as its owner, so once that
-- address's owner confirmed, the subscription showed in the first person's data export and was
-- deleted with their account. Unlink such rows (the embedded accounts live in this database).
do $$
begin
  if to_regclass('auth.users') is not null then
    update desk.subscriptions s set user_id = null
    where s.user_id is not null
      and not exists (
        select 1 from auth.users u where u.id = s.user_id and lower(u.email) = lower(s.email)
      );
  end if;
end
$$;
