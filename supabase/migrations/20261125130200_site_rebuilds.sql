-- The shop follows the catalogue by itself (docs/decisions/0033-rebuild-hook.md).
--
-- Prices and stock are read live, but some things exist only after a build of the static shop:
-- a new product's own page, its link preview and the small copies of its photos. So when the
-- owner changes the catalogue, the static host's build hook is called: once per burst of
-- changes, after `quiet_seconds` without one (60), at most one new rebuild every
-- `min_interval_seconds` (600), and a failed call is tried again after `retry_base_seconds`,
-- doubling each time (1, 2, 4, 8 minutes), `max_attempts` calls in all.
--
-- The decision is made here, in one function, claim_site_rebuild(), which both callers use: on
-- hosted Supabase a pg_cron job that calls the hook with pg_net (next migration), locally a loop
-- in `npm start` (supabase/local/site-rebuild-hook.ts). Each call is a row of site_rebuilds, so
--   select * from site_rebuilds order by id desc limit 1;
-- shows the last one: when it was requested, why, and the hook's answer.
--
-- What counts as a change: rows of categories, subcategories, items, item_variants inserted,
-- deleted or updated, and delivery_zones (the announcement banner is prerendered), except an
-- update that touches only items' or variants' `inventory` (and `updated_at`, a change stamp that
-- such an update also moves). That is all shoppers' orders write to the catalogue: place_order
-- takes stock and a cancellation puts it back, and stock is read live, so orders never cause a
-- rebuild. The owner's own stock edits do not either, for the same reason.

create table public.site_rebuild_settings (
  -- One row: the whole shop's schedule.
  id boolean primary key default true check (id),
  quiet_seconds integer not null default 60 check (quiet_seconds >= 0),
  min_interval_seconds integer not null default 600 check (min_interval_seconds >= 0),
  retry_base_seconds integer not null default 60 check (retry_base_seconds >= 0),
  max_attempts integer not null default 5 check (max_attempts >= 1),
  -- A call with no recorded answer after this long (a caller that died) counts as failed.
  answer_timeout_seconds integer not null default 120 check (answer_timeout_seconds >= 1)
);

comment on table public.site_rebuild_settings is
  'When the static host''s build hook is called after catalogue changes (one row; the defaults are the shop''s).';

insert into public.site_rebuild_settings default values;

-- Changes not yet covered by a requested rebuild: one row per table per transaction that
-- changed it (not one per row, so an import of thousands of rows writes a handful).
create table public.site_rebuild_changes (
  id bigint generated always as identity primary key,
  table_name text not null,
  changed_at timestamptz not null default pg_catalog.clock_timestamp()
);

comment on table public.site_rebuild_changes is
  'Catalogue changes waiting for the next site rebuild (one row per table per transaction); emptied when a rebuild is requested.';

create table public.site_rebuilds (
  id bigint generated always as identity primary key,
  requested_at timestamptz not null default now(),
  -- Which tables changed, e.g. 'items, item_variants changed'.
  reason text not null check (length(reason) <= 500),
  -- 1 for a new rebuild; 2, 3 … for the retries of the one before.
  attempt integer not null default 1 check (attempt >= 1),
  answered_at timestamptz,
  -- The hook's HTTP status; null when no answer came (see error).
  http_status integer,
  -- Why the call failed: no connection, a time-out, no answer recorded.
  error text check (length(error) <= 1000),
  -- Hosted: pg_net's request id, to find its answer in net._http_response.
  net_request_id bigint
);

comment on table public.site_rebuilds is
  'Each call of the static host''s build hook after catalogue changes: when, why, which attempt, and the answer.';

-- Three tables of the owner's plumbing: shoppers neither read nor write them. RLS on with no
-- policy and the privileges taken back, as for the other private tables.
alter table public.site_rebuild_settings enable row level security;
alter table public.site_rebuild_changes enable row level security;
alter table public.site_rebuilds enable row level security;
revoke all on public.site_rebuild_settings, public.site_rebuild_changes, public.site_rebuilds from anon, authenticated;

-- Trigger: notes that the table changed, once per transaction per table (a transaction-local
-- setting remembers it), so a bulk import costs one row here, not one per product.
create function private.note_site_rebuild_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_noted text := coalesce(pg_catalog.current_setting('site_rebuild.noted_tables', true), '');
begin
  if pg_catalog.strpos(v_noted, ',' || tg_table_name || ',') > 0 then
    return null;
  end if;
  insert into public.site_rebuild_changes (table_name) values (tg_table_name);
  perform pg_catalog.set_config('site_rebuild.noted_tables', v_noted || ',' || tg_table_name || ',', true);
  return null;
end;
$$;

comment on function private.note_site_rebuild_change() is
  'Trigger: records that a catalogue table changed (once per transaction per table), for the next site rebuild.';

revoke execute on function private.note_site_rebuild_change() from public;

-- Inserts and deletes always count; updates count unless they changed only the columns orders
-- write (see the top of this file). The row compared is the whole row as JSON without those.
create trigger categories_note_site_rebuild after insert or update or delete on public.categories
  for each row execute function private.note_site_rebuild_change();
