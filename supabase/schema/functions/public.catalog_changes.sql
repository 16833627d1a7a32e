-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION public.catalog_changes(p_store_id uuid, p_since bigint DEFAULT NULL::bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
