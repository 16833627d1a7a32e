-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.whatsapp_digits(p_phone text, p_calling_code text DEFAULT '961'::text, p_national_lengths integer[] DEFAULT '{7,8}'::integer[])
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  v_typed text := pg_catalog.btrim(p_phone);
  v_digits text;
  v_national text;
begin
  if not private.phone_is_valid(v_typed) then
    return null;
  end if;
  v_digits := pg_catalog.regexp_replace(pg_catalog.regexp_replace(v_typed, '^(\+|00)', ''), '[^0-9]', '', 'g');
  -- +… and 00… are international already; a trunk 0 kept after the shop's own code is dropped.
  if v_typed operator(pg_catalog.~) '^(\+|00)' then
    if pg_catalog.starts_with(v_digits, p_calling_code || '0') then
      return p_calling_code || pg_catalog.substr(v_digits, pg_catalog.char_length(p_calling_code) + 2);
    end if;
    return v_digits;
  end if;
  -- Dialled within the country: the trunk 0 dropped and the country code put first, when what is
  -- left is as long as a national number; anything else is taken as international without its +.
  v_national := case when pg_catalog.starts_with(v_digits, '0') then pg_catalog.substr(v_digits, 2) else v_digits end;
  if pg_catalog.char_length(v_national) = any (p_national_lengths) then
    return p_calling_code || v_national;
  end if;
  return v_digits;
end;
$function$;
