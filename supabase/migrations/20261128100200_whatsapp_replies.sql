-- The shop's replies to shoppers on WhatsApp (docs/decisions/0029-ordering-in-the-whatsapp-chat.md): exactly one per message a shopper
-- sent, stored with the turn that built it and sent at once, with the owner channel's guarantees
-- (20261125140010_order_whatsapp_delivery.sql).
--
-- The whatsapp-webhook function inserts the reply in the transaction that stores the
-- conversation's new snapshot and marks the shopper's message processed; after the commit it
-- claims the reply under a lease, posts it to the Cloud API with biz_opaque_callback_data
-- "reply:<the shopper's wamid>", and records the answer at once. A reply whose sender died is
-- claimed again by the sweep once its lease runs out; 5xx, 429 and time-outs are retried with
-- the owner's messages' rule (10 attempts, then 'failed'); any other refusal is kept as 'failed'
-- and never retried.
--
-- The Cloud API has no idempotency key, so a reply can go out twice only if its sender died
-- between Meta's answer and its record. The status webhook closes most of that window: Meta
-- echoes the callback data in the statuses of the message it accepted, and
-- record_whatsapp_reply_status() records a reply still unrecorded as sent, before its lease runs
-- out and the sweep would send it again.

create table public.whatsapp_replies (
  -- The shopper's message this answers: one reply per message, never two.
  inbound_wamid text primary key references public.whatsapp_messages (wamid),
  -- The shopper's WhatsApp id, the reply's "to".
  wa_id text not null check (wa_id ~ '^[0-9]{5,20}$'),
  -- The Cloud API message body without messaging_product, to and biz_opaque_callback_data
  -- (OutgoingWhatsApp in machines/whatsappConversation.ts).
  body jsonb not null,
  -- waiting (to send, or to retry after lease_expires_at), sent, failed (refused for good).
  status text not null default 'waiting' check (status in ('waiting', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  lease_expires_at timestamptz,
  last_attempt_at timestamptz,
  -- Meta's id of the reply (wamid.…), from its answer or from a status webhook.
  message_id text check (length(message_id) <= 200),
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- Sent means a time: the two never disagree.
  constraint whatsapp_replies_sent_at_check check ((status = 'sent') = (sent_at is not null))
);

comment on table public.whatsapp_replies is
  'The shop''s reply to each WhatsApp message a shopper sent, and its delivery: waiting, sent or failed (see last_error).';

-- The sweep looks only at replies still waiting, oldest first.
create index whatsapp_replies_waiting_idx on public.whatsapp_replies (created_at) where status = 'waiting';

-- As whatsapp_messages: the function's alone.
alter table public.whatsapp_replies enable row level security;
revoke all on public.whatsapp_replies from anon, authenticated;
-- The service role bypasses RLS; it gets the rights the function uses, and no more.
grant select, insert, update on public.whatsapp_replies to service_role;

-- claim_whatsapp_replies(p_inbound_wamid, p_limit, p_lease_seconds, p_min_age_seconds): claims
-- replies to send under a lease and returns them, as claim_order_whatsapp() does for orders.
--   With p_inbound_wamid (the function, right after the turn): that reply, if it waits and
--   nobody holds it.
--   Without (the sweep): up to p_limit waiting, free replies at least p_min_age_seconds old,
--   oldest first, so the sweep leaves a reply being built to the function that built it.
-- Rows another claimer has locked are skipped, never waited for. Each claim adds one attempt.
create function public.claim_whatsapp_replies(
  p_inbound_wamid text default null,
  p_limit integer default 10,
  p_lease_seconds integer default 60,
  p_min_age_seconds integer default 10
)
returns setof public.whatsapp_replies
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

comment on function public.claim_whatsapp_replies(text, integer, integer, integer) is
  'Claims WhatsApp replies to send (one by the shopper''s message id, or a batch of waiting ones) under a lease; returns them.';

-- record_whatsapp_reply(p_inbound_wamid, p_attempt, p_message_id, p_error, p_retry): the outcome
-- of the attempt numbered p_attempt, in one statement, with record_order_whatsapp()'s rules:
-- sent whatever the lease says; a failure only by the latest attempt of a reply still waiting,
-- retried after the senders' one retry rule, public.notification_retry_delay()
-- (20261128110100_notification_attempts_bound.sql: at once three times, then 2 … 60 minutes, 10
-- attempts in all), or, without p_retry or past the last attempt, failed for good.
create function public.record_whatsapp_reply(
  p_inbound_wamid text,
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
  v_delay interval;
begin
  if p_error is null then
    update public.whatsapp_replies r
    set status = 'sent',
        sent_at = coalesce(r.sent_at, pg_catalog.now()),
        message_id = coalesce(r.message_id, pg_catalog.left(p_message_id, 200)),
        lease_expires_at = null
    where r.inbound_wamid = p_inbound_wamid;
    return;
  end if;

  v_delay := case when p_retry then public.notification_retry_delay(p_attempt) end;
  update public.whatsapp_replies r
  set last_error = pg_catalog.left(case when p_retry and v_delay is null then 'Gave up after ' || p_attempt || ' attempts; the last: ' || p_error else p_error end, 1000),
      status = case when v_delay is null then 'failed' else 'waiting' end,
      lease_expires_at = case when v_delay is null then null else pg_catalog.now() + v_delay end
  where r.inbound_wamid = p_inbound_wamid
    and r.status = 'waiting'
    and r.attempts = p_attempt;
end;
$$;

comment on function public.record_whatsapp_reply(text, integer, text, text, boolean) is
  'Records the outcome of one attempt to send a WhatsApp reply: sent (with Meta''s id), failed and retried later, or failed for good.';

-- record_whatsapp_reply_status(p_inbound_wamid, p_message_id): Meta says the reply it was sent
-- with biz_opaque_callback_data "reply:<p_inbound_wamid>" was sent, delivered or read (the
-- function passes only those statuses, as for the owner's messages:
-- 20261128110000_order_whatsapp_status.sql). A reply still 'waiting' (its sender died after Meta's
-- answer) or 'failed' (its attempts ran out on time-outs Meta had in fact accepted) becomes 'sent'
-- with that message's id, so the sweep never sends it again; a reply already recorded is left
-- alone. Answers whether it recorded anything.
create function public.record_whatsapp_reply_status(p_inbound_wamid text, p_message_id text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_recorded integer;
begin
  update public.whatsapp_replies r
  set status = 'sent',
      sent_at = pg_catalog.now(),
      message_id = pg_catalog.left(p_message_id, 200),
      lease_expires_at = null
  where r.inbound_wamid = p_inbound_wamid
    and r.status in ('waiting', 'failed');
  get diagnostics v_recorded = row_count;
  return v_recorded > 0;
end;
$$;

comment on function public.record_whatsapp_reply_status(text, text) is
  'Records a WhatsApp reply as sent from Meta''s status webhook (sent, delivered or read) when its sender did not; returns whether it did.';

-- Only the whatsapp-webhook function (service role) claims and records replies; shoppers get none
-- of these, although the project's default privileges would grant anon and authenticated every
-- new public function.
revoke execute on function public.claim_whatsapp_replies(text, integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.record_whatsapp_reply(text, integer, text, text, boolean) from public, anon, authenticated;
revoke execute on function public.record_whatsapp_reply_status(text, text) from public, anon, authenticated;
grant execute on function public.claim_whatsapp_replies(text, integer, integer, integer) to service_role;
grant execute on function public.record_whatsapp_reply(text, integer, text, text, boolean) to service_role;
grant execute on function public.record_whatsapp_reply_status(text, text) to service_role;
