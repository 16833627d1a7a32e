-- Every order gets a private access key: the secret half of its order page's address,
-- /order/<id>?key=<access key> (docs/decisions/0020-order-page-key.md).
--
-- The order id alone must never open the page: ids travel in chat messages, e-mail subjects and
-- screenshots (and the short order number is a part of it). The key is 24 random bytes (192
-- bits) from pgcrypto's gen_random_bytes, written base64url without padding (32 characters of
-- A-Z a-z 0-9 - _), so it sits in a URL as it is. It is generated here, on the server, when the
-- order is stored: as the column's default, so every way an order comes in (place_order(), an
-- order the owner adds in the dashboard) gets one, and orders placed before this migration get
-- one each too (adding a column with a volatile default computes it per row).
--
-- place_order() answers the key with the page's path: its answer, private.order_answer() (also
-- what a repeated call with the same attempt id gets back), gains
--   access_key  the key
--   order_path  '/order/<id>?key=<access key>', the page's path on the shop's origin

-- pgcrypto lives in the extensions schema, as on hosted Supabase (where it is already enabled).
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create or replace function private.new_order_access_key()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_')
$$;

comment on function private.new_order_access_key() is
  'A new order access key: 192 random bits, base64url (32 characters, no padding).';

revoke execute on function private.new_order_access_key() from public;

alter table public.orders
  add column access_key text not null default private.new_order_access_key()
    check (access_key ~ '^[A-Za-z0-9_-]{32,}$');

comment on column public.orders.access_key is
  'The secret of the order''s private page (/order/<id>?key=<access_key>); only get_order() compares it, never returns it to anyone without it.';

-- The path of an order's private page, relative to the shop's origin. The key is base64url, so it
-- needs no escaping in the query string.
create or replace function private.order_path(p_order public.orders)
returns text
language sql
immutable
set search_path = ''
as $$
  select '/order/' || p_order.id::text || '?key=' || p_order.access_key
$$;

comment on function private.order_path(public.orders) is 'The private order page''s path: /order/<id>?key=<access key>.';

revoke execute on function private.order_path(public.orders) from public;

-- An order's lines as every answer about an order shows them (place_order() and get_order()):
-- by name and variant, amounts in dollars.
create or replace function private.order_lines_json(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'item_id', oi.item_id, 'variant_id', oi.variant_id, 'item_name', oi.item_name,
      'variant_label', oi.variant_label, 'quantity', oi.quantity, 'unit_price', oi.unit_price,
      'total_price', oi.total_price, 'is_preorder', oi.is_preorder)
    order by oi.item_name, oi.variant_label nulls first, oi.id), '[]'::jsonb)
  from public.order_items oi
  where oi.order_id = p_order_id
$$;

comment on function private.order_lines_json(uuid) is 'An order''s lines as place_order() and get_order() answer them.';

revoke execute on function private.order_lines_json(uuid) from public;

-- The answer of place_order() for a stored order, as in 20261122140300_place_order_confirmed.sql,
-- with access_key and order_path.
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
    'access_key', p_order.access_key,
    'order_path', private.order_path(p_order),
    'lines', private.order_lines_json(p_order.id)
  );
end;
$$;

comment on function private.order_answer(public.orders) is
  'The JSON place_order() answers for a stored order, with its lines, its access key and its private page''s path.';
