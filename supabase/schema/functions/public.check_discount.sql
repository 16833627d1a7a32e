-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.check_discount(p_code text, p_subtotal numeric)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_detail text;
begin
  return private.discount_quote(p_code, p_subtotal);
exception when sqlstate 'P0001' then
  if coalesce(current_setting('request.headers', true), '') = '' then
    raise;
  end if;
  get stacked diagnostics v_detail = pg_exception_detail;
  perform pg_catalog.set_config('response.status', '400', true);
  return pg_catalog.jsonb_build_object('code', 'P0001', 'message', sqlerrm, 'details', nullif(v_detail, ''), 'hint', null);
end;
$function$;
