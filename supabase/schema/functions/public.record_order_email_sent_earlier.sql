-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_order_email_sent_earlier(p_order_id uuid, p_conflict text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.orders o
  set notified_at = coalesce(o.notified_at, pg_catalog.now()),
      email_last_error = pg_catalog.left('Sent by an earlier attempt, whose message Resend still holds under this order''s key: ' || p_conflict, 1000),
      email_lease_expires_at = null
  where o.id = p_order_id
    and o.notified_at is null;
end;
$function$;
