-- Messages shoppers send the shop on WhatsApp (docs/decisions/0029-ordering-in-the-whatsapp-chat.md, issue 46), as the Cloud API
-- delivers them to the whatsapp-webhook function.
--
-- Meta delivers at least once, late and out of order, and retries for days whatever it did not
-- get a 200 for. So every message is recorded once, by Meta's own id (the wamid): the function
-- inserts with `on conflict (wamid) do nothing` and answers 200 as soon as that insert commits;
-- a repeated delivery changes nothing. The conversation (whatsapp_conversations, next migration)
-- then takes each shopper's unprocessed messages in the order the shopper sent them, and marks
-- each processed in the same transaction that stores its reply (whatsapp_replies). A message
-- recorded but never processed (the function died between the two) is found by the sweep
-- through whatsapp_messages_waiting_idx.

create table public.whatsapp_messages (
  -- Meta's message id, "wamid.…"; the one key of a delivery.
  wamid text primary key check (length(wamid) between 1 and 200),
  -- The shopper's WhatsApp id: their number in international digits, without "+".
  wa_id text not null check (wa_id ~ '^[0-9]{5,20}$'),
  -- contacts[].profile.name as the shopper set it in WhatsApp (cut to 200 characters); any text.
  profile_name text check (length(profile_name) <= 200),
  -- Meta's type: order, text, interactive, image, sticker … (an unknown one is kept as sent).
  type text not null check (length(type) between 1 and 50),
  -- The message object as delivered, for the conversation and for the owner to read.
  payload jsonb not null,
  -- When the shopper sent it (Meta's timestamp), and when the shop recorded it.
  sent_at timestamptz not null,
  received_at timestamptz not null default now(),
  -- When the conversation took it and stored its reply; null while it waits.
  processed_at timestamptz,
  -- Turns that failed on it (the database away, a fault in the function) and the last one's
  -- error. After five it is left for the owner to read, and the shopper's later messages go on.
  process_attempts integer not null default 0 check (process_attempts >= 0),
  last_error text check (length(last_error) <= 1000)
);

comment on table public.whatsapp_messages is
  'Messages shoppers sent the shop on WhatsApp, one row per Meta message id; processed_at is set with the reply.';

-- A shopper's waiting messages in the order they were sent (the conversation's queue), and the
-- sweep's look for shoppers with one waiting.
create index whatsapp_messages_waiting_idx on public.whatsapp_messages (wa_id, sent_at, received_at)
  where processed_at is null and process_attempts < 5;

-- Shoppers' messages and numbers: only the whatsapp-webhook function (the service role) reads
-- and writes them. RLS on with no policy, and the privileges the project's defaults give anon and
-- authenticated on every new table taken back, as for the other private tables.
alter table public.whatsapp_messages enable row level security;
revoke all on public.whatsapp_messages from anon, authenticated;
-- The service role bypasses RLS; it gets the rights the function uses, and no more.
grant select, insert, update on public.whatsapp_messages to service_role;
