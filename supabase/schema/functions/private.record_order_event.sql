-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.record_order_event()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.order_events (order_id, status, changed_by)
  values (new.id, new.status, coalesce(nullif(pg_catalog.current_setting('momobel.changed_by', true), ''), 'dashboard'));
  return new;
end;
$function$;
