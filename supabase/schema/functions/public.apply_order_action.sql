-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.apply_order_action(p_id uuid, p_status text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
