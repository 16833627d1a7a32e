-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.get_order(p_id uuid, p_key text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
