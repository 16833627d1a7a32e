-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.customer_text(p_object jsonb, p_key text, p_max integer, p_multiline boolean DEFAULT false)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v_text text := private.order_text(p_object, p_key, p_max);
  v_problem text := private.customer_text_problem(v_text, p_multiline);
begin
  if v_problem is not null then
    perform private.raise_error('invalid_order', pg_catalog.jsonb_build_object('field', p_key, 'reason', v_problem));
  end if;
  return v_text;
end;
$function$;
