-- catalog_changes() is throttled per client address like the shoppers' other calls
-- (20261122121000_shopper_call_throttle.sql): counted per address over a rolling 10 minutes, and
-- past public.store_settings.catalog_changes_limit_per_address refused with HTTP 429
-- rate_limited {retry_after_seconds} and a Retry-After header (issue 47, item 6).
--
-- Every visit calls it once, anonymously (docs/decisions/0016-live-catalogue-changes.md), and until now it was the one shopper
-- call nobody counted: an address could make the database answer it as fast as it could ask.
-- Its work per call is bounded (previous migration); this bounds the calls.
--
-- The default, 300, is far above one honest visit's needs: a page view asks once (twice when
-- the changes answer "full read needed" and the page reads the whole catalogue, which asks for
-- the version first), so 300 is 150 page views in 10 minutes from one address: several shoppers
-- browsing at once behind one carrier's or office's address. A shopper refused keeps the
-- catalogue the page was built with (src/features/catalog: a failed read leaves it as it is) and
-- place_order still checks every price and stock. null = no limit.
--
-- GET. PostgREST lets a caller use GET for a stable function, and the page used to, so that a
-- browser or a CDN could keep the answer. Throttled, a GET cannot be counted (PostgREST runs it
-- read-only), so a GET would be the way around the limit: the hook refuses GET for every
-- throttled call with 405 method_not_allowed, this one included, and the page asks by POST
-- (src/data/rest.ts, restRpc). Nothing is lost: hosted Supabase's API is not behind a cache that
-- keeps answers, and the answer changes with every version asked from.

alter table public.store_settings
  add column catalog_changes_limit_per_address integer default 300
    check (catalog_changes_limit_per_address >= 1);

comment on column public.store_settings.catalog_changes_limit_per_address is
  'catalog_changes() calls (a visit''s live catalogue read) allowed per client address per rolling 10 minutes; null = no limit.';

alter table private.throttled_calls drop constraint throttled_calls_action_check;
alter table private.throttled_calls add constraint throttled_calls_action_check
  check (action in ('place_order', 'check_discount', 'get_order', 'catalog_changes'));

-- The hook of 20261124100200_order_view_throttle.sql, counting catalog_changes too.
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
  v_action := case v_path
    when '/rpc/place_order' then 'place_order'
    when '/rpc/check_discount' then 'check_discount'
    when '/rpc/get_order' then 'get_order'
    when '/rpc/catalog_changes' then 'catalog_changes'
  end;
  if v_action is null then
    return;
  end if;

  if coalesce(current_setting('request.jwt.claims', true), '') <> ''
    and current_setting('request.jwt.claims', true)::json ->> 'role' = 'service_role'
  then
    return;
  end if;

  -- GET and HEAD run in a read-only transaction, where nothing can be counted: the four
  -- functions are called with POST only, so anything else is refused rather than let through
  -- uncounted.
  if current_setting('request.method', true) is distinct from 'POST' then
    raise sqlstate 'PGRST' using
      message = pg_catalog.json_build_object(
        'code', 'PGRST117', 'message', 'method_not_allowed',
        'details', pg_catalog.json_build_object('allowed', 'POST')::text, 'hint', null)::text,
      detail = pg_catalog.json_build_object('status', 405, 'headers', pg_catalog.json_build_object('Allow', 'POST'))::text;
  end if;

  select case v_action
      when 'place_order' then s.order_limit_per_address
      when 'check_discount' then s.discount_check_limit_per_address
      when 'get_order' then s.order_view_limit_per_address
      else s.catalog_changes_limit_per_address
    end
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
  'PostgREST pre-request hook: counts place_order/check_discount/get_order/catalog_changes calls per client address and answers 429 rate_limited past the store_settings limits.';
