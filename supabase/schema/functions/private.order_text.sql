-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.order_text(p_object jsonb, p_key text, p_max integer)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_value jsonb := p_object -> p_key;
  v_text text;
begin
  if v_value is null or pg_catalog.jsonb_typeof(v_value) = 'null' then
    return null;
  end if;
  if pg_catalog.jsonb_typeof(v_value) <> 'string' then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', p_key, 'reason', 'not_a_string'));
  end if;
  v_text := private.trim_blank(v_value #>> '{}');
  if v_text = '' then
    return null;
  end if;
  if pg_catalog.char_length(v_text) > p_max then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', p_key, 'reason', 'too_long', 'max_length', p_max));
  end if;
  return v_text;
end;
$function$;
