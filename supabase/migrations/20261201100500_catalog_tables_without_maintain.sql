-- PostgreSQL 17 added the MAINTAIN privilege (VACUUM, ANALYZE, REINDEX, CLUSTER, LOCK TABLE,
-- REFRESH MATERIALIZED VIEW), and the platform's default privileges give it to anon and
-- authenticated with every new table. The catalogue tables' revoke lists were written before it
-- existed, so shoppers' roles kept it: a visitor needs to read the catalogue, never to lock or
-- reindex it. The keyword is an error before version 17, hence the guard.
do $$
begin
  if current_setting('server_version_num')::int >= 170000 then
    execute 'revoke maintain on table public.categories, public.subcategories, public.items, public.item_variants,
      public.store_settings, public.delivery_zones, public.delivery_areas from anon, authenticated';
  end if;
end
$$;
