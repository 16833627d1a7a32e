-- check_discount(): the checkout's "Apply" button.
--
-- Shoppers cannot read public.discount_codes (20261122000500_private_tables.sql), so codes can be
-- neither listed nor guessed in bulk. Instead they ask about the one code they typed, and get
-- either what it takes off their order or one stable error code.
--
-- The rule a code must pass (active, exact match after trimming, not expired, minimum order met, uses left) is written once, in private.discount_amount(), and used
-- both here and by place_order() (next migration) when the order actually consumes the code.
--
-- Error contract, shared with place_order(): a failure raises SQLSTATE P0001 (PostgREST answers
-- HTTP 400) whose message is one stable code and whose DETAIL is a JSON object with specifics:
--   invalid_code     {}                                   blank, unknown, inactive or over-long code
--   expired_code     {"expires_at": "<timestamptz>"}      past expires_at
--   minimum_not_met  {"min_order_amount": 40.00}          subtotal (dollars) below the minimum
--   usage_limit      {"max_uses": 100}                    current_uses has reached max_uses
--   invalid_order    {"field": "subtotal"}                the subtotal itself is unusable
-- An inactive code answers invalid_code, exactly like one that does not exist, so a switched-off
-- code does not reveal that it was ever valid.

-- Helpers the two order functions share. The schema is not exposed through PostgREST (only
-- public is) and the API roles get no usage on it, so nothing in it can be called over HTTP.
-- `npm run db:reset` drops the public schema but not this one, so the schema and its helpers are
-- created with "if not exists" / "or replace" and the migrations can run again on top of them.
create schema if not exists private;

comment on schema private is 'Internal helpers of the database functions; not exposed through the API.';

-- Nobody but the owner (and the security definer functions running as the owner) uses the schema.
revoke all on schema private from public;

-- Trims what JavaScript's String.prototype.trim() trims (ASCII whitespace, no-break space, the
-- Unicode space separators, line and paragraph separators, BOM), so "blank" means the same to the
-- server as to the checkout form (src/domain/checkoutValidation.ts). PostgreSQL's trim() only
-- removes plain spaces.
--
-- The helpers are PL/pgSQL, not SQL, on purpose: a SQL function that cannot be inlined (a
-- search_path setting prevents inlining) is parsed and planned again at each call site in every
-- transaction, which cost place_order() more than all its queries together. PL/pgSQL keeps its
-- compiled form for the life of the connection.
create or replace function private.trim_blank(p_value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return pg_catalog.btrim(
    p_value,
    E' \t\n\r\u000B\u000C\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF'
  );
end;
$$;

comment on function private.trim_blank(text) is 'btrim() of every character JavaScript''s trim() removes.';

-- Raises one of the stable error codes (see the contract above). P0001 is what a plain RAISE
-- EXCEPTION uses; PostgREST turns it into HTTP 400, its message into the JSON "message" and the
-- DETAIL into "details" (a JSON string the browser parses).
create or replace function private.raise_error(p_code text, p_details jsonb default '{}'::jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'P0001',
    message = p_code,
    detail = coalesce(p_details, '{}'::jsonb)::text;
end;
$$;

comment on function private.raise_error(text, jsonb) is
  'Raises P0001 with a stable error code as message and JSON specifics as detail (HTTP 400 through PostgREST).';

-- The discount rule, for a code row already looked up (a row of nulls when there is
-- none): the code must exist and be active, not be past expires_at, the subtotal must reach
-- min_order_amount, and current_uses must be below max_uses. Returns the raw discount in dollars:
-- the percentage of the subtotal rounded to the cent, or the fixed value. Callers cap it
-- (check_discount at the subtotal, place_order at subtotal + delivery).
create or replace function private.discount_amount(p_code public.discount_codes, p_subtotal numeric)
returns numeric
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_code.id is null or not p_code.is_active then
    perform private.raise_error('invalid_code');
  end if;
  if p_code.expires_at is not null and p_code.expires_at <= pg_catalog.now() then
    perform private.raise_error('expired_code', pg_catalog.jsonb_build_object('expires_at', p_code.expires_at));
  end if;
  if p_code.min_order_amount is not null and p_subtotal < p_code.min_order_amount then
    perform private.raise_error('minimum_not_met', pg_catalog.jsonb_build_object('min_order_amount', p_code.min_order_amount));
  end if;
  if p_code.max_uses is not null and p_code.current_uses >= p_code.max_uses then
    perform private.raise_error('usage_limit', pg_catalog.jsonb_build_object('max_uses', p_code.max_uses));
  end if;
  if p_code.discount_type = 'percentage' then
    return pg_catalog.round(p_subtotal * p_code.discount_value / 100, 2);
  end if;
  return p_code.discount_value;
end;
$$;

comment on function private.discount_amount(public.discount_codes, numeric) is
  'The discount rule: raises invalid_code / expired_code / minimum_not_met / usage_limit, else returns the uncapped discount in dollars.';

-- Only the owner calls the helpers (directly, or through the security definer functions).
revoke execute on function private.trim_blank(text) from public;
revoke execute on function private.raise_error(text, jsonb) from public;
revoke execute on function private.discount_amount(public.discount_codes, numeric) from public;

-- check_discount(p_code, p_subtotal): p_subtotal is the cart's subtotal in dollars. Answers
--   {code, description, discount_type, discount_value, discount_amount}
-- where discount_amount is in dollars and never more than the subtotal. It only looks: the code
-- is consumed by place_order(), which checks it again under a row lock.
--
-- security definer: it runs as the owner, so it can read the one matching row of a table
-- shoppers have no access to; search_path is empty and every name is schema-qualified, so a
-- caller cannot redirect what it reads.
create function public.check_discount(p_code text, p_subtotal numeric)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_code text := private.trim_blank(p_code);
  v_row public.discount_codes;
  v_amount numeric;
begin
  -- Also catches NaN and ±Infinity, which numeric accepts: NaN sorts above every number.
  if p_subtotal is null or p_subtotal < 0 or p_subtotal > 99999999.99 then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', 'subtotal'));
  end if;
  -- Codes are 1-50 characters (discount_codes check): anything else cannot match.
  if v_code is null or v_code = '' or pg_catalog.char_length(v_code) > 50 then
    perform private.raise_error('invalid_code');
  end if;

  select d.* into v_row
  from public.discount_codes d
  join public.store_settings s on s.store_id = d.store_id
  where d.code = v_code;

  v_amount := least(private.discount_amount(v_row, p_subtotal), p_subtotal);
  return pg_catalog.jsonb_build_object(
    'code', v_row.code,
    'description', v_row.description,
    'discount_type', v_row.discount_type,
    'discount_value', v_row.discount_value,
    'discount_amount', v_amount
  );
end;
$$;

comment on function public.check_discount(text, numeric) is
  'Validates one discount code against a subtotal; returns {code, description, discount_type, discount_value, discount_amount} or raises a stable error code.';

-- Functions are executable by PUBLIC by default; take that back and grant it role by role.
revoke execute on function public.check_discount(text, numeric) from public;

-- Shoppers (anon: the shop has no sign-in) call it from the checkout through PostgREST RPC, which
-- is the point of the function. This is the Supabase advisor finding
-- anon_security_definer_function_executable, accepted for check_discount and place_order only
-- (tests/integration/schema.test.ts): the function reveals nothing beyond the one code asked
-- about, and an inactive code looks exactly like an unknown one. authenticated gets it for a
-- future sign-in, service_role for the owner's tools and tests.
grant execute on function public.check_discount(text, numeric) to anon, authenticated, service_role;
