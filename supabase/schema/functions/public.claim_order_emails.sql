-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.claim_order_emails(p_order_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 10, p_lease_seconds integer DEFAULT 120, p_min_age_seconds integer DEFAULT 10)
 RETURNS SETOF orders
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
  update public.orders o
  set email_attempts = o.email_attempts + 1,
      email_last_attempt_at = pg_catalog.now(),
      email_lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(p_lease_seconds, 1))
  where o.id in (
    select w.id
    from public.orders w
    where w.notified_at is null
      and w.email_failed_at is null
      and (w.email_lease_expires_at is null or w.email_lease_expires_at <= pg_catalog.now())
      and (
        case when p_order_id is null
          then w.created_at <= pg_catalog.now() - pg_catalog.make_interval(secs => greatest(p_min_age_seconds, 0))
          else w.id = p_order_id
        end
      )
    order by w.created_at
    limit least(greatest(p_limit, 1), 100)
    for update skip locked
  )
  returning o.*;
end;
$function$;
