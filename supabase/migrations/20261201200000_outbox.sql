-- One outbox for every message the shop sends (issue 55; docs/decisions/0045-one-outbox.md).
--
-- Until now the owner's e-mail, the owner's WhatsApp template and the conversation's replies each
-- had their own claim, record, columns and sweep: three copies of one lease logic. Here is the one
-- copy. A row is one message, named by what it is for (its key: `order:<id>:owner_email`,
-- `order:<id>:owner_whatsapp`, `reply:<wamid>` …), so whoever decides a message enqueues it in
-- its own transaction with `on conflict (key) do nothing`, and a repeated delivery, a retried
-- turn or a crash never makes a second one. One dispatcher (supabase/functions/_shared/outbox.ts)
-- claims rows under a lease, sends each and records the answer at once; a dead sender's row is
-- claimed again when its lease runs out; Meta's status webhook records a WhatsApp message whose
-- sender died between Meta's answer and its record (biz_opaque_callback_data is the key), so that
-- retry sends nothing twice. The next migrations move the old rows here and drop the old copies.

create table private.outbox (
  id bigint generated always as identity primary key,
  -- What the message is for; one message per key. Also its WhatsApp biz_opaque_callback_data,
  -- which Meta allows up to 512 characters.
  key text not null unique check (length(key) between 1 and 512),
  channel text not null check (channel in ('email', 'whatsapp')),
  -- The renderer that builds and names it (supabase/functions/_shared/outbox-kinds.ts).
  kind text not null check (kind ~ '^[a-z][a-z0-9_]{0,49}$'),
  -- An e-mail address, or WhatsApp digits with the country code. Null: the shop's owner, whose
  -- OWNER_EMAIL and OWNER_WHATSAPP only the functions hold; the first claim fills it in.
  recipient text check (length(recipient) between 1 and 320),
  order_id uuid references public.orders (id) on delete cascade,
  -- The body as sent (Resend's e-mail; the Cloud API message without messaging_product, to and
  -- biz_opaque_callback_data). Null: the kind's renderer builds it at the first send, from the
  -- order, and the record keeps what went out.
  request jsonb,
  -- WhatsApp: the template to send instead of a free-form request while the recipient's 24-hour
  -- window is closed (private.whatsapp_window_open). Without one such a message waits.
  template_request jsonb,
  -- pending: to send (at next_attempt_at); awaiting_window: a free-form WhatsApp message with no
  -- template, waiting for the recipient to write; sent; failed: refused for good, or given up after
  -- the last attempt (public.notification_retry_delay); off: its channel had no secrets when it
  -- was due, never sent by itself.
  status text not null default 'pending' check (status in ('pending', 'awaiting_window', 'sent', 'failed', 'off')),
  attempts integer not null default 0 check (attempts >= 0),
  -- A sender holds the row until then; null: nobody.
  lease_expires_at timestamptz,
  -- The retry rule's wait: not claimed before.
  next_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  -- Resend's message id, or Meta's wamid.
  provider_id text check (length(provider_id) <= 200),
  -- Why the last attempt failed (kept after a later success), cleaned of secrets by the sender
  -- (supabase/functions/_shared/redact-secrets.ts); or how a message is known to be sent.
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- Sent means a time: the two never disagree.
  constraint outbox_sent_at_check check ((status = 'sent') = (sent_at is not null)),
  constraint outbox_template_is_whatsapp check (template_request is null or channel = 'whatsapp')
);

comment on table private.outbox is
  'Every message the shop sends, one row per key (what it is for): its request, delivery status, attempts, lease and the provider''s id.';

-- The claim's look: rows still to send, oldest first.
create index outbox_pending_idx on private.outbox (id) where status = 'pending';
-- What an order's page, the README's queries and a cascade delete look up.
create index outbox_order_idx on private.outbox (order_id) where order_id is not null;
-- The rows a number's next message releases.
create index outbox_awaiting_window_idx on private.outbox (recipient, id) where status = 'awaiting_window';

