-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.apply_order_action(p_id uuid, p_status text)
 RETURNS jsonb
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.change_order_status(p_id, p_status, 'owner_link')
$function$;
