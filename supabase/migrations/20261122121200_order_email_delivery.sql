-- Delivery of the owner's new-order e-mail: every order is e-mailed exactly once, whatever the
-- shopper's browser does.
--
-- Two senders run the send-order-email function: the browser right after place_order() (the fast
-- path), and a sweep once a minute (pg_cron + pg_net on hosted Supabase, next migration; a timer
-- in the local stack) that picks up every order still waiting. Both claim an order before
-- sending and record the outcome after, through the two functions below.
--
-- A claim is a lease: claiming sets email_lease_expires_at. A sender that dies after its claim
-- (the function killed, a timeout) leaves the lease to run out, and the next sweep claims the
-- order again. Two senders can therefore both send one order only when the first outlived its
-- lease; the function gives Resend the order id as Idempotency-Key, and Resend answers a repeated
-- key within 24 hours with the first message instead of sending another.
--
-- Failures are kept: email_attempts counts claims, email_last_error holds the last failure. A
-- failed attempt schedules the next one through the lease: the first three retry at the next
-- sweep, later ones wait 2, 4, 8 ... minutes, at most an hour, so a lasting outage does not spend
-- the Resend quota on retries. The README shows the query for the orders not e-mailed and why.

comment on column public.orders.notified_at is
  'When Resend accepted the owner''s new-order e-mail; null while it is still to be sent.';

alter table public.orders
  add column email_attempts integer not null default 0 check (email_attempts >= 0),
  add column email_lease_expires_at timestamptz,
  add column email_last_attempt_at timestamptz,
  add column email_last_error text check (length(email_last_error) <= 1000),
  add column email_message_id text check (length(email_message_id) <= 200);

comment on column public.orders.email_attempts is 'How many times a sender claimed the order to e-mail the owner.';
comment on column public.orders.email_lease_expires_at is
  'Until then the order is being e-mailed by one sender, or waits before its next attempt; null = free to claim.';
comment on column public.orders.email_last_attempt_at is 'When a sender last claimed the order.';
comment on column public.orders.email_last_error is 'Why the last attempt to e-mail the owner failed (kept after a later success).';
comment on column public.orders.email_message_id is 'Resend''s id of the owner''s e-mail.';

-- The sweep looks only at orders still waiting, oldest first.
create index orders_email_waiting_idx on public.orders (created_at) where notified_at is null;

-- claim_order_emails(p_order_id, p_limit, p_lease_seconds, p_min_age_seconds): claims orders to
-- e-mail and returns them.
--   With p_order_id (the browser's fast path): that order, if it is not e-mailed yet and nobody
--   holds it; otherwise nothing.
--   Without (the sweep): up to p_limit orders not e-mailed and free, oldest first, that are at
--   least p_min_age_seconds old, so the sweep leaves a new order to the browser's call.
-- Rows another claimer has locked are skipped, never waited for. Each claim adds one attempt and
-- holds the order for p_lease_seconds.
create function public.claim_order_emails(
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

comment on function public.claim_order_emails(uuid, integer, integer, integer) is
  'Claims orders whose owner e-mail is still to be sent (one by id, or a batch of waiting ones) under a lease; returns them.';

-- record_order_email(p_order_id, p_attempt, p_message_id, p_error): the outcome of the attempt
-- numbered p_attempt (email_attempts as the claim returned it).
--   Sent (p_error null): notified_at is set (kept if already set) with Resend's message id, and
--   the lease is released. A sender whose lease ran out still records its success: the e-mail
--   went out.
--   Failed: recorded only while the order is not e-mailed and the attempt is still the latest,
--   so a sender that outlived its lease cannot overwrite a newer attempt. The lease then becomes
--   the wait before the next attempt.
create function public.record_order_email(
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
$$;

comment on function public.record_order_email(uuid, integer, text, text) is
  'Records the outcome of one attempt to e-mail the owner about an order: sent (with Resend''s id) or failed (why; schedules the retry).';

-- Only the e-mail function (service role) claims and records; shoppers get neither, although the
-- project's default privileges would grant anon and authenticated every new public function.
revoke execute on function public.claim_order_emails(uuid, integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.record_order_email(uuid, integer, text, text) from public, anon, authenticated;
grant execute on function public.claim_order_emails(uuid, integer, integer, integer) to service_role;
grant execute on function public.record_order_email(uuid, integer, text, text) to service_role;
