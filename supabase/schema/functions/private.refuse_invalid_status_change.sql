-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.refuse_invalid_status_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not private.order_status_allowed(old.status, new.status) then
    perform private.raise_error('invalid_status_change', pg_catalog.jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return new;
end;
$function$;
