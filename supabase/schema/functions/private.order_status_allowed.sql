-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.order_status_allowed(p_from text, p_to text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select p_from = p_to or (p_from, p_to) in (
    ('pending', 'confirmed'),
    ('confirmed', 'out_for_delivery'),
    ('out_for_delivery', 'delivered'),
    ('pending', 'cancelled'),
    ('confirmed', 'cancelled'),
    ('out_for_delivery', 'cancelled'))
$function$;
