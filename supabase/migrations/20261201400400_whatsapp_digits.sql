-- private.whatsapp_digits(phone): a typed phone number in the international form WhatsApp wants,
-- digits only, or null when it is not a phone number; src/domain/phone.ts whatsappDigits() in SQL
-- (tests/integration/order-updates.test.ts holds the two to tests/support/phone-examples.ts).
--
-- Issue 57 needs it in the database: a status change made anywhere (the owner's WhatsApp button,
-- the e-mail's link, the dashboard) enqueues the shopper's message in the transaction that made
-- it, so its recipient must be known there; and a shopper's tap counts only from the order's own
-- number, compared there under the order's row lock.
--
-- The country is the shop's (src/config/store.ts phoneCountry: calling code 961, national numbers
-- of 7 or 8 digits after the trunk 0), given as defaults so a test can name another.
create or replace function private.whatsapp_digits(
  p_phone text,
  p_calling_code text default '961',
  p_national_lengths integer[] default '{7,8}'
)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_typed text := pg_catalog.btrim(p_phone);
  v_digits text;
  v_national text;
begin
  if not private.phone_is_valid(v_typed) then
    return null;
  end if;
  v_digits := pg_catalog.regexp_replace(pg_catalog.regexp_replace(v_typed, '^(\+|00)', ''), '[^0-9]', '', 'g');
  -- +… and 00… are international already; a trunk 0 kept after the shop's own code is dropped.
  if v_typed operator(pg_catalog.~) '^(\+|00)' then
    if pg_catalog.starts_with(v_digits, p_calling_code || '0') then
      return p_calling_code || pg_catalog.substr(v_digits, pg_catalog.char_length(p_calling_code) + 2);
    end if;
    return v_digits;
  end if;
  -- Dialled within the country: the trunk 0 dropped and the country code put first, when what is
  -- left is as long as a national number; anything else is taken as international without its +.
  v_national := case when pg_catalog.starts_with(v_digits, '0') then pg_catalog.substr(v_digits, 2) else v_digits end;
  if pg_catalog.char_length(v_national) = any (p_national_lengths) then
    return p_calling_code || v_national;
  end if;
  return v_digits;
end;
$$;

comment on function private.whatsapp_digits(text, text, integer[]) is
  'A typed phone number as WhatsApp digits (country code first), or null; src/domain/phone.ts whatsappDigits() in SQL.';

revoke execute on function private.whatsapp_digits(text, text, integer[]) from public;
