-- Two catalogue rules written once in SQL, as the shop's TypeScript writes them: what a line costs
-- (src/domain/pricing.ts unitPrice) and what a variant is called (src/domain/catalog.ts
-- localizedVariantLabel, in English and in Arabic). place_order() (private.store_order()) and
-- price_whatsapp_cart() each wrote their own copy of both, in English only; the next two
-- migrations make them call these. tests/integration/catalogue-rules.test.ts holds the SQL and the
-- TypeScript to the same answers for every product and variant of the demo catalogue.
--
-- PL/pgSQL rather than SQL-language, like the other helpers place_order() calls per line: a
-- SQL-language function with `set search_path = ''` is planned again on every call
-- (20261126020000_order_helpers_planned_once.sql).

-- A line's unit price: the variant's sale price, else its price, when a variant is ordered; the
-- product's sale price, else its price, when none is. A sale price of 0 is a real (free) price, so
-- only null falls through. item_variants.price is NOT NULL: a variant never falls back to the
-- product's prices.
create function private.unit_price(p_item public.items, p_variant public.item_variants)
returns numeric
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  if p_variant.id is not null then
    return coalesce(p_variant.sale_price, p_variant.price);
  end if;
  return coalesce(p_item.sale_price, p_item.price);
end;
$$;

comment on function private.unit_price(public.items, public.item_variants) is
  'Unit price of a line: the variant''s sale price else price when one is ordered (p_variant null when none), else the product''s. As src/domain/pricing.ts unitPrice.';

-- The Arabic the owner wrote for a variant's label: size_ar when the size is the label, name_ar
-- when the name is, null when that column has none or the label is "Variant N". Order lines keep
-- it beside the English label (order_items.variant_label_ar), and the shop shows it on an Arabic
-- page, English standing in when it is null (src/domain/locale.ts localized).
create function private.variant_label_arabic(p_variant public.item_variants)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
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
$$;

comment on function private.variant_label_arabic(public.item_variants) is
  'The owner''s Arabic for a variant''s label (size_ar or name_ar, from the column the label comes from), null when there is none.';

-- A variant's label in a language ('en' or 'ar'; anything else is English): its size, else its
-- name, each trimmed, in Arabic its Arabic twin when the owner wrote one; else "Variant N" /
-- "الخيار N", N its 1-based place among the product's variants in display order (sort_order, then
-- created_at, then id: the order the shop lists them in, src/data/catalogRows.ts).
create function private.variant_label(p_variant public.item_variants, p_locale text)
returns text
language plpgsql
stable
parallel safe
set search_path = ''
as $$
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
$$;

comment on function private.variant_label(public.item_variants, text) is
  'A variant''s shopper-facing label in English or Arabic: size, else name, else "Variant N" / "الخيار N" by display order. As src/domain/catalog.ts localizedVariantLabel.';

-- Only the functions that price and label an order (security definer, owned by the migrations'
-- role) call these; nobody else needs them.
revoke execute on function private.unit_price(public.items, public.item_variants) from public;
revoke execute on function private.variant_label_arabic(public.item_variants) from public;
revoke execute on function private.variant_label(public.item_variants, text) from public;
