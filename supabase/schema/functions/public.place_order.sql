-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.place_order(p_order jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_changed_by text := pg_catalog.current_setting('momobel.changed_by', true);
  v_answer jsonb;
begin
  perform pg_catalog.set_config('momobel.changed_by', 'shopper', true);
  v_answer := private.store_order(p_order);
  perform pg_catalog.set_config('momobel.changed_by', coalesce(v_changed_by, ''), true);
  return v_answer;
end;
$function$;
