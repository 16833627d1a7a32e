-- The WhatsApp conversations' sweep on hosted Supabase, beside the owner's notifications'
-- (20261125140100_order_whatsapp_sweep_schedule.sql): once a minute, pg_cron has pg_net POST
-- {"sweep": true} to the whatsapp-webhook function, which runs the conversation for every
-- shopper message recorded but not processed (the function died after answering Meta) and sends
-- every reply still waiting (its sender died, or a retry is due). Meta's own deliveries are signed;
-- the sweep is told apart by the project's anon key, which the function compares with its own.
--
-- It reads the same two Vault secrets as the other sweeps (project_url and anon_key, created once
-- as the README says); until both exist the job runs but calls nothing.
--
-- Where pg_cron, pg_net or Vault are not available (the embedded local database has none of
-- them) this migration changes nothing: the local stack runs the same sweep from a timer
-- (supabase/local/order-email-sweep.ts).

do $$
begin
  if not exists (select from pg_catalog.pg_available_extensions where name = 'pg_cron')
    or not exists (select from pg_catalog.pg_available_extensions where name = 'pg_net')
    or not exists (select from pg_catalog.pg_available_extensions where name = 'supabase_vault')
  then
    raise notice 'pg_cron, pg_net or supabase_vault is not available: the WhatsApp conversation sweep is not scheduled here.';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault with schema vault;

  -- Scheduling under an existing name replaces that job, so running this again changes nothing.
  perform cron.schedule(
    'whatsapp-webhook-sweep',
    '* * * * *',
    $job$
    select net.http_post(
      url := secrets.project_url || '/functions/v1/whatsapp-webhook',
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
