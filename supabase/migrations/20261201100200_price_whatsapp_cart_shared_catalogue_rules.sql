-- price_whatsapp_cart() prices and labels its lines with private.unit_price() and
-- private.variant_label() / private.variant_label_arabic()
-- (20261201100000_unit_price_and_variant_label.sql), the functions place_order() uses since
-- 20261201100100, instead of its own copy of place_order()'s rules. It replaces the body from
-- 20261128100300_price_whatsapp_cart.sql; what it answers stays as that file describes (one
-- difference: an Arabic twin that is only white space is answered as null, as place_order() now
-- stores it).
--
-- A retailer id is looked up as a variant, then the product is read by the variant's product id
-- or by the retailer id itself: one join to public.items instead of two, with the shop's own
-- products only, as before.

create or replace function public.price_whatsapp_cart(p_items jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_store_id uuid;
  v_answer jsonb;
begin
  select s.store_id into v_store_id from public.store_settings s;

  with wanted as (
    -- Quantities outside integer range are held at its ends: a million pieces is still a number.
    select pg_catalog.left(e.value ->> 'retailer_id', 200) as retailer_id,
           pg_catalog.min(e.ordinality) as position,
           least(greatest(pg_catalog.sum(
             case when pg_catalog.jsonb_typeof(e.value -> 'quantity') = 'number'
               then least(greatest(pg_catalog.trunc((e.value ->> 'quantity')::numeric), -2147483648), 2147483647)
               else 0
             end), -2147483648), 2147483647)::integer as requested
    from pg_catalog.jsonb_array_elements(case when pg_catalog.jsonb_typeof(p_items) = 'array' then p_items else '[]'::jsonb end)
      with ordinality as e(value, ordinality)
    where pg_catalog.jsonb_typeof(e.value) = 'object'
      and pg_catalog.jsonb_typeof(e.value -> 'retailer_id') = 'string'
    group by 1
  ),
  found as (
    -- A retailer id names a variant, or a product without variants; either of the shop's own.
    select w.retailer_id, w.position, w.requested,
           it.id as item_id,
           v.id as variant_id,
           it.name,
           it.name_ar,
           private.variant_label(v, 'en') as variant_label,
           private.variant_label_arabic(v) as variant_label_ar,
           pg_catalog.round(private.unit_price(it, v) * 100)::bigint as unit_price,
           case when v.id is not null then v.inventory else it.inventory end as available,
           case
             when it.id is null then 'unknown'
             when v.id is null and exists (select 1 from public.item_variants iv where iv.item_id = it.id) then 'not_listed'
             when private.item_preorder_eligible(it.id) then 'sold_out'
             when v.id is not null and (v.is_out_of_stock or coalesce(v.inventory <= 0, false)) then 'sold_out'
           end as reason
    from wanted w
    left join public.item_variants v on v.id = private.json_uuid(pg_catalog.to_jsonb(w.retailer_id))
    left join public.items it on it.id = coalesce(v.item_id, private.json_uuid(pg_catalog.to_jsonb(w.retailer_id))) and it.store_id = v_store_id
  )
  select pg_catalog.jsonb_build_object(
    'lines', coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'retailerId', f.retailer_id, 'itemId', f.item_id, 'variantId', f.variant_id,
        'name', f.name, 'nameAr', f.name_ar, 'variantLabel', f.variant_label, 'variantLabelAr', f.variant_label_ar,
        'unitPrice', f.unit_price, 'available', f.available, 'requested', f.requested)
      order by f.position) filter (where f.reason is null), '[]'::jsonb),
    'unavailable', coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'retailerId', f.retailer_id, 'name', f.name, 'nameAr', f.name_ar, 'reason', f.reason)
      order by f.position) filter (where f.reason is not null), '[]'::jsonb))
  into v_answer
  from found f;

  return v_answer;
end;
$$;


-- create or replace keeps the comment and the privileges of 20261128100300: the service role alone
-- executes it.
