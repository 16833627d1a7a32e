-- A shopper who sends the chat checkout's message (the order's number and its private link,
-- /order/<id>?key=<key>) asks to hear about that order on WhatsApp (issue 57): the webhook, in
-- the turn that answers the message with the order's number, status and total, calls this, so the
-- answer and the order's whatsapp_updates / shopper_whatsapp (20261201400000, 20261201400500)
-- are committed together or not at all. From then on each status change is enqueued for that
-- number by private.enqueue_shopper_order_status (20261201400700).
--
-- Only the order the key proves changes: a wrong key, or an id without its key, matches no row,
-- changes nothing and answers nothing (the message is then relayed like any other). The first
-- number that proves the key while the order asks for no updates takes the order's messages;
-- once the order wants updates (the checkout's box, or an earlier sender) its number is kept, so
-- a forwarded message cannot move the order's messages, nor its Confirm and Cancel, to another
-- phone.
create function private.follow_order_from_chat(p_id uuid, p_key text, p_wa_id text)
returns table (order_number text, status text, total_price numeric, locale text)
language sql
security definer
set search_path = ''
as $$
  update public.orders o
  set whatsapp_updates = true,
      shopper_whatsapp = case when o.whatsapp_updates then o.shopper_whatsapp else p_wa_id end
  where o.id = p_id and o.access_key = p_key
  returning o.order_number, o.status, o.total_price, o.locale
$$;

comment on function private.follow_order_from_chat(uuid, text, text) is
  'The chat checkout''s message sent from p_wa_id: the order its key proves wants WhatsApp updates, to the first such number; answers the order''s number, status, total and language.';

revoke execute on function private.follow_order_from_chat(uuid, text, text) from public, anon, authenticated;
