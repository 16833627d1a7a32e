-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.order_summary(p_order orders)
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  return pg_catalog.jsonb_build_object(
    'id', p_order.id,
    'subtotal', p_order.subtotal,
    'delivery_fee', p_order.delivery_fee,
    'discount_amount', p_order.discount_amount,
    'total_price', p_order.total_price,
    'status', p_order.status
  );
end;
$function$;
