-- catalog_changes() does a bounded amount of work per call, whatever the version it is asked
-- from and however large the catalogue (issue 47, item 6; docs/decisions/0016-live-catalogue-changes.md).
--
-- Before, a call looked at every product of the shop, and for each one at the removal log since
-- the version asked (indexed by version only): its cost grew with products × removals since a
-- version the caller picks, and an anonymous caller could pick the oldest. Now each kind of
-- change is read through an index on its version, oldest version first, and no further than
-- ROWS_READ rows; a kind with more rows than that since the version, or more changed products
-- than are worth sending (as before: over 200, or over half the catalogue), answers "full read
-- needed" (`full: true`), which costs nothing to answer and which the shop already handles: it
-- reads the whole catalogue once (src/data/catalog.ts, fetchVersionedCatalog) and asks from the
-- version that answer carries next time. A version older than the record of changes, or from the
-- future, answers the same as before.
--
-- So a call reads at most: a few hundred product ids from each of four indexes (products,
-- variants, removed variants, products of changed categories), up to 400 product rows to know
-- whether the catalogue is small, the ≤ 200 changed products it sends with their variants, and
-- the categories and delivery terms when they changed (a handful of rows each).
--
-- The indexes. items and item_variants get one on change_version: the trigger rewrites it on
-- every update, so those updates (stock taken by an order, given back by a cancellation) are no
-- longer HOT and write one more index entry each; a shop reads its catalogue far more often than
-- it sells. categories, subcategories, delivery zones and areas and store_settings are a few
-- dozen rows at most: read whole. The removal log is read by kind and version, with the ids it
-- answers in the index, replacing the index on the version alone.

create index items_store_id_change_version_idx on public.items (store_id, change_version);
create index item_variants_change_version_idx on public.item_variants (change_version) include (item_id);

drop index private.catalog_removals_removed_in_idx;
create index catalog_removals_kind_removed_in_idx on private.catalog_removals (kind, removed_in) include (id, item_id, store_id);

-- The answer itself, as 20261125152000_catalog_changes.sql describes it (version, full, items,
-- removed_items, categories, terms). Stable: every statement reads the one snapshot of the call
-- that runs it, the snapshot whose xmin is the version answered.
--
-- The bound is only as good as the plan: each read is an index range scan that stops at its
-- LIMIT. Statistics older than a burst of changes (3,000 removals since the last ANALYZE were
-- estimated at 4 rows here) make the planner pick a bitmap scan, which reads the whole range and
-- sorts it, or a sequential scan. So the function plans without either; the tables without a
-- version index (the small ones) are still read whole, the only plan left for them.
create function private.catalog_changes_since(p_store_id uuid, p_since bigint)
returns jsonb
language plpgsql stable set search_path = '' set enable_bitmapscan = off set enable_seqscan = off
as $$
declare
  -- Rows read from each index at most; reaching it answers "full read needed".
  c_rows_read constant integer := 1000;
  v_snapshot pg_snapshot := pg_current_snapshot();
  v_version bigint := pg_snapshot_xmin(v_snapshot)::text::bigint;
  v_full_read jsonb := jsonb_build_object('version', v_version, 'full', true);
  v_most integer;
  v_written uuid[];
  v_variants_written uuid[];
  v_variants_removed uuid[];
  v_in_changed_categories uuid[];
  v_removed uuid[];
  v_changed uuid[];
  v_categories jsonb := null;
  v_terms jsonb := null;
