-- Cancelling an order gives back what it took, exactly once.
--
-- The owner cancels an order by setting its status to 'cancelled' (in the Supabase dashboard).
-- The order's lines that took stock (order_items.stock_source) put their quantity back on the
-- row they took it from, and the discount code it used gets its use back, so the units and the
-- code's remaining uses can be sold again.
--
-- Exactly once: the trigger fires only on the change from another status to 'cancelled'.
-- Setting 'cancelled' again changes nothing, and two concurrent cancellations are serialised by
-- the order's row lock: the second sees the order already cancelled and its trigger does not
-- fire. A cancelled order cannot be reopened (that would need its stock and code use taken again,
-- which may no longer be there); the owner places a new order instead.
--
-- Rows are locked in place_order()'s global order (items by id, then variants by id, then the
-- code), so a cancellation and concurrent orders queue rather than deadlock.

create or replace function private.return_cancelled_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'cancelled' then
    raise exception 'order % is cancelled and cannot be reopened', old.id
      using errcode = 'P0001', hint = 'Place a new order instead.';
  end if;

  perform 1 from public.items it
  where it.id in (select oi.item_id from public.order_items oi where oi.order_id = new.id and oi.stock_source = 'item')
  order by it.id
  for update;

  perform 1 from public.item_variants iv
  where iv.id in (select oi.variant_id from public.order_items oi where oi.order_id = new.id and oi.stock_source = 'variant')
  order by iv.id
  for update;

  update public.items it
  set inventory = it.inventory + s.quantity
  from (
    select oi.item_id, sum(oi.quantity) as quantity
    from public.order_items oi
    where oi.order_id = new.id and oi.stock_source = 'item'
    group by oi.item_id
  ) s
  where it.id = s.item_id and it.inventory is not null;

  update public.item_variants iv
  set inventory = iv.inventory + s.quantity
  from (
    select oi.variant_id, sum(oi.quantity) as quantity
    from public.order_items oi
    where oi.order_id = new.id and oi.stock_source = 'variant'
    group by oi.variant_id
  ) s
  where iv.id = s.variant_id and iv.inventory is not null;

  if old.discount_code is not null then
    update public.discount_codes d
    set current_uses = d.current_uses - 1
    where d.store_id = old.store_id and d.code = old.discount_code and d.current_uses > 0;
  end if;

  return new;
end;
$$;

comment on function private.return_cancelled_order() is
  'Trigger: when an order becomes cancelled, puts back the stock its lines took and the discount use it consumed; refuses reopening a cancelled order.';

revoke execute on function private.return_cancelled_order() from public;

-- Fires on the change to 'cancelled' and on any change away from it (refused); never on updates
-- that leave a cancelled order cancelled or a live order live.
create trigger orders_return_on_cancel
  after update of status on public.orders
  for each row
  when ((old.status = 'cancelled') is distinct from (new.status = 'cancelled'))
  execute function private.return_cancelled_order();
