-- The owner's e-mail and WhatsApp message stop being retried after 10 attempts (issue 47 item 4).
--
-- Until now a failure a retry can fix (a 5xx, a time-out, a 429 or a rate limit) was retried for
-- ever: the first three at the next sweep, then after 2, 4, 8 ... minutes, then hourly. An outage
-- that lasts is one the owner must see, not one the sweep should keep knocking at; and every
-- retry after a time-out can repeat a message the platform had in fact accepted:
--   - WhatsApp's Cloud API has no idempotency key. A time-out after Meta accepted the message
--     sends it again at the next attempt, unless Meta's status webhook recorded it first
--     (20261128110000_order_whatsapp_status.sql). Hourly retries of a request that keeps timing
--     out could message the owner about the same order every hour.
--   - Resend keeps an idempotency key (the order id) for 24 hours. Within them a repeated send
--     answers the first message; after them it would be a second e-mail.
--
-- The bound is 10 attempts, and one rule, notification_retry_delay(), that the owner's two
-- senders use here and the WhatsApp replies' sender uses for its own table. Its schedule keeps the
-- e-mail's: attempts 1 to 3 are followed at once (at the next sweep), then the waits are 2, 4, 8,
-- 16, 32 and 60 minutes. With the default one-minute sweep the tenth and last attempt comes about
-- 2 hours 5 minutes after the first (3 sweeps + 122 minutes), so:
--   - every e-mail attempt falls well inside Resend's 24 hours: a retry never makes a second
--     e-mail;
--   - a WhatsApp message is tried through an outage of about two hours (Meta's incidents, and a
--     rate limit's back-off, are shorter), and a request that keeps timing out can repeat an
--     accepted message at most 9 times, not once an hour for ever;
--   - past two hours, a message about an order is late enough that the owner is better served by
--     seeing it among the failures (README: the failure queries) than by receiving it later.
-- Then the order ends 'failed' (whatsapp_status; email_failed_at for the e-mail), its last error
-- says how many attempts were made, and no sender takes it again by itself; the README says how
-- to send the failed ones again once the cause is fixed.

-- notification_retry_delay(p_attempt): how long to wait after failed attempt number p_attempt
-- (1 = the first) before the next one; null when that was the last attempt allowed.
create function public.notification_retry_delay(p_attempt integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case
    when p_attempt >= 10 then null
    when p_attempt <= 3 then interval '0'
    else least(interval '1 minute' * pg_catalog.power(2, p_attempt - 3), interval '1 hour')
  end
$$;

comment on function public.notification_retry_delay(integer) is
  'The shared retry rule of the WhatsApp and e-mail senders: the wait after failed attempt n before the next, null after the 10th (give up).';

-- Only the senders' own functions (security definer, called by the service role) use it; the
-- project's default privileges would grant it to shoppers too.
revoke execute on function public.notification_retry_delay(integer) from public, anon, authenticated;
grant execute on function public.notification_retry_delay(integer) to service_role;

-- The e-mail had no failed state: an order not e-mailed was simply waiting (notified_at null).
alter table public.orders
  add column email_failed_at timestamptz,
  -- An order is e-mailed, or failed, or waiting: never both of the first two.
  add constraint orders_email_failed_at_check check (email_failed_at is null or notified_at is null);

comment on column public.orders.email_failed_at is
  'When the owner''s e-mail was given up after its last allowed attempt (see email_last_error); null while it is sent or still tried.';

-- claim_order_emails: as before (20261122121200_order_email_delivery.sql), except that an order
-- whose e-mail was given up is never claimed.
create or replace function public.claim_order_emails(
  p_order_id uuid default null,
  p_limit integer default 10,
  p_lease_seconds integer default 120,
  p_min_age_seconds integer default 10
)
returns setof public.orders
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- record_order_email: as before, except that a failure waits notification_retry_delay() before
-- the next attempt, and after the last allowed attempt the order is given up (email_failed_at).
create or replace function public.record_order_email(
  p_order_id uuid,
  p_attempt integer,
  p_message_id text default null,
  p_error text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- record_order_whatsapp: as before (20261125140010_order_whatsapp_delivery.sql), except that a
-- failure a retry can fix waits notification_retry_delay() before the next attempt, and after the
-- last allowed attempt the order is 'failed' like a refusal.
create or replace function public.record_order_whatsapp(
  p_order_id uuid,
  p_attempt integer,
  p_message_id text default null,
  p_error text default null,
  p_retry boolean default true
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_delay interval := case when p_retry then public.notification_retry_delay(p_attempt) end;
begin
  if p_error is null then
    update public.orders o
    set whatsapp_status = 'sent',
        whatsapp_sent_at = coalesce(o.whatsapp_sent_at, pg_catalog.now()),
        whatsapp_message_id = coalesce(o.whatsapp_message_id, pg_catalog.left(p_message_id, 200)),
        whatsapp_lease_expires_at = null
    where o.id = p_order_id;
    return;
  end if;

  update public.orders o
  set whatsapp_last_error = pg_catalog.left(case when p_retry and v_delay is null then 'Gave up after ' || p_attempt || ' attempts; the last: ' || p_error else p_error end, 1000),
      whatsapp_status = case when v_delay is null then 'failed' else 'waiting' end,
      whatsapp_lease_expires_at = case when v_delay is null then null else pg_catalog.now() + v_delay end
  where o.id = p_order_id
    and o.whatsapp_status = 'waiting'
    and o.whatsapp_attempts = p_attempt;
end;
$$;
