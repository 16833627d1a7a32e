-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.return_cancelled_order()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
