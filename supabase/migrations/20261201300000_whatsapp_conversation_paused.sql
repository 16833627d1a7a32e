-- Coexistence (issue 56): where the shop's number also runs the WhatsApp Business app, Meta
-- delivers what the owner sent from the phone as `smb_message_echoes`. An echo to a shopper means
-- the owner is talking to them in person, so the shop's own replies and the relays to the owner
-- stop for that shopper for 12 hours: until this time. An order under way keeps its snapshot.
alter table public.whatsapp_conversations add column paused_until timestamptz;

comment on column public.whatsapp_conversations.paused_until is
  'Until when the shop neither answers this shopper nor passes their messages on: the owner wrote to them from the WhatsApp Business app (an smb_message_echoes delivery).';
