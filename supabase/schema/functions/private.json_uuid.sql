-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.json_uuid(p_value jsonb)
 RETURNS uuid
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  if pg_catalog.jsonb_typeof(p_value) = 'string'
    and (p_value #>> '{}') operator(pg_catalog.~*) '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then
    return (p_value #>> '{}')::uuid;
  end if;
  return null;
end;
$function$;
