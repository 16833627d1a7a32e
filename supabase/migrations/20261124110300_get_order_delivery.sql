-- get_order(), version 2: the order page shows where the order goes and its pounds (docs/decisions/0017-delivery-zones.md).
--
-- As 20261124100300_get_order.sql (read it for the key check, the one not_found answer and the
-- throttle), with:
--   delivery_area  the listed area the shopper chose (orders.delivery_area), else, for a place
--                  not on the list and for orders from before zones, the city they typed;
--   lbp_per_usd    the rate the order was placed at (null: no pounds), so the page shows the
--                  same "≈ LBP …" the shopper saw, whatever today's rate is.

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
    'order_number', pg_catalog.right(v_order.id::text, 8),
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

comment on function public.get_order(uuid, text) is
  'The private order page''s read: the order (no phone, no full name) for the right access key; the same not_found (HTTP 404) for a wrong key and an unknown id.';

-- The grants of 20261124100300_get_order.sql stay: create or replace keeps them (anon may
-- execute it on purpose: the access key is the shopper's credential, checked here).
