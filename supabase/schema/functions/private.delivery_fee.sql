-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.delivery_fee(p_fee numeric, p_free_threshold numeric, p_subtotal numeric)
 RETURNS numeric
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  return case when p_free_threshold is not null and p_subtotal >= p_free_threshold then 0::numeric else p_fee end;
end;
$function$;