-- Shoppers' numbers and the owner's messages: only the functions (through SUPABASE_DB_URL) and the
-- owner's SQL editor read it. RLS on with no policy, and nothing granted to the API roles, as for
-- the other private tables.
alter table private.outbox enable row level security;
revoke all on private.outbox from public, anon, authenticated;

-- A shopper's last message opens Meta's window: looked up by number, newest first.
create index whatsapp_messages_window_idx on public.whatsapp_messages (wa_id, sent_at desc);

-- whatsapp_window_open(p_phone): the one place that knows Meta's 24-hour customer-service window.
-- Free-form messages may go only to a number that wrote to the shop in the last 24 hours;
-- otherwise only an approved template. Compared as digits, so "+961 70 000 000" and "96170000000"
-- are one number. Stable, not immutable: it reads the messages and the clock.
create function private.whatsapp_window_open(p_phone text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select
    from public.whatsapp_messages m
    where m.wa_id = pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g')
      and m.sent_at > pg_catalog.now() - interval '24 hours'
  )
$$;

comment on function private.whatsapp_window_open(text) is
  'Whether Meta allows a free-form message to this number now: it wrote to the shop in the last 24 hours.';

-- enqueue_outbox(...): the one way a message enters the outbox. A key already there changes
-- nothing (the first message for it stands). Returns the row's id, new or not.
create function private.enqueue_outbox(
  p_key text,
  p_channel text,
  p_kind text,
  p_recipient text,
  p_request jsonb,
  p_template_request jsonb default null,
  p_order_id uuid default null
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into private.outbox (key, channel, kind, recipient, request, template_request, order_id)
  values (p_key, p_channel, p_kind, p_recipient, p_request, p_template_request, p_order_id)
  on conflict (key) do nothing
  returning id into v_id;
  if v_id is null then
    select o.id into v_id from private.outbox o where o.key = p_key;
  end if;
  return v_id;
end;
$$;

comment on function private.enqueue_outbox(text, text, text, text, jsonb, jsonb, uuid) is
  'Adds a message to the outbox under its key, unless the key is there already; returns the row''s id.';

-- claim_outbox(...): claims messages to send under a lease and returns them.
--   With p_key (a fast path: the browser after place_order, the webhook after a turn): that row,
--   if it is pending, due and nobody holds it.
--   Without (the sweep): up to p_limit pending, due, free rows of p_kinds (all kinds when null)
--   at least p_min_age_seconds old, oldest first, so the sweep leaves a new row to its fast path.
-- Rows another claimer has locked are skipped, never waited for. Each claim adds one attempt and
-- holds the row for p_lease_seconds. A row for the owner (recipient null) is given the owner's
-- address the caller passes. window_open says, for a WhatsApp row, whether its recipient's window
-- is open (private.whatsapp_window_open); the dispatcher chooses the request by it.
create function private.claim_outbox(
  p_key text default null,
  p_kinds text[] default null,
  p_limit integer default 10,
  p_lease_seconds integer default 120,
  p_min_age_seconds integer default 10,
  p_owner_email text default null,
  p_owner_whatsapp text default null
)
returns table (
  id bigint,
  key text,
  channel text,
  kind text,
  recipient text,
  order_id uuid,
  request jsonb,
  template_request jsonb,
  attempts integer,
  created_at timestamptz,
  window_open boolean
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return query
  with claimed as (
    update private.outbox o
    set attempts = o.attempts + 1,
        last_attempt_at = pg_catalog.now(),
        lease_expires_at = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(p_lease_seconds, 1)),
        recipient = coalesce(o.recipient, case o.channel when 'email' then p_owner_email else p_owner_whatsapp end)
    where o.id in (
      select w.id
      from private.outbox w
      where w.status = 'pending'
        and w.next_attempt_at <= pg_catalog.now()
        and (w.lease_expires_at is null or w.lease_expires_at <= pg_catalog.now())
        and (
          case when p_key is null
            then w.created_at <= pg_catalog.now() - pg_catalog.make_interval(secs => greatest(p_min_age_seconds, 0))
              and (p_kinds is null or w.kind = any (p_kinds))
            else w.key = p_key
          end
        )
      order by w.id
      limit least(greatest(p_limit, 1), 100)
      for update skip locked
    )
    returning o.*
  )
  select c.id, c.key, c.channel, c.kind, c.recipient, c.order_id, c.request, c.template_request, c.attempts, c.created_at,
    case when c.channel = 'whatsapp' then private.whatsapp_window_open(c.recipient) end
  from claimed c
  order by c.id;
end;
$$;

comment on function private.claim_outbox(text, text[], integer, integer, integer, text, text) is
  'Claims outbox messages to send (one by key, or a batch of due ones) under a lease; returns them with whether a WhatsApp recipient''s window is open.';

-- record_outbox(p_id, p_attempt, p_outcome, p_provider_id, p_error, p_request): the outcome of
-- the attempt numbered p_attempt (attempts as the claim returned it), in one statement.
--   sent: with the provider's id, whatever the lease says and whatever a later attempt recorded
--     meanwhile: the message went out. p_error is then a note (how it is known to be sent), and
--     an earlier error is otherwise kept for the owner to see.
--   retry: a failure a retry can fix; waits public.notification_retry_delay(p_attempt), the one
--     retry rule (20261128110100_notification_attempts_bound.sql), and past its last attempt the
--     row is given up: failed, "Gave up after N attempts; the last: …".
--   failed: refused for a reason a retry cannot fix; never taken again by itself.
--   off: the channel had no secrets (p_error says which); never taken again by itself.
--   awaiting_window: a free-form WhatsApp message with no template, the window closed; waits for
--     private.release_whatsapp_window.
-- All but sent only while the row is pending and p_attempt is its latest attempt, so a sender that
-- outlived its lease cannot overwrite a newer attempt. p_request is what was sent (a row rendered
-- at the send keeps it), stored when the row had none.
create function private.record_outbox(
  p_id bigint,
  p_attempt integer,
  p_outcome text,
  p_provider_id text default null,
  p_error text default null,
  p_request jsonb default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_delay interval := case when p_outcome = 'retry' then public.notification_retry_delay(p_attempt) end;
begin
  if p_outcome = 'sent' then
    update private.outbox o
    set status = 'sent',
        sent_at = coalesce(o.sent_at, pg_catalog.now()),
        provider_id = coalesce(o.provider_id, pg_catalog.left(p_provider_id, 200)),
        last_error = coalesce(pg_catalog.left(p_error, 1000), o.last_error),
        request = coalesce(o.request, p_request),
        lease_expires_at = null
    where o.id = p_id;
    return;
  end if;

  if p_outcome not in ('retry', 'failed', 'off', 'awaiting_window') then
    raise exception 'record_outbox: unknown outcome %', p_outcome using errcode = '22023';
  end if;

  update private.outbox o
  set status = case
        when p_outcome = 'retry' then case when v_delay is null then 'failed' else 'pending' end
        else p_outcome
      end,
      last_error = coalesce(pg_catalog.left(
        case when p_outcome = 'retry' and v_delay is null then 'Gave up after ' || p_attempt || ' attempts; the last: ' || p_error else p_error end,
        1000), o.last_error),
      next_attempt_at = case when v_delay is null then o.next_attempt_at else pg_catalog.now() + v_delay end,
      request = coalesce(o.request, p_request),
      lease_expires_at = null
  where o.id = p_id
    and o.status = 'pending'
    and o.attempts = p_attempt;
end;
$$;

comment on function private.record_outbox(bigint, integer, text, text, text, jsonb) is
  'Records the outcome of one attempt to send an outbox message: sent, retry (the shared retry rule), failed, off or awaiting_window.';

-- record_outbox_status(p_key, p_provider_id): Meta says the message it was sent with
-- biz_opaque_callback_data p_key was sent, delivered or read (the webhook passes only those). A
-- row its sender did not record — pending (the sender died after Meta's answer), failed (its
-- attempts ran out on time-outs Meta had in fact accepted) or awaiting_window — becomes sent with
-- that message's id, so no sweep sends it again. A row already sent keeps its record, and one
-- 'off' was never sent by us. attempts and last_error stay: the owner can still see what failed.
-- Returns whether it recorded anything, for the webhook's log.
create function private.record_outbox_status(p_key text, p_provider_id text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_recorded integer;
begin
  update private.outbox o
  set status = 'sent',
      sent_at = pg_catalog.now(),
      provider_id = pg_catalog.left(p_provider_id, 200),
      lease_expires_at = null
  where o.key = p_key
    and o.channel = 'whatsapp'
    and o.status in ('pending', 'failed', 'awaiting_window');
  get diagnostics v_recorded = row_count;
  return v_recorded > 0;
end;
$$;

comment on function private.record_outbox_status(text, text) is
  'Records a WhatsApp outbox message as sent from Meta''s status webhook (sent, delivered or read) when its sender did not; returns whether it did.';

-- release_whatsapp_window(p_phone): the number wrote to the shop, so its window is open: every
-- message waiting for it becomes due now. Returns their keys in the order they were enqueued, for
-- the webhook to send at once (the sweep sends any it misses, in the same order).
create function private.release_whatsapp_window(p_phone text)
returns setof text
language sql
volatile
security definer
set search_path = ''
as $$
  with released as (
    update private.outbox o
    set status = 'pending',
        next_attempt_at = pg_catalog.now()
    where o.status = 'awaiting_window'
      and o.recipient = pg_catalog.regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g')
    returning o.id, o.key
  )
  select r.key from released r order by r.id
$$;

comment on function private.release_whatsapp_window(text) is
  'Makes every WhatsApp message waiting for this number''s window due now (the number just wrote); returns their keys in order.';

-- Every order the shop takes tells the owner, by e-mail and on WhatsApp: both messages are
-- enqueued in the transaction that stores the order, so an order is never without them, whatever
-- the browser does next. Their requests are built at the send, from the order (the owner's
-- address, the action links' secret and the template language are the functions' settings).
create function private.enqueue_order_owner_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_outbox('order:' || new.id || ':owner_email', 'email', 'owner_order_email', null, null, null, new.id);
  perform private.enqueue_outbox('order:' || new.id || ':owner_whatsapp', 'whatsapp', 'owner_order_whatsapp', null, null, null, new.id);
  return null;
end;
$$;

comment on function private.enqueue_order_owner_messages() is
  'Trigger: enqueues the owner''s e-mail and WhatsApp message about a new order.';

create trigger orders_enqueue_owner_messages
  after insert on public.orders
  for each row execute function private.enqueue_order_owner_messages();

-- The functions reach these through SUPABASE_DB_URL (the database owner); no API role may call
-- them: a shopper who could would mark any message sent, or read who the shop writes to.
revoke execute on function private.whatsapp_window_open(text) from public, anon, authenticated;
revoke execute on function private.enqueue_outbox(text, text, text, text, jsonb, jsonb, uuid) from public, anon, authenticated;
revoke execute on function private.claim_outbox(text, text[], integer, integer, integer, text, text) from public, anon, authenticated;
revoke execute on function private.record_outbox(bigint, integer, text, text, text, jsonb) from public, anon, authenticated;
revoke execute on function private.record_outbox_status(text, text) from public, anon, authenticated;
revoke execute on function private.release_whatsapp_window(text) from public, anon, authenticated;
revoke execute on function private.enqueue_order_owner_messages() from public, anon, authenticated;
