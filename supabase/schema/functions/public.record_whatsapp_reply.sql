-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_whatsapp_reply(p_inbound_wamid text, p_attempt integer, p_message_id text DEFAULT NULL::text, p_error text DEFAULT NULL::text, p_retry boolean DEFAULT true)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

  update public.whatsapp_replies r
  set last_error = pg_catalog.left(p_error, 1000),
      status = case when p_retry then 'waiting' else 'failed' end,
      lease_expires_at = case
        when not p_retry then null
        else pg_catalog.now() + case
          when p_attempt <= 3 then interval '0'
          else least(interval '1 minute' * pg_catalog.power(2, least(p_attempt - 3, 6)), interval '1 hour')
        end
      end
  where r.inbound_wamid = p_inbound_wamid
    and r.status = 'waiting'
    and r.attempts = p_attempt;
end;
$function$;
