-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_order_whatsapp(p_order_id uuid, p_attempt integer, p_message_id text DEFAULT NULL::text, p_error text DEFAULT NULL::text, p_retry boolean DEFAULT true)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  set whatsapp_last_error = pg_catalog.left(p_error, 1000),
      whatsapp_status = case when p_retry then 'waiting' else 'failed' end,
      whatsapp_lease_expires_at = case
        when not p_retry then null
        else pg_catalog.now() + case
          when p_attempt <= 3 then interval '0'
          else least(interval '1 minute' * pg_catalog.power(2, least(p_attempt - 3, 6)), interval '1 hour')
        end
      end
  where o.id = p_order_id
    and o.whatsapp_status = 'waiting'
    and o.whatsapp_attempts = p_attempt;
end;
$function$;
