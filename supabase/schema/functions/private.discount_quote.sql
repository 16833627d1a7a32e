-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.discount_quote(p_code text, p_subtotal numeric)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_code text := private.trim_blank(p_code);
  v_row public.discount_codes;
  v_amount numeric;
begin
  -- Also catches NaN and ±Infinity, which numeric accepts: NaN sorts above every number.
  if p_subtotal is null or p_subtotal < 0 or p_subtotal > 99999999.99 then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'subtotal'));
  end if;
  -- Codes are 1-50 characters (discount_codes check): anything else cannot match.
  if v_code is null or v_code = '' or pg_catalog.char_length(v_code) > 50 then
    perform private.raise_error('invalid_code');
  end if;

  select d.* into v_row
  from public.discount_codes d
  join public.store_settings s on s.store_id = d.store_id
  where d.code = v_code;

  v_amount := least(private.discount_amount(v_row, p_subtotal), p_subtotal);
  return pg_catalog.jsonb_build_object(
    'code', v_row.code,
    'description', v_row.description,
    'discount_type', v_row.discount_type,
    'discount_value', v_row.discount_value,
    'discount_amount', v_amount
  );
end;
$function$;
