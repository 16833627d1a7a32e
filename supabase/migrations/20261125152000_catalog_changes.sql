-- A visit downloads what changed since the build, not the catalogue (docs/decisions/0016-live-catalogue-changes.md).
--
-- Every row a shopper's page shows from the catalogue and the delivery terms (items,
-- item_variants, categories, subcategories, delivery_zones, delivery_areas, store_settings for
-- the LBP rate) carries `change_version`: the id of the transaction that last wrote it. A removed
-- row leaves a line in private.catalog_removals with the id of the transaction that removed it.
-- public.catalog_changes(store, since) answers what changed since a version, in the shapes the
-- full read maps, and the version to ask from next time.
--
-- Why transaction ids, not a clock or a sequence. A version must never let a change slip between
-- two reads. With updated_at (or nextval()) a transaction stamps its rows when it writes them
-- but they become visible when it commits: a transaction that stamped 10:00:00.100 and committed
-- after a reader saw everything up to 10:00:00.200 is never sent to that reader (the next read
-- asks for "after 10:00:00.200"). Clocks also skew and collide within a millisecond.
-- Transaction ids (xid8, 64 bits, never wrap) give the fix PostgreSQL's own snapshots use:
-- - a writer stamps its rows with its own id, pg_current_xact_id();
-- - a reader's version is the xmin of its snapshot, pg_snapshot_xmin(pg_current_snapshot()):
--   every transaction with a smaller id has finished (committed, and so visible to this read, or
--   rolled back) before the read began. A transaction still in flight has an id ≥ xmin, so the
--   next read, asking for change_version ≥ that version, sees it once it has committed.
-- A row written by a transaction ≥ xmin that had already committed is sent again next time: the
-- overlap is harmless (applying a row twice gives the same catalogue) and small (only what was
-- written while another transaction was open).

-- The writer's transaction id, as a plain bigint (xid8 has no cast to bigint but through text).
create function private.current_transaction_version() returns bigint
language sql volatile set search_path = ''
as $$ select pg_current_xact_id()::text::bigint $$;

-- Rows written before this migration carry 0: older than any version a build can stamp (see
-- private.catalog_change_log), so they are never sent as changes.
alter table public.items add column change_version bigint not null default 0;
alter table public.item_variants add column change_version bigint not null default 0;
alter table public.categories add column change_version bigint not null default 0;
alter table public.subcategories add column change_version bigint not null default 0;
alter table public.delivery_zones add column change_version bigint not null default 0;
alter table public.delivery_areas add column change_version bigint not null default 0;
alter table public.store_settings add column change_version bigint not null default 0;

comment on column public.items.change_version is
  'Id of the transaction that last wrote the row (a trigger keeps it): catalog_changes() sends rows written since a version.';

-- Every insert and update stamps the row, whoever writes it (the dashboard, the CSV import,
-- place_order taking stock, a cancelled order giving it back): a trigger, not each writer.
-- Security definer (as the removal log below): a writer needs no rights on the private schema.
create function private.stamp_catalog_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.change_version := private.current_transaction_version();
  return new;
end;
$$;

create trigger items_stamp_change before insert or update on public.items
  for each row execute function private.stamp_catalog_change();
create trigger item_variants_stamp_change before insert or update on public.item_variants
  for each row execute function private.stamp_catalog_change();
create trigger categories_stamp_change before insert or update on public.categories
  for each row execute function private.stamp_catalog_change();
create trigger subcategories_stamp_change before insert or update on public.subcategories
  for each row execute function private.stamp_catalog_change();
create trigger delivery_zones_stamp_change before insert or update on public.delivery_zones
  for each row execute function private.stamp_catalog_change();
create trigger delivery_areas_stamp_change before insert or update on public.delivery_areas
  for each row execute function private.stamp_catalog_change();
create trigger store_settings_stamp_change before insert or update on public.store_settings
  for each row execute function private.stamp_catalog_change();

-- (The site rebuild hook ignores change_version as it does inventory:
-- 20261125150000_site_rebuild_ignores_change_stamps.sql, so orders still never rebuild the site.)

-- A removal leaves its trace here: a deleted row has no row left to carry a version. Private:
-- shoppers learn of removals only through catalog_changes(). A removed variant keeps its
-- product's id, so the product (still there, one variant fewer) is sent again; a removed product
-- or category keeps its shop's id, so a shop hears only of its own.
create table private.catalog_removals (
  kind text not null check (kind in ('item', 'item_variant', 'category', 'subcategory', 'delivery_zone', 'delivery_area')),
  id uuid not null,
  item_id uuid,
  store_id uuid,
  removed_in bigint not null
);

comment on table private.catalog_removals is
  'One line per deleted catalogue or delivery row (kind, id, the removing transaction): what catalog_changes() reports as removed.';

create index catalog_removals_removed_in_idx on private.catalog_removals (removed_in);

