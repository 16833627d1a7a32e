-- What customer text place_order() accepts: one line of plain text per field, and a phone
-- number that can be dialled. The same rules are in src/domain/checkoutValidation.ts, so the
-- checkout form refuses exactly what the server refuses.
--
-- Why: the customer's text goes verbatim into the owner's e-mail and WhatsApp message. A line
-- break lets a name forge a second line ("Ali\n\nPAID ONLINE - do not collect cash"), and a
-- Unicode direction control (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates)
-- reorders what follows it on screen. So name, phone, city, street, building and floor hold no
-- control character (C0, DEL, C1), no line or paragraph separator (U+2028, U+2029) and no
-- direction control; notes may also hold line breaks (LF, CR) and nothing else of those.
-- Whitespace at either end is trimmed before the check, so a stray trailing newline is harmless.
--
-- A phone is 7-15 digits after an optional leading + or 00, with spaces, dots, dashes and
-- parentheses between them: Lebanese local forms (03 123 456, 71 234 567), +961 / 00961, and
-- numbers from abroad (+44 20 7946 0958, +1 (212) 555-0100) pass; letters, other symbols, too
-- few or too many digits do not.

-- The reason a customer text field is refused, or NULL when it is acceptable.
create or replace function private.customer_text_problem(p_value text, p_multiline boolean)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  if p_value is null then
    return null;
  end if;
  if p_multiline then
    if p_value operator(pg_catalog.~) E'[\\x01-\\x09\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]' then
      return 'control_characters';
    end if;
  elsif p_value operator(pg_catalog.~) E'[\\x01-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]' then
    return 'control_characters';
  end if;
  return null;
end;
$$;

comment on function private.customer_text_problem(text, boolean) is
  'Why a customer text value is refused (''control_characters''), or NULL; p_multiline allows line breaks (notes).';

-- True when a (trimmed) phone number has an acceptable form.
create or replace function private.phone_is_valid(p_phone text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_digits integer;
begin
  if p_phone is null or not p_phone operator(pg_catalog.~) '^(\+|00)?[0-9 .()-]+$' then
    return false;
  end if;
  v_digits := pg_catalog.char_length(pg_catalog.regexp_replace(pg_catalog.regexp_replace(p_phone, '^(\+|00)', ''), '[^0-9]', '', 'g'));
  return v_digits between 7 and 15;
end;
$$;

comment on function private.phone_is_valid(text) is
  'A phone number: 7-15 digits after an optional leading + or 00, with spaces, dots, dashes and parentheses.';

-- Only the owner calls the helpers (directly, or through place_order()).
revoke execute on function private.customer_text_problem(text, boolean) from public;
revoke execute on function private.phone_is_valid(text) from public;
