-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_order_whatsapp(p_order_id uuid, p_attempt integer, p_message_id text DEFAULT NULL::text, p_error text DEFAULT NULL::text, p_retry boolean DEFAULT true)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_delay interval := case when p_retry then public.notification_retry_delay(p_attempt) end;
begin
  if p_error is null then
    update public.orders o
    set whatsapp_status = 'sent',
        whatsapp_sent_at = coalesce(o.whatsapp_sent_at, pg_catalog.now()),
        whatsapp_message_id = coalesce(o.whatsapp_message_id, pg_catalog.left(p_message_id, 200)),
        whatsapp_lease_expires_at = null
    where o.id = p_order_id;
    return;
  end if;

  update public.orders o
  set whatsapp_last_error = pg_catalog.left(case when p_retry and v_delay is null then 'Gave up after ' || p_attempt || ' attempts; the last: ' || p_error else p_error end, 1000),
      whatsapp_status = case when v_delay is null then 'failed' else 'waiting' end,
      whatsapp_lease_expires_at = case when v_delay is null then null else pg_catalog.now() + v_delay end
  where o.id = p_order_id
    and o.whatsapp_status = 'waiting'
    and o.whatsapp_attempts = p_attempt;
end;
$function$;
