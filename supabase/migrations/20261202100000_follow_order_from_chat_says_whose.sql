-- The chat checkout's answer tells the truth about where the order's updates go. A second number
-- that sends the same message (a forwarded copy), or a number other than the one the checkout's
-- box named, is answered too (20261201500000), but the order's messages stay with the first; it
-- was told "We'll write to you here about it" all the same. The function now also answers
-- whether p_wa_id is the number the order's updates go to, so the webhook can say which.
--
-- Its result gains a column, which CREATE OR REPLACE cannot do: dropped and made again, with the
-- same rule, comment and grants. Only the webhook calls it, in a transaction of its own turn.
drop function private.follow_order_from_chat(uuid, text, text);

create function private.follow_order_from_chat(p_id uuid, p_key text, p_wa_id text)
returns table (order_number text, status text, total_price numeric, locale text, updates_here boolean)
language sql
security definer
set search_path = ''
as $$
  update public.orders o
  set whatsapp_updates = true,
      shopper_whatsapp = case when o.whatsapp_updates then o.shopper_whatsapp else p_wa_id end
  where o.id = p_id and o.access_key = p_key
  returning o.order_number, o.status, o.total_price, o.locale, o.shopper_whatsapp is not distinct from p_wa_id
$$;

comment on function private.follow_order_from_chat(uuid, text, text) is
  'The chat checkout''s message sent from p_wa_id: the order its key proves wants WhatsApp updates, to the first such number; answers the order''s number, status, total and language, and whether its updates go to p_wa_id.';

revoke execute on function private.follow_order_from_chat(uuid, text, text) from public, anon, authenticated;
