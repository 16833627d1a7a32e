-- Delivery of the owner's new-order WhatsApp message (docs/decisions/0027-owner-whatsapp-template.md, issue 34): beside the
-- e-mail, every order reaches the owner's WhatsApp once, through the WhatsApp Business Platform
-- (Cloud API), with the e-mail's guarantees (20261122121200_order_email_delivery.sql).
--
-- The same two senders run the send-order-whatsapp function: the browser right after
-- place_order() (the fast path), and a sweep once a minute (pg_cron + pg_net hosted, next
-- migration; the local stack's timer) for every order still waiting. Both claim an order under a
-- lease before sending and record the outcome after, through the functions below.
--
-- Unlike Resend, the Cloud API has no idempotency key. A message can therefore go out twice in
-- one case only: the platform accepted it and the sender died (or timed out waiting for the
-- answer) before record_order_whatsapp() ran; once the lease runs out the order is sent again.
-- The function records in one statement right after the platform's answer, so that window is
-- the e-mail's: one database call. Losing a message is worse than a second one, so an order whose
-- outcome is unknown is sent again rather than dropped.
--
-- An order's WhatsApp notification is in one of four states (whatsapp_status):
--   waiting  to be sent (new orders);
--   sent     the platform accepted it (whatsapp_sent_at, whatsapp_message_id);
--   failed   the platform refused it for a reason a retry cannot fix (a bad or expired token, a
--            template that is not approved, a wrong number): kept with the error, never retried
--            by itself; the README shows the query that lists them and how to send them again;
--   off      the channel was off when the order was placed (the function had no WHATSAPP_TOKEN,
--            WHATSAPP_PHONE_NUMBER_ID or OWNER_WHATSAPP), or the order predates the channel. The
--            owner is not sent weeks of old orders in a burst the moment the secrets are set.
-- Failures a retry can fix (5xx, a time-out, 429 and the platform's rate limits) wait before the
-- next attempt exactly as the e-mail's do: the first three at the next sweep, then 2, 4, 8 ...
-- minutes, at most an hour.

alter table public.orders
  -- Orders placed before this migration were never meant to reach WhatsApp: they start 'off'.
  add column whatsapp_status text not null default 'off'
    check (whatsapp_status in ('waiting', 'sent', 'failed', 'off')),
  add column whatsapp_sent_at timestamptz,
  add column whatsapp_attempts integer not null default 0 check (whatsapp_attempts >= 0),
  add column whatsapp_lease_expires_at timestamptz,
  add column whatsapp_last_attempt_at timestamptz,
  add column whatsapp_last_error text check (length(whatsapp_last_error) <= 1000),
  add column whatsapp_message_id text check (length(whatsapp_message_id) <= 200),
  -- Sent means a time: the two never disagree.
  add constraint orders_whatsapp_sent_at_check check ((whatsapp_status = 'sent') = (whatsapp_sent_at is not null));

-- Every order placed from now on waits for its message.
alter table public.orders alter column whatsapp_status set default 'waiting';

comment on column public.orders.whatsapp_status is
  'The owner''s WhatsApp message about the order: waiting, sent, failed (refused for good; see whatsapp_last_error) or off (the channel was off).';
comment on column public.orders.whatsapp_sent_at is 'When the WhatsApp Cloud API accepted the owner''s message; null until then.';
comment on column public.orders.whatsapp_attempts is 'How many times a sender claimed the order to message the owner on WhatsApp.';
comment on column public.orders.whatsapp_lease_expires_at is
  'Until then the order is being sent by one sender, or waits before its next attempt; null = free to claim.';
comment on column public.orders.whatsapp_last_attempt_at is 'When a sender last claimed the order for WhatsApp.';
comment on column public.orders.whatsapp_last_error is
  'Why the last WhatsApp attempt failed (kept after a later success), or why the order was not sent (off).';
comment on column public.orders.whatsapp_message_id is 'The Cloud API''s message id (wamid.…) of the owner''s message.';

-- The sweep looks only at orders still waiting, oldest first.
create index orders_whatsapp_waiting_idx on public.orders (created_at) where whatsapp_status = 'waiting';

-- claim_order_whatsapp(p_order_id, p_limit, p_lease_seconds, p_min_age_seconds): claims orders to
-- message and returns them, exactly as claim_order_emails() does for the e-mail.
--   With p_order_id (the browser's fast path): that order, if it is waiting and nobody holds it.
--   Without (the sweep): up to p_limit waiting, free orders at least p_min_age_seconds old,
--   oldest first, so the sweep leaves a new order to the browser's call.
-- Rows another claimer has locked are skipped, never waited for. Each claim adds one attempt and
-- holds the order for p_lease_seconds.
create function public.claim_order_whatsapp(
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
  set whatsapp_attempts = o.whatsapp_attempts + 1,
      whatsapp_last_attempt_at = pg_catalog.now(),
      whatsapp_lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(p_lease_seconds, 1))
  where o.id in (
    select w.id
    from public.orders w
    where w.whatsapp_status = 'waiting'
      and (w.whatsapp_lease_expires_at is null or w.whatsapp_lease_expires_at <= pg_catalog.now())
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

comment on function public.claim_order_whatsapp(uuid, integer, integer, integer) is
  'Claims orders whose owner WhatsApp message is still to be sent (one by id, or a batch of waiting ones) under a lease; returns them.';

-- record_order_whatsapp(p_order_id, p_attempt, p_message_id, p_error, p_retry): the outcome of
-- the attempt numbered p_attempt (whatsapp_attempts as the claim returned it), in one statement.
--   Sent (p_error null): 'sent' with the platform's message id, the lease released. Also for a
--   sender whose lease ran out, and whatever a later attempt recorded meanwhile: the message
--   went out, and that is what the owner must be able to see.
--   Failed: recorded only while the order waits and the attempt is the latest one, so a sender
--   that outlived its lease cannot overwrite a newer attempt. With p_retry the lease becomes the
--   wait before the next attempt; without, the order is 'failed' and no sender takes it again.
create function public.record_order_whatsapp(
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
  set whatsapp_last_error = pg_catalog.left(p_error, 1000),
      whatsapp_status = case when p_retry then 'waiting' else 'failed' end,
      whatsapp_lease_expires_at = case
        when not p_retry then null
        else pg_catalog.now() + case
          when p_attempt <= 3 then interval '0'
          else least(interval '1 minute' * pg_catalog.power(2, least(p_attempt - 3, 6)), interval '1 hour')
        end
      end
  where o.id = p_order_id
    and o.whatsapp_status = 'waiting'
    and o.whatsapp_attempts = p_attempt;
end;
$$;

comment on function public.record_order_whatsapp(uuid, integer, text, text, boolean) is
  'Records the outcome of one attempt to message the owner on WhatsApp: sent (with the platform''s id), failed and retried later, or failed for good.';

-- skip_order_whatsapp(p_order_id, p_reason): what the function does while the channel is off.
-- The order (with p_order_id), or every waiting order nobody holds, becomes 'off' with the
-- reason, so turning the channel on later sends only orders placed from then on.
create function public.skip_order_whatsapp(p_order_id uuid default null, p_reason text default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_skipped integer;
begin
  update public.orders o
  set whatsapp_status = 'off',
      whatsapp_last_error = pg_catalog.left(coalesce(p_reason, 'WhatsApp notification was off'), 1000),
      whatsapp_lease_expires_at = null
  where o.id in (
    select w.id
    from public.orders w
    where w.whatsapp_status = 'waiting'
      and (w.whatsapp_lease_expires_at is null or w.whatsapp_lease_expires_at <= pg_catalog.now())
      and (p_order_id is null or w.id = p_order_id)
    for update skip locked
  );
  get diagnostics v_skipped = row_count;
  return v_skipped;
end;
$$;

comment on function public.skip_order_whatsapp(uuid, text) is
  'Marks a waiting order (or all waiting orders) as not sent on WhatsApp because the channel is off.';

-- Only the WhatsApp function (service role) claims, records and skips; shoppers get none of them,
-- although the project's default privileges would grant anon and authenticated every new public
-- function.
revoke execute on function public.claim_order_whatsapp(uuid, integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.record_order_whatsapp(uuid, integer, text, text, boolean) from public, anon, authenticated;
revoke execute on function public.skip_order_whatsapp(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_order_whatsapp(uuid, integer, integer, integer) to service_role;
grant execute on function public.record_order_whatsapp(uuid, integer, text, text, boolean) to service_role;
grant execute on function public.skip_order_whatsapp(uuid, text) to service_role;
