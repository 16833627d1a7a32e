-- Throttling of the two calls shoppers make: place_order() and check_discount().
--
-- Each call through the API is counted per client address over a rolling 10 minutes. Past the
-- shop's limit the call is refused before the function runs: HTTP 429, message `rate_limited`,
-- details `{"retry_after_seconds": n}` (when the oldest counted call leaves the window), and a
-- Retry-After header. A flood of orders would otherwise take real stock and spend the owner's
-- e-mail quota (Resend's free plan sends 100 a day), and codes could be guessed one after another.
--
-- Limits: public.store_settings.order_limit_per_address and discount_check_limit_per_address,
-- calls per address per 10 minutes; null switches that throttle off (and nothing is counted).
-- The defaults, 10 and 10, are far above what one honest shopper does: an order is one call (a
-- retry after a price change or a sold-out line is a second or third), and a code is typed once
-- or twice. They stay loose enough for several shoppers sharing one address (a mobile carrier's
-- NAT, an office) in the same 10 minutes, which for a small shop is rare.
--
-- Where the address comes from: PostgREST passes the request's headers to the database, and the
-- platform's gateway adds the address of the TCP peer it saw as the LAST entry of
-- X-Forwarded-For (hosted Supabase's proxies append to the header and the project's Envoy passes
-- it on unchanged; supabase/local/gateway.ts does the same locally). Entries to the left of it
-- were written by the client or by proxies nobody vouches for, so the last entry is the address
-- counted: a client writing its own X-Forwarded-For only adds entries to the left. (Supabase's
-- docs read the first entry, which is the one a client can forge.)
--
-- How it runs: as PostgREST's pre-request function (`pgrst.db_pre_request` on the authenticator
-- role, the hook Supabase documents for rate limiting), so place_order() and check_discount()
-- themselves carry no throttling code. It runs in the call's own transaction: a call that fails
-- is rolled back and its count with it. For place_order() that leaves counted exactly the orders
-- that were placed (failed ones take no stock and send no e-mail); check_discount() answers a
-- refused code as a committed result with status 400 (next migration), so every guess counts.
-- Calls with the service role (the owner's tools, tests arranging data) are not throttled.

alter table public.store_settings
  add column order_limit_per_address integer default 10
    check (order_limit_per_address >= 1),
  add column discount_check_limit_per_address integer default 10
    check (discount_check_limit_per_address >= 1);

comment on column public.store_settings.order_limit_per_address is
  'place_order() calls allowed per client address per rolling 10 minutes; null = no limit.';
comment on column public.store_settings.discount_check_limit_per_address is
  'check_discount() calls allowed per client address per rolling 10 minutes; null = no limit.';

-- One row per counted call. Rows older than the window are deleted as calls come in, so the
-- table holds at most 10 minutes of calls.
create table private.throttled_calls (
  action text not null check (action in ('place_order', 'check_discount')),
  client_address text not null check (length(client_address) <= 100),
  called_at timestamptz not null default now()
);

comment on table private.throttled_calls is
  'Shopper calls counted per client address for throttling; rows older than 10 minutes are pruned.';

create index throttled_calls_key_idx on private.throttled_calls (action, client_address, called_at);
create index throttled_calls_called_at_idx on private.throttled_calls (called_at);

-- The client address of a request: the last entry of X-Forwarded-For (see above), or 'unknown'
-- when there is none, so such calls share one count rather than escape it.
create or replace function private.client_address(p_headers json)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_hops text[] := pg_catalog.string_to_array(p_headers ->> 'x-forwarded-for', ',');
  v_last text := pg_catalog.btrim(v_hops[pg_catalog.cardinality(v_hops)]);
begin
  if v_last is null or v_last = '' then
    return 'unknown';
  end if;
  return pg_catalog.lower(pg_catalog.left(v_last, 100));
end;
$$;

comment on function private.client_address(json) is
  'The address the gateway saw: the last X-Forwarded-For entry of the request headers, or ''unknown''.';

revoke execute on function private.client_address(json) from public;

-- The pre-request function lives in a schema of its own: PostgREST calls it as the request's
-- role (anon), which therefore needs usage on the schema and execute on the function, and a
-- schema holding nothing else gives anon nothing more. The schema is not in the API's exposed
-- schemas, so the function cannot be called over HTTP.
create schema if not exists request_guard;

comment on schema request_guard is 'PostgREST''s pre-request hook (throttling); not exposed through the API.';

revoke all on schema request_guard from public;
grant usage on schema request_guard to anon, authenticated, service_role;

-- security definer: it reads the settings and writes the private counting table as the owner.
create or replace function request_guard.throttle_shopper_calls()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_path text := current_setting('request.path', true);
  v_action text;
  v_limit integer;
  v_address text;
  v_count integer;
  v_oldest timestamptz;
  v_retry_after integer;
begin
  if v_path = '/rpc/place_order' then
    v_action := 'place_order';
  elsif v_path = '/rpc/check_discount' then
    v_action := 'check_discount';
  else
    return;
  end if;

  if coalesce(current_setting('request.jwt.claims', true), '') <> ''
    and current_setting('request.jwt.claims', true)::json ->> 'role' = 'service_role'
  then
    return;
  end if;

  -- GET and HEAD run in a read-only transaction, where nothing can be counted: both functions
  -- are called with POST only, so anything else is refused rather than let through uncounted.
  if current_setting('request.method', true) is distinct from 'POST' then
    raise sqlstate 'PGRST' using
      message = pg_catalog.json_build_object(
        'code', 'PGRST117', 'message', 'method_not_allowed',
        'details', pg_catalog.json_build_object('allowed', 'POST')::text, 'hint', null)::text,
      detail = pg_catalog.json_build_object('status', 405, 'headers', pg_catalog.json_build_object('Allow', 'POST'))::text;
  end if;

  select case v_action when 'place_order' then s.order_limit_per_address else s.discount_check_limit_per_address end
    into v_limit
  from public.store_settings s;
  if v_limit is null then
    return;
  end if;

  v_address := private.client_address(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json);

  -- One call per address and action at a time, so concurrent calls cannot all see room for one
  -- more. Calls from different addresses do not wait for each other.
  perform pg_catalog.pg_advisory_xact_lock(1213, pg_catalog.hashtext(v_action || ' ' || v_address));

  select pg_catalog.count(*)::integer, pg_catalog.min(c.called_at)
    into v_count, v_oldest
  from private.throttled_calls c
  where c.action = v_action
    and c.client_address = v_address
    and c.called_at > pg_catalog.now() - interval '10 minutes';

  if v_count >= v_limit then
    v_retry_after := greatest(1, pg_catalog.ceil(extract(epoch from v_oldest + interval '10 minutes' - pg_catalog.clock_timestamp())))::integer;
    raise sqlstate 'PGRST' using
      message = pg_catalog.json_build_object(
        'code', 'P0001', 'message', 'rate_limited',
        'details', pg_catalog.json_build_object('retry_after_seconds', v_retry_after)::text, 'hint', null)::text,
      detail = pg_catalog.json_build_object(
        'status', 429, 'headers', pg_catalog.json_build_object('Retry-After', v_retry_after::text))::text;
  end if;

  insert into private.throttled_calls (action, client_address) values (v_action, v_address);

  -- Prune a few expired rows per call. SKIP LOCKED: calls never wait for each other's pruning.
  delete from private.throttled_calls c
  where c.ctid = any (array(
    select e.ctid from private.throttled_calls e
    where e.called_at < pg_catalog.now() - interval '10 minutes'
    limit 20
    for update skip locked
  ));
end;
$$;

comment on function request_guard.throttle_shopper_calls() is
  'PostgREST pre-request hook: counts place_order/check_discount calls per client address and answers 429 rate_limited past the store_settings limits.';

revoke execute on function request_guard.throttle_shopper_calls() from public;
grant execute on function request_guard.throttle_shopper_calls() to anon, authenticated, service_role;

-- PostgREST reads its in-database configuration from the authenticator role's settings.
alter role authenticator set pgrst.db_pre_request = 'request_guard.throttle_shopper_calls';
notify pgrst, 'reload config';
