-- Issue 24: a signed-in person's checklist ticks, so they follow them to any device
-- (docs/decisions/0022-service-desk.md, "Checklist ticks"). One row per item a person ever ticked
-- or unticked: `ticked` false is kept (an untick is news too), so two devices merge per item by the
-- time of each change and never undo each other. No foreign key into auth.*: erased with the account
-- and swept by the daily purge, as the desk's other rows.
create table desk.checklist_ticks (
  user_id uuid not null,
  checklist text not null,
  item text not null,
  ticked boolean not null,
  updated_at timestamptz not null,
  primary key (user_id, checklist, item)
);
