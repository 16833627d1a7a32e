-- Order statuses with a history (docs/decisions/0021-order-statuses-and-history.md).
--
-- An order goes pending → confirmed → out_for_delivery → delivered, or is cancelled from any
-- status but delivered. Nothing else: delivered and cancelled are final, and no step is skipped
-- or taken back. The database refuses any other change, whoever makes it (the dashboard, the
-- owner's e-mail links, a script): invalid_status_change {from, to} (SQLSTATE P0001, HTTP 400
-- through PostgREST). Setting the status an order already has is no change and passes.
--
-- Every status an order takes is a row of public.order_events (order_id, status, created_at,
-- changed_by), written by a trigger on the order's insert and on every change of its status, so
-- edits in the Supabase dashboard are recorded like the others. changed_by says who:
--   shopper     the shopper placing the order (place_order())
--   owner_link  the owner, from a link in the new-order e-mail (the order-action function)
--   dashboard   anything else: the dashboard, SQL, scripts
-- Whoever is not the dashboard says so for its own transaction only:
--   select set_config('momobel.changed_by', 'owner_link', true);
-- place_order() does this for the shopper: the function of 20261122140300 moves to
-- private.store_order() unchanged, and public.place_order() sets 'shopper' around it.
--
-- Cancellation keeps giving back stock and code use exactly once
-- (20261122140400_order_cancellation.sql): its trigger is unchanged, and the transition rule
-- refuses leaving 'cancelled' before it runs.

alter table public.orders drop constraint orders_status_check;
alter table public.orders add constraint orders_status_check
  check (status in ('pending', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled'));

create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  status text not null check (status in ('pending', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled')),
  changed_by text not null check (changed_by in ('shopper', 'owner_link', 'dashboard')),
  created_at timestamptz not null default now()
);

comment on table public.order_events is
  'Every status each order took, when and by whom (shopper, owner_link, dashboard); written by triggers on public.orders only.';

create index order_events_order_id_idx on public.order_events (order_id, created_at, id);

-- Private like the orders themselves (20261122000500_private_tables.sql): row level security on
-- with no policy, and no privileges for shoppers; get_order() shows an order's history to the
-- holder of its key. The service role (the owner's tools) bypasses RLS.
alter table public.order_events enable row level security;
revoke all on public.order_events from anon, authenticated;

-- The statuses an order may go to from each status.
create or replace function private.order_status_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_from = p_to or (p_from, p_to) in (
    ('pending', 'confirmed'),
    ('confirmed', 'out_for_delivery'),
    ('out_for_delivery', 'delivered'),
    ('pending', 'cancelled'),
    ('confirmed', 'cancelled'),
    ('out_for_delivery', 'cancelled'))
$$;

comment on function private.order_status_allowed(text, text) is
  'The order status rule: pending → confirmed → out_for_delivery → delivered, cancelled from any but delivered.';

create or replace function private.refuse_invalid_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.order_status_allowed(old.status, new.status) then
    perform private.raise_error('invalid_status_change', pg_catalog.jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return new;
end;
$$;

comment on function private.refuse_invalid_status_change() is
  'Trigger: refuses an order status change the status rule does not allow (invalid_status_change).';

-- Before the update, so a refused change writes nothing and fires no other trigger.
create trigger orders_status_rule
  before update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function private.refuse_invalid_status_change();

-- security definer: the event is written as the owner whoever changes the order (the service
-- role, a dashboard user), so no one needs privileges on order_events itself.
create or replace function private.record_order_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.order_events (order_id, status, changed_by)
  values (new.id, new.status, coalesce(nullif(pg_catalog.current_setting('momobel.changed_by', true), ''), 'dashboard'));
  return new;
end;
$$;

comment on function private.record_order_event() is
  'Trigger: records an order''s new status in order_events, changed_by from the transaction''s momobel.changed_by (default dashboard).';

create trigger orders_record_insert_event
  after insert on public.orders
  for each row
  execute function private.record_order_event();

create trigger orders_record_status_event
  after update of status on public.orders
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_order_event();

revoke execute on function private.order_status_allowed(text, text) from public;
revoke execute on function private.refuse_invalid_status_change() from public;
revoke execute on function private.record_order_event() from public;

-- Orders placed before this migration: their placing, and their status now when it has moved on
-- (what happened between is not known).
insert into public.order_events (order_id, status, changed_by, created_at)
select o.id, 'pending', 'shopper', o.created_at from public.orders o;
insert into public.order_events (order_id, status, changed_by)
select o.id, o.status, 'dashboard' from public.orders o where o.status <> 'pending';

-- place_order() records its order as the shopper's. The function itself moves, unchanged, to
-- private.store_order(); shoppers keep calling public.place_order() with the same payload and
-- get the same answer and errors.
alter function public.place_order(jsonb) set schema private;
alter function private.place_order(jsonb) rename to store_order;
revoke execute on function private.store_order(jsonb) from public, anon, authenticated, service_role;

comment on function private.store_order(jsonb) is
  'Validates, prices (from the catalogue), takes stock for and inserts one order with its lines, as the shopper confirmed it; called by public.place_order(). See its migrations for the contract.';

-- security definer: it runs as the owner, who alone may call private.store_order(). The setting
-- is put back afterwards, so the rest of a transaction that placed an order (a test, a script)
-- is not taken for the shopper's.
create function public.place_order(p_order jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed_by text := pg_catalog.current_setting('momobel.changed_by', true);
  v_answer jsonb;
begin
  perform pg_catalog.set_config('momobel.changed_by', 'shopper', true);
  v_answer := private.store_order(p_order);
  perform pg_catalog.set_config('momobel.changed_by', coalesce(v_changed_by, ''), true);
  return v_answer;
end;
$$;

comment on function public.place_order(jsonb) is
  'Places one order as the shopper confirmed it (private.store_order()) and records it as placed by the shopper. See its migrations for the contract.';

-- Functions are executable by PUBLIC by default; take that back and grant it role by role.
revoke execute on function public.place_order(jsonb) from public;
-- anon may execute it on purpose (Supabase advisor finding anon_security_definer_function_executable,
-- accepted for place_order, check_discount and get_order): it is the shoppers' whole write path
-- for orders, checks everything it writes and answers nothing about other orders.
grant execute on function public.place_order(jsonb) to anon, authenticated, service_role;
