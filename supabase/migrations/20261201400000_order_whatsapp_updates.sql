-- orders.whatsapp_updates: the web shopper ticked "Send me order updates on WhatsApp" at checkout
-- (issue 57; place_order payload `whatsapp_updates: true`). Such an order, like every order placed
-- on WhatsApp and every order whose chat-checkout message the shopper sent, hears each status
-- change on the shopper's number. Unticked is the default, so every order placed before this
-- migration, and every web order that did not ask, sends its shopper nothing.
alter table public.orders add column whatsapp_updates boolean not null default false;

comment on column public.orders.whatsapp_updates is
  'The shopper asked to hear each status change on WhatsApp (the checkout''s box, or the chat-checkout message they sent).';
