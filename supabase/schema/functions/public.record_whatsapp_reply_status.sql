-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_whatsapp_reply_status(p_inbound_wamid text, p_message_id text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_recorded integer;
begin
  update public.whatsapp_replies r
  set status = 'sent',
      sent_at = pg_catalog.now(),
      message_id = pg_catalog.left(p_message_id, 200),
      lease_expires_at = null
  where r.inbound_wamid = p_inbound_wamid
    and r.status in ('waiting', 'failed');
  get diagnostics v_recorded = row_count;
  return v_recorded > 0;
end;
$function$;
