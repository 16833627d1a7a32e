-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_whatsapp_reply(p_inbound_wamid text, p_attempt integer, p_message_id text DEFAULT NULL::text, p_error text DEFAULT NULL::text, p_retry boolean DEFAULT true)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_delay interval;
begin
  if p_error is null then
    update public.whatsapp_replies r
    set status = 'sent',
        sent_at = coalesce(r.sent_at, pg_catalog.now()),
        message_id = coalesce(r.message_id, pg_catalog.left(p_message_id, 200)),
        lease_expires_at = null
    where r.inbound_wamid = p_inbound_wamid;
    return;
  end if;

  v_delay := case when p_retry then public.notification_retry_delay(p_attempt) end;
  update public.whatsapp_replies r
  set last_error = pg_catalog.left(case when p_retry and v_delay is null then 'Gave up after ' || p_attempt || ' attempts; the last: ' || p_error else p_error end, 1000),
      status = case when v_delay is null then 'failed' else 'waiting' end,
      lease_expires_at = case when v_delay is null then null else pg_catalog.now() + v_delay end
  where r.inbound_wamid = p_inbound_wamid
    and r.status = 'waiting'
    and r.attempts = p_attempt;
end;
$function$;
