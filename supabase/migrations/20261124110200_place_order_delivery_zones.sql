-- place_order(), version 3: delivery priced by the area's zone, and the LBP rate kept with the
-- order (docs/decisions/0017-delivery-zones.md). Since 20261124100100_order_status_history.sql the work is done by
-- private.store_order() (public.place_order() calls it, recording the order as the shopper's);
-- this replaces that body, the function of 20261122140300_place_order_confirmed.sql, whose header
-- describes everything else it does (validation, pricing, stock, discount, confirmation,
-- idempotency). This version changes three things:
--
-- The area decides the fee. The payload's customer may carry "area": a delivery area's name
-- (public.delivery_areas, any letter case). The fee is that area's zone's (private.delivery_fee:
-- the zone's fee, or 0 from its free threshold on). Without an area (absent, null, blank,
-- "Other" or "Other area": a place not on the list) the default zone prices it: the first active
-- zone by sort_order, then name. An area that is not listed, or whose zone the owner switched
-- off, is invalid_order {field: "area", reason: "unknown_area"}, and so is any order while no
-- zone is active; the storefront then reloads the areas and asks for the area again. A fee the
-- client sends is never read (it was never part of the payload); the total the shopper confirmed
-- (expected_total) includes delivery, so a zone whose fee changed while the cart was open fails
-- with price_changed, whose details carry the new delivery_fee, as any price change does.
--
-- The order keeps where it goes and the rate: orders.delivery_area (the area's name as listed;
-- null for a place not on the list) and orders.lbp_per_usd (store_settings.lbp_per_usd at the
-- time, null when pounds are off). The answer (private.order_answer) adds both, and so does
-- get_order(), whose delivery_area is the listed area, else the city the shopper typed.
--
-- The flat fee and threshold of store_settings, which version 2 priced delivery with, are
-- dropped: the zones are the shop's one source of delivery terms, read by the storefront too.

-- The delivery fee of a zone for a subtotal (dollars): free from the zone's threshold on, never
-- free without one. The storefront's rule is src/domain/delivery.ts; one table of cases
-- (tests/support/delivery-examples.ts) tests both.
create or replace function private.delivery_fee(p_fee numeric, p_free_threshold numeric, p_subtotal numeric)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when p_free_threshold is not null and p_subtotal >= p_free_threshold then 0::numeric else p_fee end
$$;

comment on function private.delivery_fee(numeric, numeric, numeric) is
  'A zone''s delivery fee for a subtotal: 0 at or above its free threshold (null: never free), its fee otherwise.';

-- A dollar amount in Lebanese pounds at a rate, rounded to the nearest 1,000 pounds (half up);
-- null when the rate is null (pounds off). Shown as "≈ LBP 1,790,000" beside totals.
create or replace function private.lbp_amount(p_usd numeric, p_lbp_per_usd integer)
returns bigint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (pg_catalog.round(p_usd * p_lbp_per_usd / 1000.0) * 1000)::bigint
$$;

comment on function private.lbp_amount(numeric, integer) is
  'Dollars in Lebanese pounds at a rate, rounded to the nearest 1,000 (null without a rate).';

revoke execute on function private.delivery_fee(numeric, numeric, numeric) from public;
revoke execute on function private.lbp_amount(numeric, integer) from public;

-- The answer of place_order() for a stored order, as in 20261124100000_order_access_key.sql,
-- with where it goes and the rate it was placed at.
create or replace function private.order_answer(p_order public.orders)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return pg_catalog.jsonb_build_object(
    'id', p_order.id,
    'order_number', pg_catalog.right(p_order.id::text, 8),
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
$$;

comment on function private.order_answer(public.orders) is
  'The JSON place_order() answers for a stored order, with its lines, delivery area, LBP rate, access key and private page''s path.';

-- private.store_order() keeps what 20261122140300 gave the function it was: security definer
-- (it writes orders and stock that shoppers have no privileges on, only the way it validates),
-- an empty search_path with every name schema-qualified, and one generic plan per connection (its
-- queries all look rows up by primary key). Only the owner may execute it; public.place_order()
-- is the shoppers' way in (20261124100100_order_status_history.sql).
create or replace function private.store_order(p_order jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_id uuid;
  v_existing public.orders;
  v_customer jsonb;
  v_name text;
  v_phone text;
  v_city text;
  v_street text;
  v_building text;
  v_floor text;
  v_notes text;
  v_area_given text;
  v_area text;
  v_zone_fee numeric;
  v_zone_free_threshold numeric;
  v_zone_found boolean;
  v_missing text[];
  v_channel text;
  v_code text;
  v_expected_cents bigint;
  v_lines jsonb;
  v_line jsonb;
  v_position integer;
  v_quantity numeric;
  v_item_id uuid;
  v_variant_id uuid;
  v_wants_preorder boolean;
  v_canonical jsonb;
  -- The payload's lines, then the merged lines (same index in every array).
  v_in_items uuid[] := '{}';
  v_in_variants uuid[] := '{}';
  v_in_quantities integer[] := '{}';
  v_in_preorders boolean[] := '{}';
  v_items uuid[];
  v_variants uuid[];
  v_quantities integer[];
  v_wants_preorders boolean[];
  v_line_count integer;
  -- Per merged line, from the catalogue.
  v_names text[] := '{}';
  v_labels text[] := '{}';
  v_unit_prices numeric[] := '{}';
  v_preorder boolean[] := '{}';
  v_stock_sources text[] := '{}';
  -- Lines that take from stock, by the row they take from, with the line's index.
  v_stock_items uuid[] := '{}';
  v_stock_item_quantities integer[] := '{}';
  v_stock_item_positions integer[] := '{}';
  v_stock_variants uuid[] := '{}';
  v_stock_variant_quantities integer[] := '{}';
  v_stock_variant_positions integer[] := '{}';
  v_settings public.store_settings;
  v_row record;
  v_index integer;
  v_eligible boolean;
  v_row_out boolean;
  v_discount public.discount_codes;
  v_subtotal numeric := 0;
  v_delivery numeric;
  v_discount_amount numeric := 0;
  v_total numeric;
  v_order public.orders;
begin
  -- 1. The payload's shape. Nothing is read from the catalogue yet.
  if p_order is null or pg_catalog.jsonb_typeof(p_order) <> 'object' then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'order', 'reason', 'not_an_object'));
  end if;

  v_id := private.json_uuid(p_order -> 'id');
  if v_id is null then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'id', 'reason', 'not_a_uuid'));
  end if;

  v_customer := p_order -> 'customer';
  if v_customer is null or pg_catalog.jsonb_typeof(v_customer) = 'null' then
    v_customer := '{}'::jsonb;
  elsif pg_catalog.jsonb_typeof(v_customer) <> 'object' then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'customer', 'reason', 'not_an_object'));
  end if;
  v_name := private.customer_text(v_customer, 'name', 100);
  v_phone := private.customer_text(v_customer, 'phone', 30);
  v_city := private.customer_text(v_customer, 'city', 80);
  v_street := private.customer_text(v_customer, 'street', 200);
  v_building := private.customer_text(v_customer, 'building', 80);
  v_floor := private.customer_text(v_customer, 'floor', 20);
  v_notes := private.customer_text(v_customer, 'notes', 1000, true);
  v_area_given := private.customer_text(v_customer, 'area', 80);
  v_missing := array_remove(array[
    case when v_name is null then 'name' end,
    case when v_phone is null then 'phone' end,
    case when v_city is null then 'city' end,
    case when v_street is null then 'street' end
  ], null);
  if pg_catalog.cardinality(v_missing) > 0 then
    perform private.raise_error('missing_information', pg_catalog.jsonb_build_object('fields', pg_catalog.to_jsonb(v_missing)));
  end if;
  if not private.phone_is_valid(v_phone) then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'phone', 'reason', 'format'));
  end if;

  v_channel := coalesce(private.order_text(p_order, 'channel', 20), 'web');
  if v_channel not in ('web', 'whatsapp', 'instagram') then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'channel', 'reason', 'unknown_channel'));
  end if;

  -- A blank code is no code. Codes are at most 50 characters, so a longer one cannot exist.
  if pg_catalog.jsonb_typeof(p_order -> 'discount_code') not in ('string', 'null') then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'discount_code', 'reason', 'not_a_string'));
  end if;
  v_code := private.trim_blank(p_order ->> 'discount_code');
  if v_code = '' then
    v_code := null;
  elsif pg_catalog.char_length(v_code) > 50 then
    perform private.raise_error('invalid_code');
  end if;

  -- The total the shopper confirmed, in cents; absent or null when the client confirms none.
  if coalesce(pg_catalog.jsonb_typeof(p_order -> 'expected_total'), 'null') <> 'null' then
    if pg_catalog.jsonb_typeof(p_order -> 'expected_total') <> 'number'
      or (p_order -> 'expected_total')::numeric not between 0 and 99999999.99
    then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'expected_total', 'reason', 'not_a_number'));
    end if;
    v_expected_cents := pg_catalog.round((p_order -> 'expected_total')::numeric * 100)::bigint;
  end if;

  v_lines := p_order -> 'items';
  if v_lines is null or pg_catalog.jsonb_typeof(v_lines) <> 'array' then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'items', 'reason', 'not_an_array'));
  end if;
  if pg_catalog.jsonb_array_length(v_lines) not between 1 and 50 then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'items', 'reason', 'line_count', 'min', 1, 'max', 50));
  end if;
  for v_line, v_position in select e.value, e.ordinality from pg_catalog.jsonb_array_elements(v_lines) with ordinality as e loop
    if pg_catalog.jsonb_typeof(v_line) <> 'object' then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'items', 'line', v_position, 'reason', 'not_an_object'));
    end if;
    v_item_id := private.json_uuid(v_line -> 'item_id');
    if v_item_id is null then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'item_id', 'line', v_position, 'reason', 'not_a_uuid'));
    end if;
    v_variant_id := private.json_uuid(v_line -> 'variant_id');
    if v_variant_id is null and coalesce(pg_catalog.jsonb_typeof(v_line -> 'variant_id'), 'null') <> 'null' then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'variant_id', 'line', v_position, 'reason', 'not_a_uuid'));
    end if;
    -- A JSON number always casts to numeric; "2" (a string), 1.5, 0 and 1000 do not pass.
    if pg_catalog.jsonb_typeof(v_line -> 'quantity') is distinct from 'number' then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'quantity', 'line', v_position, 'reason', 'not_a_number'));
    end if;
    v_quantity := (v_line -> 'quantity')::numeric;
    if v_quantity <> pg_catalog.trunc(v_quantity) or v_quantity not between 1 and 999 then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'quantity', 'line', v_position, 'reason', 'out_of_range', 'min', 1, 'max', 999));
    end if;
    case coalesce(pg_catalog.jsonb_typeof(v_line -> 'preorder'), 'null')
      when 'null' then v_wants_preorder := false;
      when 'boolean' then v_wants_preorder := (v_line -> 'preorder')::boolean;
      else
        perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'preorder', 'line', v_position, 'reason', 'not_a_boolean'));
    end case;
    v_in_items := v_in_items || v_item_id;
    v_in_variants := v_in_variants || v_variant_id;
    v_in_quantities := v_in_quantities || v_quantity::integer;
    v_in_preorders := v_in_preorders || v_wants_preorder;
  end loop;

  -- Merge lines for the same item and variant. Merged lines are a preorder only if every one of
  -- them asked for it: a plain line never becomes a preorder by the company it keeps.
  select array_agg(m.item_id order by m.first_position),
         array_agg(m.variant_id order by m.first_position),
         array_agg(m.quantity order by m.first_position),
         array_agg(m.preorder order by m.first_position)
    into v_items, v_variants, v_quantities, v_wants_preorders
  from (
    select l.item_id, l.variant_id, sum(l.quantity)::integer as quantity, bool_and(l.preorder) as preorder,
           min(l.position) as first_position
    from unnest(v_in_items, v_in_variants, v_in_quantities, v_in_preorders) with ordinality as l(item_id, variant_id, quantity, preorder, position)
    group by l.item_id, l.variant_id
  ) m;
  v_line_count := pg_catalog.cardinality(v_items);
  for v_index in 1 .. v_line_count loop
    if v_quantities[v_index] > 999 then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object(
        'field', 'quantity', 'reason', 'out_of_range', 'min', 1, 'max', 999, 'item_id', v_items[v_index], 'variant_id', v_variants[v_index]));
    end if;
  end loop;

  -- The area joins the canonical customer only when given, so an attempt sent before zones
  -- existed still matches its stored order when it is sent again.
  v_canonical := pg_catalog.jsonb_build_object(
    'customer', pg_catalog.jsonb_build_object(
      'name', v_name, 'phone', v_phone, 'city', v_city, 'street', v_street,
      'building', v_building, 'floor', v_floor, 'notes', v_notes)
      || case when v_area_given is null then '{}'::jsonb else pg_catalog.jsonb_build_object('area', v_area_given) end,
    'items', (
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'item_id', l.item_id, 'variant_id', l.variant_id, 'quantity', l.quantity, 'preorder', l.preorder)
        order by l.item_id, l.variant_id nulls first)
      from unnest(v_items, v_variants, v_quantities, v_wants_preorders) as l(item_id, variant_id, quantity, preorder)),
    'discount_code', v_code,
    'channel', v_channel,
    'expected_total_cents', v_expected_cents);

  -- 2. Idempotency: one call at a time per id; an id already used returns its order when the
  -- payload is the same, and is refused when it is not.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_id::text, 0));
  select o.* into v_existing from public.orders o where o.id = v_id;
  if found then
    if v_existing.canonical_payload is not null and v_existing.canonical_payload <> v_canonical then
      perform private.raise_idempotency_conflict(v_id);
    end if;
    return private.order_answer(v_existing);
  end if;

  select s.* into v_settings from public.store_settings s;
  if not found then
    raise exception 'public.store_settings has no row: the shop is not configured' using errcode = 'XX000';
  end if;

  -- Where it goes decides what delivery costs: a listed area's zone, while that zone is active,
  -- or the default zone for an area not on the list. An area the shop does not deliver to (never
  -- listed, or its zone switched off while the shopper's cart was open) is refused, so the
  -- checkout asks for the area again.
  select a.name, z.fee, z.free_threshold into v_area, v_zone_fee, v_zone_free_threshold
  from public.delivery_areas a
  join public.delivery_zones z on z.id = a.zone_id and z.active
  where pg_catalog.lower(a.name) = pg_catalog.lower(v_area_given);
  v_zone_found := found;
  if not v_zone_found and v_area_given is not null and pg_catalog.lower(v_area_given) not in ('other', 'other area') then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'area', 'reason', 'unknown_area'));
  end if;
  if not v_zone_found then
    select z.fee, z.free_threshold into v_zone_fee, v_zone_free_threshold
    from public.delivery_zones z
    where z.active
    order by z.sort_order, z.name, z.id
    limit 1;
    -- No active zone at all: the shop delivers nowhere today.
    if not found then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'area', 'reason', 'unknown_area'));
    end if;
  end if;

  -- 3. The catalogue as it stands now: is every line sellable, what does it cost, is it a
  -- preorder, and which stock row does it take from. No locks yet.
  for v_row in
    select l.position::integer as position, l.item_id, l.variant_id, l.quantity, l.wants_preorder,
           it.id as found_item, it.name as item_name,
           it.price as item_price, it.sale_price as item_sale_price,
           it.inventory as item_inventory, it.is_out_of_stock as item_out_of_stock,
           vs.variant_count, vs.any_variant_in_stock,
           v.id as found_variant, v.label as variant_label,
           v.price as variant_price, v.sale_price as variant_sale_price,
           v.inventory as variant_inventory, v.is_out_of_stock as variant_out_of_stock
    from unnest(v_items, v_variants, v_quantities, v_wants_preorders) with ordinality as l(item_id, variant_id, quantity, wants_preorder, position)
    left join public.items it on it.id = l.item_id and it.store_id = v_settings.store_id
    left join lateral (
      select pg_catalog.count(*) as variant_count,
             coalesce(bool_or(not iv.is_out_of_stock and (iv.inventory is null or iv.inventory > 0)), false) as any_variant_in_stock
      from public.item_variants iv
      where iv.item_id = it.id
    ) vs on true
    left join lateral (
      -- The shopper-facing label: size, else name, else "Variant N" by display order.
      select n.id, n.price, n.sale_price, n.inventory, n.is_out_of_stock,
             coalesce(nullif(private.trim_blank(n.size), ''), nullif(private.trim_blank(n.name), ''), 'Variant ' || n.number) as label
      from (
        select iv.*, pg_catalog.row_number() over (order by iv.sort_order, iv.created_at, iv.id) as number
        from public.item_variants iv
        where iv.item_id = it.id and l.variant_id is not null
      ) n
      where n.id = l.variant_id
    ) v on true
    order by l.position
  loop
    if v_row.found_item is null then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('reason', 'unknown_item', 'item_id', v_row.item_id));
    end if;
    if v_row.variant_id is null and v_row.variant_count > 0 then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('reason', 'variant_required', 'item_id', v_row.item_id));
    end if;
    if v_row.variant_id is not null and v_row.found_variant is null then
      perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('reason', 'unknown_variant', 'item_id', v_row.item_id, 'variant_id', v_row.variant_id));
    end if;

    v_names := v_names || v_row.item_name;
    v_labels := v_labels || v_row.variant_label;
    v_unit_prices := v_unit_prices || coalesce(v_row.variant_sale_price, v_row.variant_price, v_row.item_sale_price, v_row.item_price);

    v_eligible := v_row.item_out_of_stock
      or coalesce(v_row.item_inventory <= 0, false)
      or (v_row.variant_count > 0 and not v_row.any_variant_in_stock);
    v_row_out := case
      when v_row.variant_id is not null then v_row.variant_out_of_stock or coalesce(v_row.variant_inventory <= 0, false)
      else v_row.item_out_of_stock or coalesce(v_row.item_inventory <= 0, false)
    end;
    if v_eligible and v_row.wants_preorder then
      v_preorder := v_preorder || true;
      v_stock_sources := v_stock_sources || null::text;
    elsif v_eligible or v_row_out then
      perform private.raise_error('out_of_stock', pg_catalog.jsonb_build_object(
        'item_id', v_row.item_id, 'variant_id', v_row.variant_id, 'item_name', v_row.item_name,
        'variant_label', v_row.variant_label, 'requested', v_row.quantity,
        'available', 0,
        'preorder_available', v_eligible));
    else
      -- Sold from stock: limited stock is taken from the variant when one is ordered, else the item.
      v_preorder := v_preorder || false;
      if v_row.variant_id is not null and v_row.variant_inventory is not null then
        v_stock_variants := v_stock_variants || v_row.variant_id;
        v_stock_variant_quantities := v_stock_variant_quantities || v_row.quantity;
        v_stock_variant_positions := v_stock_variant_positions || v_row.position;
        v_stock_sources := v_stock_sources || 'variant'::text;
      elsif v_row.variant_id is null and v_row.item_inventory is not null then
        v_stock_items := v_stock_items || v_row.item_id;
        v_stock_item_quantities := v_stock_item_quantities || v_row.quantity;
        v_stock_item_positions := v_stock_item_positions || v_row.position;
        v_stock_sources := v_stock_sources || 'item'::text;
      else
        v_stock_sources := v_stock_sources || null::text;
      end if;
    end if;
    v_subtotal := v_subtotal + v_unit_prices[v_row.position] * v_row.quantity;
  end loop;

  if v_subtotal > 99999999.99 then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'items', 'reason', 'total_too_large'));
  end if;

  -- 4. Lock the stock rows in one global order (items by id, then variants by id) and check
  -- that each still has enough: a row lock returns the row as the last order left it. A line
  -- that asked for a preorder and finds its row emptied meanwhile becomes one; any other short
  -- line fails.
  for v_row in
    select it.id, it.name, it.inventory, it.is_out_of_stock, s.quantity, s.position
    from public.items it
    join unnest(v_stock_items, v_stock_item_quantities, v_stock_item_positions) as s(item_id, quantity, position) on s.item_id = it.id
    order by it.id
    for update of it
  loop
    if v_row.is_out_of_stock or v_row.inventory < v_row.quantity then
      v_row_out := v_row.is_out_of_stock or v_row.inventory <= 0;
      v_eligible := private.item_preorder_eligible(v_row.id);
      if v_row_out and v_eligible and v_wants_preorders[v_row.position] then
        v_preorder[v_row.position] := true;
        v_stock_sources[v_row.position] := null;
      else
        perform private.raise_error('out_of_stock', pg_catalog.jsonb_build_object(
          'item_id', v_row.id, 'variant_id', null, 'item_name', v_row.name, 'variant_label', null,
          'requested', v_row.quantity,
          'available', case when v_row.is_out_of_stock then 0 else greatest(v_row.inventory, 0) end,
          'preorder_available', v_eligible));
      end if;
    end if;
  end loop;

  for v_row in
    select iv.id, iv.item_id, it.name, iv.inventory, iv.is_out_of_stock, s.quantity, s.position
    from public.item_variants iv
    join public.items it on it.id = iv.item_id
    join unnest(v_stock_variants, v_stock_variant_quantities, v_stock_variant_positions) as s(variant_id, quantity, position) on s.variant_id = iv.id
    order by iv.id
    for update of iv
  loop
    if v_row.is_out_of_stock or v_row.inventory < v_row.quantity then
      v_row_out := v_row.is_out_of_stock or v_row.inventory <= 0;
      v_eligible := private.item_preorder_eligible(v_row.item_id);
      if v_row_out and v_eligible and v_wants_preorders[v_row.position] then
        v_preorder[v_row.position] := true;
        v_stock_sources[v_row.position] := null;
      else
        perform private.raise_error('out_of_stock', pg_catalog.jsonb_build_object(
          'item_id', v_row.item_id, 'variant_id', v_row.id, 'item_name', v_row.name,
          'variant_label', v_labels[v_row.position], 'requested', v_row.quantity,
          'available', case when v_row.is_out_of_stock then 0 else greatest(v_row.inventory, 0) end,
          'preorder_available', v_eligible));
      end if;
    end if;
  end loop;

  -- 5. Delivery and discount. The code's row is locked last, so its uses are counted one order
  -- at a time.
  v_delivery := private.delivery_fee(v_zone_fee, v_zone_free_threshold, v_subtotal);
  if v_code is not null then
    select d.* into v_discount
    from public.discount_codes d
    where d.store_id = v_settings.store_id and d.code = v_code
    for update;
    v_discount_amount := least(private.discount_amount(v_discount, v_subtotal), v_subtotal + v_delivery);
  end if;
  v_total := greatest(0, v_subtotal + v_delivery - v_discount_amount);

  -- 6. The total the shopper confirmed must be the one charged.
  if v_expected_cents is not null and v_expected_cents <> pg_catalog.round(v_total * 100) then
    perform private.raise_error('price_changed', pg_catalog.jsonb_build_object(
      'expected_total', pg_catalog.round(v_expected_cents / 100.0, 2),
      'total_price', v_total,
      'subtotal', v_subtotal,
      'delivery_fee', v_delivery,
      'discount_amount', v_discount_amount,
      'lines', (
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'item_id', l.item_id, 'variant_id', l.variant_id, 'item_name', l.item_name,
            'variant_label', l.variant_label, 'quantity', l.quantity, 'unit_price', l.unit_price,
            'total_price', l.unit_price * l.quantity, 'is_preorder', l.is_preorder)
          order by l.item_name, l.variant_label nulls first)
        from unnest(v_items, v_variants, v_names, v_labels, v_quantities, v_unit_prices, v_preorder)
          as l(item_id, variant_id, item_name, variant_label, quantity, unit_price, is_preorder))));
  end if;

  -- 7. Write: stock, the code's use, the order and its lines.
  update public.items it
  set inventory = it.inventory - s.quantity
  from unnest(v_stock_items, v_stock_item_quantities, v_stock_item_positions) as s(item_id, quantity, position)
  where it.id = s.item_id and it.inventory is not null and v_stock_sources[s.position] is not null;

  update public.item_variants iv
  set inventory = iv.inventory - s.quantity
  from unnest(v_stock_variants, v_stock_variant_quantities, v_stock_variant_positions) as s(variant_id, quantity, position)
  where iv.id = s.variant_id and iv.inventory is not null and v_stock_sources[s.position] is not null;

  if v_discount.id is not null then
    update public.discount_codes d set current_uses = d.current_uses + 1 where d.id = v_discount.id;
  end if;

  insert into public.orders (
    id, store_id, customer_name, customer_phone, customer_city, customer_street,
    customer_building, customer_floor, customer_notes,
    subtotal, delivery_fee, discount_code, discount_amount, total_price, status, channel, canonical_payload,
    delivery_area, lbp_per_usd
  ) values (
    v_id, v_settings.store_id, v_name, v_phone, v_city, v_street,
    v_building, v_floor, v_notes,
    v_subtotal, v_delivery, v_discount.code, v_discount_amount, v_total, 'pending', v_channel, v_canonical,
    v_area, v_settings.lbp_per_usd
  )
  returning * into v_order;

  insert into public.order_items (
    order_id, item_id, variant_id, item_name, variant_label, quantity, unit_price, total_price, is_preorder, stock_source
  )
  select v_id, l.item_id, l.variant_id, l.item_name, l.variant_label, l.quantity, l.unit_price, l.unit_price * l.quantity, l.is_preorder, l.stock_source
  from unnest(v_items, v_variants, v_names, v_labels, v_quantities, v_unit_prices, v_preorder, v_stock_sources)
    as l(item_id, variant_id, item_name, variant_label, quantity, unit_price, is_preorder, stock_source);

  return private.order_answer(v_order);
end;
$$;

comment on function private.store_order(jsonb) is
  'Validates, prices (from the catalogue, delivery from the area''s zone), takes stock for and inserts one order with its lines, as the shopper confirmed it; called by public.place_order(). See its migrations for the contract.';

-- create or replace keeps the privileges 20261124100100 left: nobody but the owner executes it.
