-- The status webhook closes the owner's WhatsApp duplicate window (docs/decisions/0030-status-webhook-closes-duplicates.md, issue 46).
--
-- The Cloud API has no idempotency key, so until now a message went out twice when its sender
-- died (or stopped waiting) after Meta accepted it and before record_order_whatsapp() ran: the
-- order stayed 'waiting' and was sent again when its lease ran out. Every owner message now
-- carries biz_opaque_callback_data = 'order:<order id>', and Meta echoes it in the status webhook
-- (sent, delivered, read) a second or two after accepting the message. The webhook
-- (whatsapp-webhook, through supabase/functions/_shared/whatsapp-status.ts) records such a status
-- here, so an order whose message went out is marked sent before its lease (2 minutes) runs out
-- and the sweep never sends it again.
--
-- What is left: a status that reaches the database only after the lease ran out and a sweep
-- re-claimed the order (the webhook itself down, or Meta's delivery late by minutes). ARCHITECTURE.md
-- says how wide that is.

-- record_order_whatsapp_status(p_order_id, p_message_id): Meta says the owner's message about the
-- order (p_message_id, its wamid) was sent, delivered or read. An order still 'waiting' (a crash
-- left it unrecorded) or 'failed' (its attempts ran out on time-outs the platform had in fact
-- accepted) becomes 'sent' with that message's id, and its lease is released. An order already
-- 'sent' keeps its record (the sender's own, or an earlier status), and an order 'off' was never
-- sent by us: both are left alone. Returns whether it recorded anything, for the webhook's log.
-- whatsapp_attempts and whatsapp_last_error stay as they were: the owner can still see what failed.
create function public.record_order_whatsapp_status(p_order_id uuid, p_message_id text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_recorded integer;
begin
  update public.orders o
  set whatsapp_status = 'sent',
      whatsapp_sent_at = pg_catalog.now(),
      whatsapp_message_id = pg_catalog.left(p_message_id, 200),
      whatsapp_lease_expires_at = null
  where o.id = p_order_id
    and o.whatsapp_status in ('waiting', 'failed');
  get diagnostics v_recorded = row_count;
  return v_recorded > 0;
end;
$$;

comment on function public.record_order_whatsapp_status(uuid, text) is
  'Records the owner''s WhatsApp message about an order as sent, from Meta''s status webhook (sent, delivered or read), when no sender recorded it; returns whether it did.';

-- Only the webhook (service role) records statuses: a shopper who could call it would mark any
-- order's message as sent and the owner would never hear of it. The project's default privileges
-- would grant anon and authenticated every new public function.
revoke execute on function public.record_order_whatsapp_status(uuid, text) from public, anon, authenticated;
grant execute on function public.record_order_whatsapp_status(uuid, text) to service_role;
