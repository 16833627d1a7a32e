-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.handle_from_name(p_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select nullif(pg_catalog.btrim(pg_catalog.left(
    pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.regexp_replace(pg_catalog.lower(p_name), '[''’]', '', 'g'), '[^a-z0-9]+', '-', 'g'), '-'),
    90), '-'), '');
$function$;
