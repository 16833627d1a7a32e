-- An order's lines answer their Arabic names too (docs/decisions/0009-arabic-twins-fall-back-to-english.md, issue 33): the lines that
-- place_order() and get_order() answer (private.order_lines_json, declared in
-- 20261124100000_order_access_key.sql) gain `item_name_ar` and `variant_label_ar`, the names an Arabic
-- page showed when the order was placed (stored by 20261125171010_place_order_arabic_names.sql),
-- so the Arabic order page names each line as the shopper saw it, even after the owner renames or
-- removes the product. Null where English stood in; the page then shows the English name, marked
-- as English, as every Arabic page does.
--
-- The answer only grows: every field it had keeps its name, value and order, so clients that
-- read the lines as before are unaffected. get_order()'s access rule (the key) is unchanged, and
-- create or replace keeps the function's comment and privileges (nobody but its owner executes it).

create or replace function private.order_lines_json(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'item_id', oi.item_id, 'variant_id', oi.variant_id, 'item_name', oi.item_name,
      'variant_label', oi.variant_label, 'item_name_ar', oi.item_name_ar,
      'variant_label_ar', oi.variant_label_ar, 'quantity', oi.quantity, 'unit_price', oi.unit_price,
      'total_price', oi.total_price, 'is_preorder', oi.is_preorder)
    order by oi.item_name, oi.variant_label nulls first, oi.id), '[]'::jsonb)
  from public.order_items oi
  where oi.order_id = p_order_id
$$;
