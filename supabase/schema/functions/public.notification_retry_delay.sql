-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.notification_retry_delay(p_attempt integer)
 RETURNS interval
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_attempt >= 10 then null
    when p_attempt <= 3 then interval '0'
    else least(interval '1 minute' * pg_catalog.power(2, p_attempt - 3), interval '1 hour')
  end
$function$;
