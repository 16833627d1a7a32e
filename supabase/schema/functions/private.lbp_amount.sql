-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.lbp_amount(p_usd numeric, p_lbp_per_usd integer)
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select (pg_catalog.round(p_usd * p_lbp_per_usd / 1000.0) * 1000)::bigint
$function$;
