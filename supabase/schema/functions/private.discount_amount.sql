-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.discount_amount(p_code discount_codes, p_subtotal numeric)
 RETURNS numeric
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if p_code.id is null or not p_code.is_active then
    perform private.raise_error('invalid_code');
  end if;
  if p_code.expires_at is not null and p_code.expires_at <= pg_catalog.now() then
    perform private.raise_error('expired_code', pg_catalog.jsonb_build_object('expires_at', p_code.expires_at));
  end if;
  if p_code.min_order_amount is not null and p_subtotal < p_code.min_order_amount then
    perform private.raise_error('minimum_not_met', pg_catalog.jsonb_build_object('min_order_amount', p_code.min_order_amount));
  end if;
  if p_code.max_uses is not null and p_code.current_uses >= p_code.max_uses then
    perform private.raise_error('usage_limit', pg_catalog.jsonb_build_object('max_uses', p_code.max_uses));
  end if;
  if p_code.discount_type = 'percentage' then
    return pg_catalog.round(p_subtotal * p_code.discount_value / 100, 2);
  end if;
  return p_code.discount_value;
end;
$function$;
