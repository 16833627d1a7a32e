-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.unit_price(p_item items, p_variant item_variants)
 RETURNS numeric
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  if p_variant.id is not null then
    return coalesce(p_variant.sale_price, p_variant.price);
  end if;
  return coalesce(p_item.sale_price, p_item.price);
end;
$function$;
