-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.record_site_rebuild(p_id bigint, p_http_status integer, p_error text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  update public.site_rebuilds r
  set answered_at = now(), http_status = p_http_status, error = pg_catalog.left(p_error, 1000)
  where r.id = p_id and r.answered_at is null;
$function$;
