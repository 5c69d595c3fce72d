-- Issue 30: a request whose text speaks of an acute danger (suicide, self-harm, overdose or
-- poisoning, abuse and violence: @saathi/desk/crisis-terms, the list site search uses) is flagged
-- "possible risk" (DESIGN.md "Service desk"): the staff queue lists it first and the operator's
-- mail says so in its subject. Set when the request is made or when the person writes again;
-- never cleared by the person.
alter table desk.requests add column possible_risk boolean not null default false;
