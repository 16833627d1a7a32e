-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_order_whatsapp_status(p_order_id uuid, p_message_id text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_recorded integer;
begin
  update public.orders o
  set whatsapp_status = 'sent',
      whatsapp_sent_at = pg_catalog.now(),
      whatsapp_message_id = pg_catalog.left(p_message_id, 200),
      whatsapp_lease_expires_at = null
  where o.id = p_order_id
    and o.whatsapp_status in ('waiting', 'failed');
  get diagnostics v_recorded = row_count;
  return v_recorded > 0;
end;
$function$;
