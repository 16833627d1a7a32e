-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.customer_text_problem(p_value text, p_multiline boolean)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
begin
  if p_value is null then
    return null;
  end if;
  if p_multiline then
    if p_value operator(pg_catalog.~) E'[\\x01-\\x09\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]' then
      return 'control_characters';
    end if;
  elsif p_value operator(pg_catalog.~) E'[\\x01-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]' then
    return 'control_characters';
  end if;
  return null;
end;
$function$;
