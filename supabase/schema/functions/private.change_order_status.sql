-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.change_order_status(p_id uuid, p_status text, p_changed_by text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
