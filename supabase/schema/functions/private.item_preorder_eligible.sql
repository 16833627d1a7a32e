-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.item_preorder_eligible(p_item_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_eligible boolean;
begin
  select it.is_out_of_stock
         or coalesce(it.inventory <= 0, false)
         or (exists (select 1 from public.item_variants iv where iv.item_id = it.id)
             and not exists (select 1 from public.item_variants iv
                             where iv.item_id = it.id and not iv.is_out_of_stock and (iv.inventory is null or iv.inventory > 0)))
    into v_eligible
  from public.items it
  where it.id = p_item_id;
  return coalesce(v_eligible, false);
end;
$function$;
