-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.new_order_access_key()
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  return pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
end;
$function$;
