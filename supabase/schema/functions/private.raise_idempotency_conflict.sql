-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.raise_idempotency_conflict(p_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise sqlstate 'PGRST' using
    message = pg_catalog.json_build_object(
      'code', 'P0001', 'message', 'idempotency_conflict',
      'details', pg_catalog.json_build_object('id', p_id)::text, 'hint', null)::text,
    detail = pg_catalog.json_build_object('status', 409, 'headers', pg_catalog.json_build_object())::text;
end;
$function$;
