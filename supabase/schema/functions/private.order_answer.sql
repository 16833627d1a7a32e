-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.order_answer(p_order orders)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return pg_catalog.jsonb_build_object(
    'id', p_order.id,
    'order_number', p_order.order_number,
    'subtotal', p_order.subtotal,
    'delivery_fee', p_order.delivery_fee,
    'discount_amount', p_order.discount_amount,
    'total_price', p_order.total_price,
    'status', p_order.status,
    'delivery_area', p_order.delivery_area,
    'lbp_per_usd', p_order.lbp_per_usd,
    'access_key', p_order.access_key,
    'order_path', private.order_path(p_order),
    'lines', private.order_lines_json(p_order.id)
  );
end;
$function$;
