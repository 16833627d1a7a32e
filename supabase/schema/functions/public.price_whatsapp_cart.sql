-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.price_whatsapp_cart(p_items jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    select w.retailer_id, w.position, w.requested,
           coalesce(v.item_id, it.id) as item_id,
           v.id as variant_id,
           coalesce(vi.name, it.name) as name,
           coalesce(vi.name_ar, it.name_ar) as name_ar,
           v.label as variant_label,
           v.label_ar as variant_label_ar,
           pg_catalog.round(coalesce(v.sale_price, v.price, coalesce(vi.sale_price, it.sale_price), coalesce(vi.price, it.price)) * 100)::bigint as unit_price,
           case when v.id is not null then v.inventory else it.inventory end as available,
           case
             when v.id is null and it.id is null then 'unknown'
             when v.id is null and exists (select 1 from public.item_variants iv where iv.item_id = it.id) then 'not_listed'
             when private.item_preorder_eligible(coalesce(v.item_id, it.id)) then 'sold_out'
             when v.id is not null and (v.is_out_of_stock or coalesce(v.inventory <= 0, false)) then 'sold_out'
           end as reason
    from wanted w
    left join lateral (
      -- The variant with that id, of one of the shop's products, with its shopper-facing label.
      select n.id, n.item_id, n.price, n.sale_price, n.inventory, n.is_out_of_stock,
             coalesce(nullif(private.trim_blank(n.size), ''), nullif(private.trim_blank(n.name), ''), 'Variant ' || n.number) as label,
             case
               when nullif(private.trim_blank(n.size), '') is not null then n.size_ar
               when nullif(private.trim_blank(n.name), '') is not null then n.name_ar
             end as label_ar
      from (
        select iv.*, pg_catalog.row_number() over (order by iv.sort_order, iv.created_at, iv.id) as number
        from public.item_variants iv
        where iv.item_id = (select t.item_id from public.item_variants t where t.id = private.json_uuid(pg_catalog.to_jsonb(w.retailer_id)))
      ) n
      join public.items owner_item on owner_item.id = n.item_id and owner_item.store_id = v_store_id
      where n.id = private.json_uuid(pg_catalog.to_jsonb(w.retailer_id))
    ) v on true
    left join public.items vi on vi.id = v.item_id
    left join public.items it on v.id is null and it.id = private.json_uuid(pg_catalog.to_jsonb(w.retailer_id)) and it.store_id = v_store_id
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
$function$;
