-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.apply_shopper_order_action(p_id uuid, p_action text, p_from text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
