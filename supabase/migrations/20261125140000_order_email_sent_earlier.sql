-- What Resend's "409 invalid_idempotent_request" means for an order's e-mail record: the owner's
-- e-mail was sent by an earlier attempt. The order is recorded as e-mailed, with a note, and is
-- never retried for it (issue 37).
--
-- The sender gives Resend the order id as the Idempotency-Key, and that key names this order's
-- owner e-mail and nothing else. Resend keeps a key for 24 hours once an e-mail went out with it:
-- the same key with the same body answers the first message's id and sends nothing; with another
-- body it answers 409 invalid_idempotent_request, "retrying this request is useless without
-- changing the idempotency key or payload". So the 409 itself says the owner got an e-mail about
-- this order. Recorded as a failure (as it was), the order stayed "not e-mailed" in the README's
-- query while the sweep retried the same refused body, after 1, 2 ... 60 minutes, for ever; and
-- after the 24 hours a retry would have made a second e-mail. Recording it as a permanent
-- failure would stop the retries but still list as not e-mailed an order the owner has in their
-- inbox. Recording it as sent says what happened; the note in email_last_error says how it is
-- known, and email_message_id stays null (Resend names no message in a 409).
--
-- It used to happen after every crash between Resend's answer and record_order_email (a power
-- cut, a killed function): the e-mail's action links were signed with an expiry counted from the
-- moment of sending, so the retry's body differed. The body is now a function of the order alone
-- (the links expire 30 days after the order was placed; supabase/functions/_shared/
-- order-action-token.ts), so a retry repeats the first body, Resend answers the first message's
-- id, and record_order_email marks the order. A 409 remains possible when what the e-mail is made
-- from changed between two attempts: a deploy that changed its template, SITE_URL, ORDER_FROM_EMAIL,
-- OWNER_EMAIL or ORDER_ACTION_SECRET.
--
-- Resend's other 409, concurrent_idempotent_requests (a request with the key still in progress),
-- is not this: nothing is known to be sent yet, so it stays a failure, retried by the sweep.

comment on column public.orders.email_last_error is
  'Why the last attempt to e-mail the owner failed (kept after a later success), or how an order recorded as sent by an earlier attempt is known to be.';

-- record_order_email_sent_earlier(p_order_id, p_conflict): the order's e-mail went out in an
-- earlier attempt, as Resend's idempotency conflict (p_conflict, its status, name and message)
-- says. notified_at is set (kept if already set; the time the conflict was learnt, since Resend
-- does not say when the first e-mail went out) and the lease released, whichever attempt holds it:
-- the e-mail went out.
create function public.record_order_email_sent_earlier(p_order_id uuid, p_conflict text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.orders o
  set notified_at = coalesce(o.notified_at, pg_catalog.now()),
      email_last_error = pg_catalog.left('Sent by an earlier attempt, whose message Resend still holds under this order''s key: ' || p_conflict, 1000),
      email_lease_expires_at = null
  where o.id = p_order_id
    and o.notified_at is null;
end;
$$;

comment on function public.record_order_email_sent_earlier(uuid, text) is
  'Records an order''s owner e-mail as sent by an earlier attempt, which Resend''s 409 invalid_idempotent_request on the order''s key says; notes it in email_last_error.';

-- Only the e-mail function (service role) records deliveries; shoppers may not, although the
-- project's default privileges would grant anon and authenticated every new public function.
revoke execute on function public.record_order_email_sent_earlier(uuid, text) from public, anon, authenticated;
grant execute on function public.record_order_email_sent_earlier(uuid, text) to service_role;
