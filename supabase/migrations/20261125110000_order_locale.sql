-- Orders remember the shopper's language (docs/decisions/0010-orders-keep-the-shoppers-language.md): `en` or `ar`, the language of the page
-- the order was placed from.
--
-- The shop answers in it: the order's private page link that place_order() answers, and that
-- every message about the order carries, opens the page in that language (`/ar/order/<id>?key=…`
-- for Arabic, `/order/<id>?key=…` as before for English), and the owner's e-mail can say which
-- language to reply in. get_order() answers it, so the page and its messages can follow it.
--
-- Orders placed before this migration, and any order the owner adds in the dashboard without
-- one, are English, which is what the shop spoke until now. place_order() fills it from the
-- payload in 20261125110100_place_order_locale_and_arabic_areas.sql.

alter table public.orders
  add column locale text not null default 'en' check (locale in ('en', 'ar'));

comment on column public.orders.locale is
  'The shopper''s language (en or ar): the language of the page the order came from, and of its page''s link.';

-- The private page's path in the order's language. Same key, same page; only the language differs.
create or replace function private.order_path(p_order public.orders)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_order.locale = 'ar' then '/ar' else '' end
    || '/order/' || p_order.id::text || '?key=' || p_order.access_key
$$;

comment on function private.order_path(public.orders) is
  'The private order page''s path in the order''s language: /order/<id>?key=<access key>, under /ar for Arabic.';

-- get_order(), version 3: as 20261124110300_get_order_delivery.sql, with the order's `locale`.
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
    'channel', v_order.channel,
    'locale', v_order.locale
  );
end;
$$;
