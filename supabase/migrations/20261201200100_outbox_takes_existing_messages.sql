-- The messages the shop sent or still has to send move into the outbox
-- (20261201200000_outbox.sql): none lost, none sent again.
--
-- Each old record becomes the row its sender will find under the same key: a sent one arrives as
-- sent, with its provider's id and time, so no sender takes it again; a waiting one as pending,
-- with its attempts and its lease (a lease still running also holds the retry wait the old
-- encoding kept in it), so it is tried when it would have been; a failed one as failed and an
-- 'off' one as off, still never sent by themselves. The errors and times come along, so the
-- owner's queries still say what happened. The owner's address was never stored (it is the
-- functions' OWNER_EMAIL / OWNER_WHATSAPP), so these rows keep recipient null, the owner.
--
-- Rows are added oldest first, so the claim (oldest first by id) sends the old ones before
-- anything new. A key already in the outbox (an order placed while this ran) keeps its row.

-- The owner's e-mail about every order: notified_at (sent), email_failed_at (given up) or waiting.
insert into private.outbox (key, channel, kind, order_id, status, attempts, lease_expires_at, next_attempt_at,
  last_attempt_at, provider_id, last_error, created_at, sent_at)
select 'order:' || o.id || ':owner_email', 'email', 'owner_order_email', o.id,
  case when o.notified_at is not null then 'sent' when o.email_failed_at is not null then 'failed' else 'pending' end,
  o.email_attempts,
  case when o.notified_at is null and o.email_failed_at is null then o.email_lease_expires_at end,
  o.created_at, o.email_last_attempt_at, o.email_message_id, o.email_last_error, o.created_at, o.notified_at
from public.orders o
order by o.created_at, o.id
on conflict (key) do nothing;

-- The owner's WhatsApp template about every order: its four states map one to one.
insert into private.outbox (key, channel, kind, order_id, status, attempts, lease_expires_at, next_attempt_at,
  last_attempt_at, provider_id, last_error, created_at, sent_at)
select 'order:' || o.id || ':owner_whatsapp', 'whatsapp', 'owner_order_whatsapp', o.id,
  case o.whatsapp_status when 'waiting' then 'pending' else o.whatsapp_status end,
  o.whatsapp_attempts,
  case when o.whatsapp_status = 'waiting' then o.whatsapp_lease_expires_at end,
  o.created_at, o.whatsapp_last_attempt_at, o.whatsapp_message_id, o.whatsapp_last_error, o.created_at, o.whatsapp_sent_at
from public.orders o
order by o.created_at, o.id
on conflict (key) do nothing;

-- The conversation's replies, with the body as it is sent and the shopper's number.
insert into private.outbox (key, channel, kind, recipient, request, status, attempts, lease_expires_at, next_attempt_at,
  last_attempt_at, provider_id, last_error, created_at, sent_at)
select 'reply:' || r.inbound_wamid, 'whatsapp', 'conversation_reply', r.wa_id, r.body,
  case r.status when 'waiting' then 'pending' else r.status end,
  r.attempts,
  case when r.status = 'waiting' then r.lease_expires_at end,
  r.created_at, r.last_attempt_at, r.message_id, r.last_error, r.created_at, r.sent_at
from public.whatsapp_replies r
order by r.created_at, r.inbound_wamid
on conflict (key) do nothing;
