-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.phone_is_valid(p_phone text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  v_digits integer;
begin
  if p_phone is null or not p_phone operator(pg_catalog.~) '^(\+|00)?[0-9 .()-]+$' then
    return false;
  end if;
  v_digits := pg_catalog.char_length(pg_catalog.regexp_replace(pg_catalog.regexp_replace(p_phone, '^(\+|00)', ''), '[^0-9]', '', 'g'));
  return v_digits between 7 and 15;
end;
$function$;
