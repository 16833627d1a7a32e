-- Each order keeps the canonical form of the place_order() payload that created it, so a call
-- that repeats the order's id can be told apart: the same payload is a retry (it gets the order
-- back), a different one is another order under a used id (idempotency_conflict, HTTP 409),
-- which must neither be answered with the first order nor stored.
--
-- Canonical means two payloads that ask for the same order compare equal: customer text as
-- stored (trimmed, blank optional fields null), lines merged per item and variant and sorted,
-- the preorder choice per line, the discount code as matched, the channel, and the total the
-- shopper confirmed in cents (null when none was sent). jsonb equality does the comparison.
-- Orders placed before this column existed have NULL and are returned to any repeat, as before.

alter table public.orders add column canonical_payload jsonb;

comment on column public.orders.canonical_payload is
  'The canonical place_order() payload this order was created from; a repeat of the id with a different one is refused (idempotency_conflict).';