begin
  if p_since is null
     or p_since < (select starts_at from private.catalog_change_log)
     or p_since > pg_snapshot_xmax(v_snapshot)::text::bigint then
    return v_full_read;
  end if;

  -- The most changed products worth sending as changes: 200, or half a smaller catalogue (counted
  -- no further than 400 products, past which the half is over 200 anyway).
  select least(200, greatest(count(*)::integer / 2, 1)) into v_most
  from (select 1 from public.items i where i.store_id = p_store_id limit 400) as counted;

  -- Products changed since the version: written, a variant written or removed, their category
  -- written. Variants and removals are read for every shop and kept to this one's below.
  v_written := array(
    select i.id from public.items i
    where i.store_id = p_store_id and i.change_version >= p_since
    order by i.change_version limit c_rows_read);
  v_variants_written := array(
    select v.item_id from public.item_variants v
    where v.change_version >= p_since
    order by v.change_version limit c_rows_read);
  v_variants_removed := array(
    select r.item_id from private.catalog_removals r
    where r.kind = 'item_variant' and r.removed_in >= p_since
    order by r.removed_in limit c_rows_read);
  v_in_changed_categories := array(
    select i.id from public.categories c join public.items i on i.category_id = c.id
    where c.store_id = p_store_id and c.change_version >= p_since
    limit c_rows_read);
  v_removed := array(
    select distinct r.id from private.catalog_removals r
    where r.kind = 'item' and r.store_id = p_store_id and r.removed_in >= p_since
    limit c_rows_read);
  if greatest(cardinality(v_written), cardinality(v_variants_written), cardinality(v_variants_removed),
              cardinality(v_in_changed_categories), cardinality(v_removed)) >= c_rows_read then
    return v_full_read;
  end if;

  v_changed := array(
    select i.id from public.items i
    where i.store_id = p_store_id
      and i.id = any (v_written || v_variants_written || v_variants_removed || v_in_changed_categories));
  if cardinality(v_changed) > v_most then
    return v_full_read;
  end if;

  if exists (select 1 from public.categories c where c.store_id = p_store_id and c.change_version >= p_since)
     or exists (select 1 from public.subcategories s join public.categories c on c.id = s.category_id
                where c.store_id = p_store_id and s.change_version >= p_since)
     or exists (select 1 from private.catalog_removals r
                where r.kind in ('category', 'subcategory') and r.removed_in >= p_since) then
    select coalesce(jsonb_agg(to_jsonb(c) || jsonb_build_object('subcategories', coalesce(
             (select jsonb_agg(to_jsonb(s)) from public.subcategories s where s.category_id = c.id and not s.hide), '[]'))
           order by c.sort_order, c.name), '[]')
    into v_categories
    from public.categories c
    where c.store_id = p_store_id;
  end if;

  if exists (select 1 from public.delivery_zones z where z.change_version >= p_since)
     or exists (select 1 from public.delivery_areas a where a.change_version >= p_since)
     or exists (select 1 from public.store_settings s where s.change_version >= p_since)
     or exists (select 1 from private.catalog_removals r
                where r.kind in ('delivery_zone', 'delivery_area') and r.removed_in >= p_since) then
    v_terms := jsonb_build_object(
      'zones', coalesce((
        select jsonb_agg(to_jsonb(z) || jsonb_build_object('delivery_areas', coalesce(
                 (select jsonb_agg(to_jsonb(a)) from public.delivery_areas a where a.zone_id = z.id), '[]'))
               order by z.sort_order, z.name, z.id)
        from public.delivery_zones z
        where z.active), '[]'),
      'settings', coalesce((select jsonb_agg(jsonb_build_object('lbp_per_usd', s.lbp_per_usd)) from public.store_settings s), '[]'));
  end if;

  return jsonb_build_object(
    'version', v_version,
    'full', false,
    'items', coalesce((
      select jsonb_agg(to_jsonb(i) || jsonb_build_object(
               'categories', (select to_jsonb(c) from public.categories c where c.id = i.category_id),
               'item_variants', coalesce((select jsonb_agg(to_jsonb(v)) from public.item_variants v where v.item_id = i.id), '[]'))
             order by i.sort_order, i.name, i.id)
      from public.items i
      where i.id = any (v_changed)), '[]'),
    'removed_items', to_jsonb(v_removed),
    'categories', v_categories,
    'terms', v_terms);
end;
$$;

comment on function private.catalog_changes_since(uuid, bigint) is
  'catalog_changes()''s answer, read in one snapshot with a bounded number of rows; "full read needed" past the bound.';

revoke execute on function private.catalog_changes_since(uuid, bigint) from public;

-- The function shoppers call, now volatile: PostgREST runs a volatile function's POST in a
-- read-write transaction, where the shopper throttle (next migration) can count the call; it
-- runs a stable one read-only, where nothing can be counted. Its one statement calls the stable
-- function above, so the answer still comes from one snapshot. PL/pgSQL, planned once per
-- connection, as every call of a visit (ARCHITECTURE.md, "Reading the SQL").
create or replace function public.catalog_changes(p_store_id uuid, p_since bigint default null)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
begin
  return private.catalog_changes_since(p_store_id, p_since);
end;
$$;
