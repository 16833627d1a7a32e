-- The three copies of the delivery logic go, now that the outbox holds their rows
-- (20261201200100_outbox_takes_existing_messages.sql) and its one dispatcher sends them: the
-- owner's e-mail (20261122121200, 20261125140000), the owner's WhatsApp message (20261125140010,
-- 20261128110000) and the conversation's replies (20261128100200), with the columns and the table
-- they kept their state in, and their three sweeps (20261122121300, 20261125140100,
-- 20261128100400), replaced by the outbox's one (next migration).
--
-- public.notification_retry_delay stays: it is the outbox's one retry rule.

drop function public.claim_order_emails(uuid, integer, integer, integer);
drop function public.record_order_email(uuid, integer, text, text);
drop function public.record_order_email_sent_earlier(uuid, text);
drop function public.claim_order_whatsapp(uuid, integer, integer, integer);
drop function public.record_order_whatsapp(uuid, integer, text, text, boolean);
drop function public.skip_order_whatsapp(uuid, text);
drop function public.record_order_whatsapp_status(uuid, text);
drop function public.claim_whatsapp_replies(text, integer, integer, integer);
drop function public.record_whatsapp_reply(text, integer, text, text, boolean);
drop function public.record_whatsapp_reply_status(text, text);

drop table public.whatsapp_replies;

-- Their indexes and checks go with them.
alter table public.orders
  drop column email_attempts,
  drop column email_lease_expires_at,
  drop column email_last_attempt_at,
  drop column email_last_error,
  drop column email_message_id,
  drop column email_failed_at,
  drop column notified_at,
  drop column whatsapp_status,
  drop column whatsapp_sent_at,
  drop column whatsapp_attempts,
  drop column whatsapp_lease_expires_at,
  drop column whatsapp_last_attempt_at,
  drop column whatsapp_last_error,
  drop column whatsapp_message_id;

-- The three sweeps, where pg_cron runs them (hosted Supabase); the embedded local database has no
-- pg_cron, and its stack runs the outbox's one timer instead.
do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.unschedule(j.jobname)
    from cron.job j
    where j.jobname in ('send-order-email-sweep', 'send-order-whatsapp-sweep', 'whatsapp-webhook-sweep');
  end if;
end;
$$;
