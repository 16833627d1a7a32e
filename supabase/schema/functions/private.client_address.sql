-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.client_address(p_headers json)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_hops text[] := pg_catalog.string_to_array(p_headers ->> 'x-forwarded-for', ',');
  v_last text := pg_catalog.btrim(v_hops[pg_catalog.cardinality(v_hops)]);
begin
  if v_last is null or v_last = '' then
    return 'unknown';
  end if;
  return pg_catalog.lower(pg_catalog.left(v_last, 100));
end;
$function$;
