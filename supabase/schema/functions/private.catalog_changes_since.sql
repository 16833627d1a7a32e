-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.catalog_changes_since(p_store_id uuid, p_since bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET enable_bitmapscan TO 'off'
 SET enable_seqscan TO 'off'
AS $function$
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
$function$;
