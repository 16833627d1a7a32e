-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.variant_label_arabic(p_variant item_variants)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  v_arabic text;
begin
  if private.trim_blank(p_variant.size) <> '' then
    v_arabic := p_variant.size_ar;
  elsif private.trim_blank(p_variant.name) <> '' then
    v_arabic := p_variant.name_ar;
  end if;
  return case when private.trim_blank(v_arabic) <> '' then v_arabic end;
end;
$function$;
