-- The four SQL-language helpers that every placed order runs become PL/pgSQL, so PostgreSQL plans
-- them once per connection instead of on every call. Same names, arguments, results, volatility,
-- comments and privileges (create or replace keeps the last two); nothing they answer changes.
--
-- Why: PostgreSQL (17 and before) keeps no plan for a SQL-language function called on its own.
-- Each call parses, analyses and plans its body again, and these can never be inlined into the
-- calling query, because every function here carries `set search_path = ''`. place_order() calls
-- all four once per order (private.delivery_fee() while pricing, private.new_order_access_key() as
-- the orders.access_key default, private.order_path() and private.order_lines_json() in the
-- answer), and the re-planning cost about 1 ms of the server's CPU per order, a third of its work,
-- measured by timing the calls (pg_stat_user_functions) and a backend's CPU per order over 1,000
-- orders: 3.0 ms, 2.0 ms with these four in PL/pgSQL, whose statements' plans are cached for the
-- session. Most of that time was spent after the order's discount code row was locked, so it also
-- held up every other order using the code.

-- As 20261124110200_place_order_delivery_zones.sql defined it.
create or replace function private.delivery_fee(p_fee numeric, p_free_threshold numeric, p_subtotal numeric)
returns numeric
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return case when p_free_threshold is not null and p_subtotal >= p_free_threshold then 0::numeric else p_fee end;
end;
$$;

-- As 20261124100000_order_access_key.sql defined it (the orders.access_key default).
create or replace function private.new_order_access_key()
returns text
language plpgsql
volatile
set search_path = ''
as $$
begin
  return pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
end;
$$;

-- As 20261125110000_order_locale.sql defined it.
create or replace function private.order_path(p_order public.orders)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return case when p_order.locale = 'ar' then '/ar' else '' end
    || '/order/' || p_order.id::text || '?key=' || p_order.access_key;
end;
$$;

-- As 20261125171020_order_lines_arabic_names.sql defined it.
create or replace function private.order_lines_json(p_order_id uuid)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
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
$$;
