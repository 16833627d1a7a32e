-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.order_path(p_order orders)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  return case when p_order.locale = 'ar' then '/ar' else '' end
    || '/order/' || p_order.id::text || '?key=' || p_order.access_key;
end;
$function$;
