-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.record_order_email(p_order_id uuid, p_attempt integer, p_message_id text DEFAULT NULL::text, p_error text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if p_error is null then
    update public.orders o
    set notified_at = coalesce(o.notified_at, pg_catalog.now()),
        email_message_id = coalesce(o.email_message_id, pg_catalog.left(p_message_id, 200)),
        email_lease_expires_at = null
    where o.id = p_order_id;
    return;
  end if;

  update public.orders o
  set email_last_error = pg_catalog.left(p_error, 1000),
      email_lease_expires_at = pg_catalog.now() + case
        when p_attempt <= 3 then interval '0'
        else least(interval '1 minute' * pg_catalog.power(2, least(p_attempt - 3, 6)), interval '1 hour')
      end
  where o.id = p_order_id
    and o.notified_at is null
    and o.email_attempts = p_attempt;
end;
$function$;
