-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.give_item_a_handle()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.handle := private.free_item_handle(
    new.store_id,
    coalesce(private.handle_from_name(new.name), 'product-' || pg_catalog.left(new.id::text, 8)),
    new.id);
  return new;
end;
$function$;
