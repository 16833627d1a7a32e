-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.note_site_rebuild_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
