-- apply_order_action(p_id, p_status): the owner's one-tap actions from the new-order e-mail
-- (issue 19), applied by the order-action edge function after it has checked the link's signed
-- token. Only the service role (that function) may call it.
--
-- Answers {outcome, status, previous_status}:
--   applied       the status changed (recorded in order_events by 'owner_link')
--   already_done  the order already has that status: a second tap, or a scanner's replay;
--                 nothing changes
--   not_allowed   the status rule refuses the change (Delivered on a cancelled order, Confirm
--                 after delivery); nothing changes
--   not_found     no such order
-- The order's row is locked first, so two taps at once are serialised: one applies, the other
-- finds it already done. Cancelling gives back stock and code use once, by the cancellation
-- trigger, as for a cancellation in the dashboard.

create or replace function public.apply_order_action(p_id uuid, p_status text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_previous text;
begin
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

  perform pg_catalog.set_config('momobel.changed_by', 'owner_link', true);
  update public.orders o set status = p_status where o.id = p_id;
  perform pg_catalog.set_config('momobel.changed_by', '', true);
  return pg_catalog.jsonb_build_object('outcome', 'applied', 'status', p_status, 'previous_status', v_previous);
end;
$$;

comment on function public.apply_order_action(uuid, text) is
  'The owner''s e-mail action on an order (order-action function only): applied, already_done, not_allowed or not_found; recorded as owner_link.';

-- Only the order-action function (service role) applies actions; shoppers get nothing, although
-- the project's default privileges would grant anon and authenticated every new public function.
revoke execute on function public.apply_order_action(uuid, text) from public, anon, authenticated;
grant execute on function public.apply_order_action(uuid, text) to service_role;
