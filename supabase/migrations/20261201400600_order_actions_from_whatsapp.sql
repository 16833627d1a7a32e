-- The owner's buttons in WhatsApp change an order by the same rules as the e-mail's one-tap links
-- (issue 57): the body of apply_order_action() (20261124100400) moves to
-- private.change_order_status(), which records who changed it, and apply_order_action() calls it
-- as 'owner_link', answering exactly as before. The WhatsApp webhook calls it as
-- 'owner_whatsapp' once it has checked the button's signed token and that the tap came from the
-- owner's number (OWNER_WHATSAPP, which only the functions hold).
--
-- Answers {outcome, status, previous_status}:
--   applied       the status changed (recorded in order_events with p_changed_by)
--   already_done  the order already has that status: a second tap, a repeated delivery
--   not_allowed   the status rule refuses the change
--   not_found     no such order
-- The order's row is locked first, so two taps at once are serialised: one applies, the other
-- finds it already done. Cancelling gives back stock and code use once, by the cancellation
-- trigger, as for a cancellation in the dashboard.
create or replace function private.change_order_status(p_id uuid, p_status text, p_changed_by text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_previous text;
  v_changed_by text := pg_catalog.current_setting('momobel.changed_by', true);
begin
  if p_changed_by not in ('owner_link', 'owner_whatsapp', 'shopper') then
    raise exception 'change_order_status: unknown p_changed_by %', p_changed_by using errcode = '22023';
  end if;
  select o.status into v_previous from public.orders o where o.id = p_id for update;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'not_found', 'status', null, 'previous_status', null);
  end if;
  if v_previous = p_status then
    return pg_catalog.jsonb_build_object('outcome', 'already_done', 'status', v_previous, 'previous_status', v_previous);
  end if;
  if not private.order_status_allowed(v_previous, p_status) then
    return pg_catalog.jsonb_build_object('outcome', 'not_allowed', 'status', v_previous, 'previous_status', v_previous);
  end if;

  perform pg_catalog.set_config('momobel.changed_by', p_changed_by, true);
  update public.orders o set status = p_status where o.id = p_id;
  perform pg_catalog.set_config('momobel.changed_by', coalesce(v_changed_by, ''), true);
  return pg_catalog.jsonb_build_object('outcome', 'applied', 'status', p_status, 'previous_status', v_previous);
end;
$$;

comment on function private.change_order_status(uuid, text, text) is
  'An order''s status changed by the status rule, recorded as p_changed_by (owner_link, owner_whatsapp, shopper): applied, already_done, not_allowed or not_found.';

revoke execute on function private.change_order_status(uuid, text, text) from public;

create or replace function public.apply_order_action(p_id uuid, p_status text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.change_order_status(p_id, p_status, 'owner_link')
$$;

-- create or replace keeps the comment and the privileges of 20261124100400: the service role only.

-- The shopper's two quick replies on the cash-on-delivery confirmation, applied once their signed
-- token was checked. p_from is the number the tap came from; only the order's own
-- (orders.shopper_whatsapp) counts. Answers {outcome, status, shopper_confirmed_at}:
--   confirmed          shopper_confirmed_at is now set (the status is the owner's to change)
--   already_confirmed  it was set before: a second tap, a repeated delivery
--   cancelled          the order, pending or confirmed, is now cancelled, recorded as 'shopper';
--                      the cancellation trigger gives back stock and code use, as always
--   already_cancelled  it was cancelled before
--   too_late           out for delivery or delivered (a Confirm also once cancelled): nothing changes
--   not_yours          the tap came from another number: nothing changes
--   not_found          no such order
create or replace function private.apply_shopper_order_action(p_id uuid, p_action text, p_from text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_from text := pg_catalog.regexp_replace(coalesce(p_from, ''), '[^0-9]', '', 'g');
  v_outcome text;
begin
  if p_action not in ('confirm', 'cancel') then
    raise exception 'apply_shopper_order_action: unknown p_action %', p_action using errcode = '22023';
  end if;
  select o.* into v_order from public.orders o where o.id = p_id for update;
  if not found then
    return pg_catalog.jsonb_build_object('outcome', 'not_found', 'status', null, 'shopper_confirmed_at', null);
  end if;
  if v_order.shopper_whatsapp is null or v_from is distinct from v_order.shopper_whatsapp then
    v_outcome := 'not_yours';
  elsif p_action = 'confirm' then
    if v_order.shopper_confirmed_at is not null then
      v_outcome := 'already_confirmed';
    elsif v_order.status in ('cancelled', 'delivered') then
      v_outcome := 'too_late';
    else
      update public.orders o set shopper_confirmed_at = pg_catalog.now() where o.id = p_id returning * into v_order;
      v_outcome := 'confirmed';
    end if;
  elsif v_order.status = 'cancelled' then
    v_outcome := 'already_cancelled';
  elsif v_order.status in ('pending', 'confirmed') then
    perform private.change_order_status(p_id, 'cancelled', 'shopper');
    v_order.status := 'cancelled';
    v_outcome := 'cancelled';
  else
    v_outcome := 'too_late';
  end if;
  return pg_catalog.jsonb_build_object('outcome', v_outcome, 'status', v_order.status, 'shopper_confirmed_at', v_order.shopper_confirmed_at);
end;
$$;

comment on function private.apply_shopper_order_action(uuid, text, text) is
  'The shopper''s Confirm or Cancel from WhatsApp, from the order''s own number only: confirmed, already_confirmed, cancelled, already_cancelled, too_late, not_yours or not_found.';

revoke execute on function private.apply_shopper_order_action(uuid, text, text) from public;
