-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.current_transaction_version()
 RETURNS bigint
 LANGUAGE sql
 SET search_path TO ''
AS $function$ select pg_current_xact_id()::text::bigint $function$;
