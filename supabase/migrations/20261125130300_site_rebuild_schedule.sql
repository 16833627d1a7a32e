-- The site rebuild on hosted Supabase: every 30 seconds pg_cron runs the decision of
-- 20261125130200_site_rebuilds.sql, and pg_net makes the call it asks for.
--
-- pg_net calls asynchronously: http_post() queues the request and returns its id at once, and the
-- answer lands in net._http_response later. So each run first records the answers of the calls
-- made on earlier runs (site_rebuilds.net_request_id → net._http_response), then claims and makes
-- the call due now. A call whose answer never lands counts as failed after
-- site_rebuild_settings.answer_timeout_seconds and is retried like any other failure.
--
-- One-time setup on the project (SQL editor), with the build hook your static host gives (README,
-- "The shop follows by itself"):
--   select vault.create_secret('https://api.netlify.com/build_hooks/…', 'site_rebuild_hook_url');
-- Until that secret exists the job runs but claims and calls nothing: changes wait.
--
-- Where pg_cron, pg_net or Vault are not available (the embedded local database has none of
-- them) this migration changes nothing: `npm start` runs the same decision from a loop
-- (supabase/local/site-rebuild-hook.ts) with the URL in SITE_REBUILD_HOOK_URL.

do $$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
    or not exists (select from pg_catalog.pg_available_extensions where name = 'pg_net')
    or not exists (select from pg_catalog.pg_available_extensions where name = 'supabase_vault')
  then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: the site rebuild is not scheduled here.';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault with schema vault;

  -- Scheduling under an existing name replaces that job, so running this again changes nothing.
  perform cron.schedule(
    'site-rebuild',
    '30 seconds',
    $job$
    do $run$
    declare
      v_hook_url text;
      v_call public.site_rebuilds;
    begin
      perform private.record_site_rebuild(
        r.id,
        a.status_code,
        case when a.timed_out then 'timed out' else a.error_msg end)
      from public.site_rebuilds r
      join net._http_response a on a.id = r.net_request_id
      where r.answered_at is null;

      select s.decrypted_secret into v_hook_url from vault.decrypted_secrets s where s.name = 'site_rebuild_hook_url';
      if v_hook_url is null then
        return;
      end if;

      for v_call in select * from private.claim_site_rebuild() loop
        update public.site_rebuilds r
        set net_request_id = net.http_post(
          url := v_hook_url,
          body := pg_catalog.jsonb_build_object('reason', v_call.reason, 'attempt', v_call.attempt),
          timeout_milliseconds := 30000)
        where r.id = v_call.id;
      end loop;
    end;
    $run$;
    $job$
  );
end;
$$;
