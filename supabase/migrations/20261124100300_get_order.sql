-- get_order(p_id, p_key): the private order page's one read (docs/decisions/0020-order-page-key.md).
--
-- Answers the order only to whoever holds its access key (20261124100000_order_access_key.sql):
--   {id, order_number, created_at, status,
--    events: [{status, created_at, changed_by}]      oldest first,
--    lines: [{item_id, variant_id, item_name, variant_label, quantity, unit_price, total_price, is_preorder}],
--    subtotal, delivery_fee, discount_amount, total_price,      dollars
--    payment_method ('cash_on_delivery'), delivery_area (the city for now),
--    customer_first_name, customer_street, channel}
-- Never the phone, the full name, the building, floor or notes, nor the key itself: a link
-- forwarded in a chat shows what a delivery slip would, no more.
--
-- No oracle: a wrong key, a missing key and an id no order has get the very same answer,
-- not_found (HTTP 404, body {code: "P0001", message: "not_found", details: "{}", hint: null}, as
-- PostgREST renders our other errors). The key is compared as SHA-256 digests, so the time the
-- comparison takes says nothing about how much of a guess was right, and an unknown id is
-- compared against a digest too.
--
-- Throttled per client address (previous migration). Through PostgREST the refusal is a
-- committed answer with status 404 (response.status), as check_discount() answers refused codes,
-- so wrong guesses are counted; called outside PostgREST (no request headers) it raises
-- not_found instead. Volatile, so PostgREST runs it read-write and the throttle can count.

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
    'delivery_area', v_order.customer_city,
    'customer_first_name', (pg_catalog.regexp_split_to_array(pg_catalog.btrim(v_order.customer_name), '\s+'))[1],
    'customer_street', v_order.customer_street,
    'channel', v_order.channel
  );
end;
$$;

comment on function public.get_order(uuid, text) is
  'The private order page''s read: the order (no phone, no full name) for the right access key; the same not_found (HTTP 404) for a wrong key and an unknown id.';

-- Functions are executable by PUBLIC by default; take that back and grant it role by role.
revoke execute on function public.get_order(uuid, text) from public;
-- anon may execute it on purpose (Supabase advisor finding anon_security_definer_function_executable,
-- accepted for place_order, check_discount and get_order): the order page is for shoppers, who
-- have no account; the access key is their credential, checked here.
grant execute on function public.get_order(uuid, text) to anon, authenticated, service_role;
