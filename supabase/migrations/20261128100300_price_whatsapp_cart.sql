-- price_whatsapp_cart(p_items): a cart a shopper sent from the WhatsApp catalogue, priced by the
-- database with place_order()'s rules (docs/decisions/0029-ordering-in-the-whatsapp-chat.md), for the conversation's first reply and its
-- summary. Nothing is reserved: stock is taken by place_order() at the shopper's Confirm, which
-- prices again and refuses a total that changed meanwhile (price_changed), so what the summary
-- showed is what the order costs or the shopper is asked again.
--
-- p_items: [{ "retailer_id": text, "quantity": number }, …] as Meta delivers product_items[]
-- (its item_price and currency are never sent here). A retailer id is the feed row's id
-- (src/domain/feeds.ts): a variant's id, or the product's id for a product without variants.
--
-- Answers the PricedWhatsAppCart of machines/whatsappConversation.ts:
--   { "lines": [{ retailerId, itemId, variantId, name, nameAr, variantLabel, variantLabelAr,
--                 unitPrice (cents), available (stock left, null = unlimited), requested }],
--     "unavailable": [{ retailerId, name, nameAr, reason }] }
-- in the cart's order, a retailer id sent twice counted once with the quantities added. Reasons:
--   unknown     no product or variant of the shop has that id (a product since deleted, a typo);
--   not_listed  a product with variants named by its own id, which the feed never lists;
--   sold_out    what place_order() would refuse as out of stock: the product flagged out of
--               stock or at 0, all its variants out (private.item_preorder_eligible()), or the
--               variant itself out. WhatsApp offers no preorder.
-- Quantities are passed through as sent (0, negative, a million): the conversation limits them
-- with the web cart's rule, and place_order() checks them again.
--
-- The rules repeat place_order()'s (private.store_order(), 20261126020100): the unit price is the
-- variant's sale price, else the variant's price, else the product's sale price, else its price;
-- a variant's label is its size, else its name, else "Variant N" by display order, with the Arabic
-- of the column the label came from. Should the two ever differ, place_order()'s expected_total
-- refuses the order rather than charge a price the shopper did not see.
create function public.price_whatsapp_cart(p_items jsonb)
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
$$;

comment on function public.price_whatsapp_cart(jsonb) is
  'Prices a WhatsApp catalogue cart (retailer ids and quantities) with place_order()''s rules; names what is unknown, not listed or sold out. Reserves nothing.';

-- The whatsapp-webhook function (service role) alone prices carts: shoppers price through the
-- catalogue they can read, and the project's defaults would otherwise grant anon and
-- authenticated every new public function.
revoke execute on function public.price_whatsapp_cart(jsonb) from public, anon, authenticated;
grant execute on function public.price_whatsapp_cart(jsonb) to service_role;
