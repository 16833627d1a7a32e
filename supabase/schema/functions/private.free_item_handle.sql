-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.free_item_handle(p_store_id uuid, p_base text, p_item_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_candidate text := p_base;
  v_suffix integer := 1;
begin
  while exists (select from public.items i where i.store_id = p_store_id and i.handle = v_candidate and i.id <> p_item_id) loop
    v_suffix := v_suffix + 1;
    v_candidate := p_base || '-' || v_suffix;
  end loop;
  return v_candidate;
end;
$function$;
