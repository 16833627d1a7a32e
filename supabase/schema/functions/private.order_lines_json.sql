-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.order_lines_json(p_order_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'item_id', oi.item_id, 'variant_id', oi.variant_id, 'item_name', oi.item_name,
        'variant_label', oi.variant_label, 'item_name_ar', oi.item_name_ar,
        'variant_label_ar', oi.variant_label_ar, 'quantity', oi.quantity, 'unit_price', oi.unit_price,
        'total_price', oi.total_price, 'is_preorder', oi.is_preorder)
      order by oi.item_name, oi.variant_label nulls first, oi.id), '[]'::jsonb)
    from public.order_items oi
    where oi.order_id = p_order_id);
end;
$function$;
