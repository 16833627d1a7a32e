-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.log_catalog_removal()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.catalog_removals (kind, id, item_id, store_id, removed_in)
  values (tg_argv[0], old.id, (to_jsonb(old) ->> 'item_id')::uuid, (to_jsonb(old) ->> 'store_id')::uuid,
          private.current_transaction_version());
  return old;
end;
$function$;
