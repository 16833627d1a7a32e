-- The owner answers a shopper by replying to the message the shop passed on (issue 56): the
-- owner's delivery names it by Meta's id (context.id), which the outbox keeps as provider_id. The
-- webhook looks that id up once per owner message; without an index it would read every message
-- the shop ever sent.
create index outbox_provider_id_idx on private.outbox (provider_id) where provider_id is not null;
