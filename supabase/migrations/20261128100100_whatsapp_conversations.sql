-- One conversation per shopper's WhatsApp number (docs/decisions/0029-ordering-in-the-whatsapp-chat.md): the persisted snapshot of the
-- conversation machine (machines/whatsappConversation.ts) between two messages.
--
-- The row is also the shopper's lock. The whatsapp-webhook function takes each waiting message
-- of a shopper under `select … for update` of this row, runs the machine, and in the same
-- transaction stores the new snapshot, the reply and the message's processed_at. Two deliveries
-- for one shopper therefore never run the machine side by side, and a turn that fails leaves the
-- snapshot, the reply and the message as they were. Different shoppers do not wait for each
-- other.

create table public.whatsapp_conversations (
  wa_id text primary key check (wa_id ~ '^[0-9]{5,20}$'),
  -- The machine's persisted snapshot (JSON); null: no conversation under way (finished,
  -- cancelled, expired, or never started).
  snapshot jsonb,
  -- The language the shop last answered in, for the owner to read; the snapshot decides.
  locale text check (locale in ('en', 'ar')),
  updated_at timestamptz not null default now()
);

comment on table public.whatsapp_conversations is
  'Each WhatsApp shopper''s conversation with the shop: the state machine''s snapshot between messages; its row is the per-shopper lock.';

-- As whatsapp_messages: the function's alone.
alter table public.whatsapp_conversations enable row level security;
revoke all on public.whatsapp_conversations from anon, authenticated;
-- The service role bypasses RLS; it gets the rights the function uses, and no more.
grant select, insert, update on public.whatsapp_conversations to service_role;
