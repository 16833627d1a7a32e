-- check_discount() answers a refused code as a committed result, so every guess is counted.
--
-- The throttle (previous migration) counts a call in the call's own transaction. A refused code
-- used to raise an error, which rolls the transaction back and the count with it: wrong guesses,
-- the very thing to limit, were never counted. Now the rule itself moves to
-- private.discount_quote() unchanged, and public.check_discount() calls it and, when it refuses
-- a code, returns the same error body PostgREST would have built ({code, message, details,
-- hint}) with HTTP status 400 through PostgREST's response.status setting. The transaction
-- commits; what the browser receives is byte for byte the error it got before.
--
-- Called outside PostgREST (no request headers: psql, tests as the owner) it raises as before.
-- It is volatile so PostgREST runs it in a read-write transaction, in which the pre-request
-- throttle can count (a stable function would run read-only).

alter function public.check_discount(text, numeric) set schema private;
alter function private.check_discount(text, numeric) rename to discount_quote;
revoke execute on function private.discount_quote(text, numeric) from public, anon, authenticated, service_role;

comment on function private.discount_quote(text, numeric) is
  'The discount rule for one code and subtotal: {code, description, discount_type, discount_value, discount_amount}, or raises a stable error code.';

-- security definer: it runs as the owner, who alone may call private.discount_quote().
create function public.check_discount(p_code text, p_subtotal numeric)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_detail text;
begin
  return private.discount_quote(p_code, p_subtotal);
exception when sqlstate 'P0001' then
  if coalesce(current_setting('request.headers', true), '') = '' then
    raise;
  end if;
  get stacked diagnostics v_detail = pg_exception_detail;
  perform pg_catalog.set_config('response.status', '400', true);
  return pg_catalog.jsonb_build_object('code', 'P0001', 'message', sqlerrm, 'details', nullif(v_detail, ''), 'hint', null);
end;
$$;

comment on function public.check_discount(text, numeric) is
  'Validates one discount code against a subtotal; returns {code, description, discount_type, discount_value, discount_amount} or a stable error code (HTTP 400 through PostgREST).';

-- Functions are executable by PUBLIC by default; take that back and grant it role by role.
revoke execute on function public.check_discount(text, numeric) from public;

-- Shoppers (anon) call it from the checkout's Apply button; see 20261122000700_check_discount.sql
-- for why this security definer function is accepted as anon-executable.
grant execute on function public.check_discount(text, numeric) to anon, authenticated, service_role;
