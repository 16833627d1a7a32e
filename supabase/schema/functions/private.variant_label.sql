-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.variant_label(p_variant item_variants, p_locale text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  v_place bigint;
begin
  if p_variant.id is null then
    return null;
  end if;
  if p_locale = 'ar' and private.variant_label_arabic(p_variant) is not null then
    return private.variant_label_arabic(p_variant);
  end if;
  if private.trim_blank(p_variant.size) <> '' then
    return private.trim_blank(p_variant.size);
  end if;
  if private.trim_blank(p_variant.name) <> '' then
    return private.trim_blank(p_variant.name);
  end if;
  select 1 + pg_catalog.count(*) into v_place
  from public.item_variants s
  where s.item_id = p_variant.item_id
    and (s.sort_order, s.created_at, s.id) < (p_variant.sort_order, p_variant.created_at, p_variant.id);
  return case when p_locale = 'ar' then 'الخيار ' else 'Variant ' end || v_place;
end;
$function$;