create function private.log_catalog_removal() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.catalog_removals (kind, id, item_id, store_id, removed_in)
  values (tg_argv[0], old.id, (to_jsonb(old) ->> 'item_id')::uuid, (to_jsonb(old) ->> 'store_id')::uuid,
          private.current_transaction_version());
  return old;
end;
$$;

create trigger items_log_removal after delete on public.items
  for each row execute function private.log_catalog_removal('item');
create trigger item_variants_log_removal after delete on public.item_variants
  for each row execute function private.log_catalog_removal('item_variant');
create trigger categories_log_removal after delete on public.categories
  for each row execute function private.log_catalog_removal('category');
create trigger subcategories_log_removal after delete on public.subcategories
  for each row execute function private.log_catalog_removal('subcategory');
create trigger delivery_zones_log_removal after delete on public.delivery_zones
  for each row execute function private.log_catalog_removal('delivery_zone');
create trigger delivery_areas_log_removal after delete on public.delivery_areas
  for each row execute function private.log_catalog_removal('delivery_area');

-- Where the record of changes begins: a version older than this (a build from before this
-- migration, or from another database) cannot be answered with changes. Whoever prunes
-- catalog_removals one day moves this forward to the oldest removal it keeps.
create table private.catalog_change_log (
  only_row boolean primary key default true check (only_row),
  starts_at bigint not null
);

comment on table private.catalog_change_log is
  'The oldest version catalog_changes() can answer with changes; older ones get "full read needed".';

insert into private.catalog_change_log (starts_at) values (private.current_transaction_version());

-- RLS without policies: nobody but the definer functions above reads or writes these.
alter table private.catalog_removals enable row level security;
alter table private.catalog_change_log enable row level security;

-- The changes since p_since, in the shapes the full read maps (src/data/catalog.ts and
-- delivery.ts read them with the same mappers):
--   version       the version to ask from next time (the xmin of this read's snapshot);
--   full          true when the changes cannot be answered cheaply: no version, one older than
--                 the record of changes, one from the future (another database), or more changed
--                 products than a full read is worth (over 200, or over half the catalogue).
--                 The caller then reads the whole catalogue once and keeps `version`;
--   items         products written since (their row, their variants, their category), including
--                 those whose variant or category changed or went;
--   removed_items ids of products deleted since;
--   categories    every category with its visible subcategories, when any changed or went; else null;
--   terms         the active zones with their areas and the LBP rate, when any changed; else null.
-- Security definer, because the removal log is private; so it applies by hand what the shopper
-- policies apply to the tables (every product, variant and category; subcategories not hidden;
-- active zones and their areas). It reads nothing a shopper could not read already.
create function public.catalog_changes(p_store_id uuid, p_since bigint default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_snapshot pg_snapshot := pg_current_snapshot();
  v_version bigint := pg_snapshot_xmin(v_snapshot)::text::bigint;
  v_changed uuid[];
  v_total integer;
  v_categories jsonb := null;
  v_terms jsonb := null;
begin
  if p_since is null
     or p_since < (select starts_at from private.catalog_change_log)
     or p_since > pg_snapshot_xmax(v_snapshot)::text::bigint then
    return jsonb_build_object('version', v_version, 'full', true);
  end if;

  select coalesce(array_agg(i.id), '{}') into v_changed
  from public.items i
  where i.store_id = p_store_id
    and (i.change_version >= p_since
      or exists (select 1 from public.item_variants v where v.item_id = i.id and v.change_version >= p_since)
      or exists (select 1 from public.categories c where c.id = i.category_id and c.change_version >= p_since)
      or exists (select 1 from private.catalog_removals r
                 where r.kind = 'item_variant' and r.item_id = i.id and r.removed_in >= p_since));
  select count(*) into v_total from public.items i where i.store_id = p_store_id;
  if cardinality(v_changed) > least(200, greatest(v_total / 2, 1)) then
    return jsonb_build_object('version', v_version, 'full', true);
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
    'removed_items', coalesce((
      select jsonb_agg(distinct r.id)
      from private.catalog_removals r
      where r.kind = 'item' and r.store_id = p_store_id and r.removed_in >= p_since), '[]'),
    'categories', v_categories,
    'terms', v_terms);
end;
$$;

comment on function public.catalog_changes(uuid, bigint) is
  'What changed in the catalogue and delivery terms since a version (docs/decisions/0016-live-catalogue-changes.md): a visit''s only live catalogue read.';

-- Shoppers call it (anonymous visits); nobody else needs to.
revoke execute on function public.catalog_changes(uuid, bigint) from public;
grant execute on function public.catalog_changes(uuid, bigint) to anon, authenticated;
-- The helpers run only inside the triggers and the function above.
revoke execute on function private.current_transaction_version() from public;
revoke execute on function private.stamp_catalog_change() from public;
revoke execute on function private.log_catalog_removal() from public;