create trigger subcategories_note_site_rebuild after insert or update or delete on public.subcategories
  for each row execute function private.note_site_rebuild_change();
create trigger delivery_zones_note_site_rebuild after insert or update or delete on public.delivery_zones
  for each row execute function private.note_site_rebuild_change();

create trigger items_note_site_rebuild after insert or delete on public.items
  for each row execute function private.note_site_rebuild_change();
create trigger items_note_site_rebuild_on_edit after update on public.items
  for each row
  when ((pg_catalog.to_jsonb(old) - '{inventory,updated_at}'::text[]) is distinct from (pg_catalog.to_jsonb(new) - '{inventory,updated_at}'::text[]))
  execute function private.note_site_rebuild_change();

create trigger item_variants_note_site_rebuild after insert or delete on public.item_variants
  for each row execute function private.note_site_rebuild_change();
create trigger item_variants_note_site_rebuild_on_edit after update on public.item_variants
  for each row
  when ((pg_catalog.to_jsonb(old) - '{inventory,updated_at}'::text[]) is distinct from (pg_catalog.to_jsonb(new) - '{inventory,updated_at}'::text[]))
  execute function private.note_site_rebuild_change();

-- claim_site_rebuild(): the call of the build hook to make now, as a new site_rebuilds row, or
-- nothing. The caller POSTs to the hook and then records the answer with record_site_rebuild().
--   1. A call still waiting for its answer: nothing (unless it waited past answer_timeout_seconds,
--      then it failed with "no answer").
--   2. The last call failed (no 2xx) and has attempts left: its retry once the back-off is over
--      (retry_base_seconds × 2^(attempt − 1) after its answer); the retry's build covers every
--      change noted so far.
--   3. Changes are waiting, none for quiet_seconds, and no new rebuild was requested in the last
--      min_interval_seconds: a new rebuild, whose reason names the tables that changed.
-- Changes still uncommitted are not seen, so a long import is never rebuilt half-way. Two callers
-- at once (a cron run and a local loop on one database) are serialised by the settings row's
-- lock; the second gets nothing.
create function private.claim_site_rebuild()
returns setof public.site_rebuilds
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_settings public.site_rebuild_settings;
  v_last public.site_rebuilds;
  v_last_change timestamptz;
  v_tables text;
begin
  select * into v_settings from public.site_rebuild_settings for update skip locked;
  if not found then
    return;
  end if;

  select * into v_last from public.site_rebuilds r order by r.id desc limit 1;

  if found and v_last.answered_at is null then
    if v_last.requested_at > now() - pg_catalog.make_interval(secs => v_settings.answer_timeout_seconds) then
      return;
    end if;
    update public.site_rebuilds r
    set answered_at = now(), error = 'no answer recorded within ' || v_settings.answer_timeout_seconds || ' s'
    where r.id = v_last.id
    returning * into v_last;
  end if;

  if v_last.id is not null
    and (v_last.http_status is null or v_last.http_status not between 200 and 299)
    and v_last.attempt < v_settings.max_attempts
  then
    if now() < v_last.answered_at + pg_catalog.make_interval(secs => v_settings.retry_base_seconds * 2 ^ (v_last.attempt - 1)) then
      return;
    end if;
    delete from public.site_rebuild_changes;
    return query
      insert into public.site_rebuilds (reason, attempt)
      values (v_last.reason, v_last.attempt + 1)
      returning *;
    return;
  end if;

  select max(c.changed_at) into v_last_change from public.site_rebuild_changes c;
  if v_last_change is null
    or v_last_change > now() - pg_catalog.make_interval(secs => v_settings.quiet_seconds)
    or exists (
      select from public.site_rebuilds r
      where r.attempt = 1 and r.requested_at > now() - pg_catalog.make_interval(secs => v_settings.min_interval_seconds))
  then
    return;
  end if;

  with taken as (delete from public.site_rebuild_changes returning table_name)
  select pg_catalog.string_agg(distinct t.table_name, ', ' order by t.table_name) into v_tables from taken t;

  return query
    insert into public.site_rebuilds (reason)
    values (coalesce(v_tables, 'catalogue') || ' changed')
    returning *;
end;
$$;

comment on function private.claim_site_rebuild() is
  'The build hook call due now (a new site_rebuilds row: a rebuild after a quiet period, or a retry), or nothing; the caller then records the answer.';

-- record_site_rebuild(id, http_status, error): the hook's answer to one call (the first answer
-- recorded wins, so a late answer cannot overwrite a time-out).
create function private.record_site_rebuild(p_id bigint, p_http_status integer, p_error text default null)
returns void
language sql
volatile
set search_path = ''
as $$
  update public.site_rebuilds r
  set answered_at = now(), http_status = p_http_status, error = pg_catalog.left(p_error, 1000)
  where r.id = p_id and r.answered_at is null;
$$;

comment on function private.record_site_rebuild(bigint, integer, text) is
  'Records the build hook''s answer (HTTP status, or why there was none) to one site_rebuilds call.';

revoke execute on function private.claim_site_rebuild() from public;
revoke execute on function private.record_site_rebuild(bigint, integer, text) from public;
