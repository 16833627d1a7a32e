-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.claim_site_rebuild()
 RETURNS SETOF site_rebuilds
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
