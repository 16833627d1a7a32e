-- The live definition, as PostgreSQL prints it after every migration. Generated: do not edit;
-- change the function in a new migration, then see tests/integration/sql-functions.test.ts.

CREATE OR REPLACE FUNCTION private.fill_shopper_whatsapp()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.shopper_whatsapp := coalesce(new.shopper_whatsapp, private.whatsapp_digits(new.customer_phone));
  return new;
end;
$function$;
