-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.skip_order_whatsapp(p_order_id uuid DEFAULT NULL::uuid, p_reason text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_skipped integer;
begin
  update public.orders o
  set whatsapp_status = 'off',
      whatsapp_last_error = pg_catalog.left(coalesce(p_reason, 'WhatsApp notification was off'), 1000),
      whatsapp_lease_expires_at = null
  where o.id in (
    select w.id
    from public.orders w
    where w.whatsapp_status = 'waiting'
      and (w.whatsapp_lease_expires_at is null or w.whatsapp_lease_expires_at <= pg_catalog.now())
      and (p_order_id is null or w.id = p_order_id)
    for update skip locked
  );
  get diagnostics v_skipped = row_count;
  return v_skipped;
end;
$function$;
