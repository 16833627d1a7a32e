-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_order_email(p_order_id uuid, p_attempt integer, p_message_id text DEFAULT NULL::text, p_error text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_delay interval := public.notification_retry_delay(p_attempt);
begin
  if p_error is null then
    update public.orders o
    set notified_at = coalesce(o.notified_at, pg_catalog.now()),
        email_failed_at = null,
        email_message_id = coalesce(o.email_message_id, pg_catalog.left(p_message_id, 200)),
        email_lease_expires_at = null
    where o.id = p_order_id;
    return;
  end if;

  update public.orders o
  set email_last_error = pg_catalog.left(case when v_delay is null then 'Gave up after ' || p_attempt || ' attempts; the last: ' || p_error else p_error end, 1000),
      email_failed_at = case when v_delay is null then pg_catalog.now() end,
      email_lease_expires_at = case when v_delay is null then null else pg_catalog.now() + v_delay end
  where o.id = p_order_id
    and o.notified_at is null
    and o.email_attempts = p_attempt;
end;
$function$;
