-- The outbox's one sweep on hosted Supabase, in place of the three the previous migration took
-- off: once a minute, pg_cron has pg_net POST {"sweep": true} to the send-outbox function, which
-- first has whatsapp-webhook take the shoppers' messages a crash left unprocessed (their replies
-- are messages to send), then sends every outbox message that is due, of every kind
-- (docs/decisions/0045-one-outbox.md). This is how Supabase schedules an edge function: a cron job
-- making an HTTP call with pg_net, the project URL and key read from Vault at run time.
--
-- It reads the two Vault secrets the old sweeps read (project_url and anon_key, created once as
-- the deploy guide says); until both exist the job runs but calls nothing.
--
-- Where pg_cron, pg_net or Vault are not available (the embedded local database has none of
-- them) this migration changes nothing: the local stack runs the same sweep from a timer
-- (supabase/local/outbox-sweep.ts).

do $$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
    or not exists (select from pg_catalog.pg_available_extensions where name = 'pg_net')
    or not exists (select from pg_catalog.pg_available_extensions where name = 'supabase_vault')
  then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: the outbox sweep is not scheduled here.';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault with schema vault;

  -- Scheduling under an existing name replaces that job, so running this again changes nothing.
  perform cron.schedule(
    'send-outbox-sweep',
    '* * * * *',
    $job$
    select net.http_post(
      url := secrets.project_url || '/functions/v1/send-outbox',
      headers := pg_catalog.jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || secrets.anon_key
      ),
      body := '{"sweep": true}'::jsonb,
      timeout_milliseconds := 55000
    )
    from (
      select
        (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as project_url,
        (select decrypted_secret from vault.decrypted_secrets where name = 'anon_key') as anon_key
    ) as secrets
    where secrets.project_url is not null and secrets.anon_key is not null;
    $job$
  );
end;
$$;
