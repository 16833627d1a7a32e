-- The order number, defined once: orders.order_number.
--
-- A shopper and the owner quote an order by the last 8 characters of its id ("Order #1a2b3c4d").
-- The rule used to be written out in place_order's answer, in get_order() and in the edge
-- functions (issue 23.4). It is now a stored generated column, so everything that reads an order
-- (the two functions below, the e-mail sweep's claim_order_emails(), order-action) reads the same
-- number and nothing computes it again. Stored, not virtual: PostgreSQL 17 has no virtual columns.

alter table public.orders
  add column order_number text generated always as (pg_catalog.right(id::text, 8)) stored;

comment on column public.orders.order_number is
  'The short number shoppers and the owner quote: the last 8 characters of the id. Generated.';

-- place_order()'s answer, as 20261122140300_place_order_confirmed.sql wrote it, reading the column.
create or replace function private.order_answer(p_order public.orders)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
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
$$;

-- get_order(), as 20261124110300_get_order_delivery.sql wrote it, reading the column.
create or replace function public.get_order(p_id uuid, p_key text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_given bytea := pg_catalog.sha256(pg_catalog.convert_to(coalesce(p_key, ''), 'UTF8'));
  v_expected bytea;
begin
  select o.* into v_order from public.orders o where o.id = p_id;
  -- An unknown id compares against a digest no key has (a key is never empty).
  v_expected := pg_catalog.sha256(pg_catalog.convert_to(coalesce(v_order.access_key, ''), 'UTF8'));
  if v_order.id is null or p_key is null or v_given <> v_expected then
    if coalesce(pg_catalog.current_setting('request.headers', true), '') = '' then
      perform private.raise_error('not_found');
    end if;
    perform pg_catalog.set_config('response.status', '404', true);
    return pg_catalog.jsonb_build_object('code', 'P0001', 'message', 'not_found', 'details', '{}', 'hint', null);
  end if;

  return pg_catalog.jsonb_build_object(
    'id', v_order.id,
    'order_number', v_order.order_number,
    'created_at', v_order.created_at,
    'status', v_order.status,
    'events', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'status', e.status, 'created_at', e.created_at, 'changed_by', e.changed_by)
        order by e.created_at, e.id)
      from public.order_events e
      where e.order_id = v_order.id
    ), '[]'::jsonb),
    'lines', private.order_lines_json(v_order.id),
    'subtotal', v_order.subtotal,
    'delivery_fee', v_order.delivery_fee,
    'discount_amount', v_order.discount_amount,
    'total_price', v_order.total_price,
    'payment_method', 'cash_on_delivery',
    'delivery_area', coalesce(v_order.delivery_area, v_order.customer_city),
    'lbp_per_usd', v_order.lbp_per_usd,
    'customer_first_name', (pg_catalog.regexp_split_to_array(pg_catalog.btrim(v_order.customer_name), '\s+'))[1],
    'customer_street', v_order.customer_street,
    'channel', v_order.channel
  );
end;
$$;
