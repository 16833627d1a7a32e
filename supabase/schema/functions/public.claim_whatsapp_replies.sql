-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.claim_whatsapp_replies(p_inbound_wamid text DEFAULT NULL::text, p_limit integer DEFAULT 10, p_lease_seconds integer DEFAULT 60, p_min_age_seconds integer DEFAULT 10)
 RETURNS SETOF whatsapp_replies
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
  update public.whatsapp_replies r
  set attempts = r.attempts + 1,
      last_attempt_at = pg_catalog.now(),
      lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(p_lease_seconds, 1))
  where r.inbound_wamid in (
    select w.inbound_wamid
    from public.whatsapp_replies w
    where w.status = 'waiting'
      and (w.lease_expires_at is null or w.lease_expires_at <= pg_catalog.now())
      and (
        case when p_inbound_wamid is null
          then w.created_at <= pg_catalog.now() - pg_catalog.make_interval(secs => greatest(p_min_age_seconds, 0))
          else w.inbound_wamid = p_inbound_wamid
        end
      )
    order by w.created_at
    limit least(greatest(p_limit, 1), 100)
    for update skip locked
  )
  returning r.*;
end;
$function$;
