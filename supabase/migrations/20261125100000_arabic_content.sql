-- Arabic beside English (docs/decisions/0009-arabic-twins-fall-back-to-english.md): every text a shopper reads from the catalogue and the
-- delivery terms has an Arabic twin, `<column>_ar`.
--
-- The twins are nullable on purpose: a shop adds Arabic as it goes, and an Arabic page shows the
-- English text (marked lang="en") where the Arabic one is missing, never a blank. So a blank
-- Arabic text is refused rather than stored: it would hide the English fallback.
--
-- Lengths follow the English columns' limits. No new policy is needed: the tables' existing
-- select policies and grants cover every column, and shoppers still write none of them.

alter table public.items
  add column name_ar text check (name_ar is null or length(trim(name_ar)) between 1 and 200),
  add column description_ar text check (description_ar is null or length(description_ar) between 1 and 5000);

comment on column public.items.name_ar is 'Arabic name; null shows the English name on Arabic pages.';
comment on column public.items.description_ar is 'Arabic description (Markdown); null shows the English one on Arabic pages.';

alter table public.item_variants
  add column size_ar text check (size_ar is null or length(trim(size_ar)) between 1 and 80),
  add column name_ar text check (name_ar is null or length(trim(name_ar)) between 1 and 80);

comment on column public.item_variants.size_ar is 'Arabic size label; null shows the English one.';
comment on column public.item_variants.name_ar is 'Arabic variant name (the label when there is no size); null shows the English one.';

alter table public.categories
  add column name_ar text check (name_ar is null or length(trim(name_ar)) between 1 and 80);

comment on column public.categories.name_ar is 'Arabic category name; null shows the English one.';

alter table public.subcategories
  add column name_ar text check (name_ar is null or length(trim(name_ar)) between 1 and 80);

comment on column public.subcategories.name_ar is 'Arabic subcategory name; null shows the English one.';

-- Delivery names follow the English columns' rule: trimmed, not empty, at most 80 characters.
alter table public.delivery_zones
  add column name_ar text check (name_ar is null or (name_ar = btrim(name_ar) and name_ar <> '' and char_length(name_ar) <= 80));

comment on column public.delivery_zones.name_ar is 'Arabic zone name; null shows the English one.';

alter table public.delivery_areas
  add column name_ar text check (name_ar is null or (name_ar = btrim(name_ar) and name_ar <> '' and char_length(name_ar) <= 80));

comment on column public.delivery_areas.name_ar is 'Arabic area name, which place_order also accepts; null shows the English one.';

-- An order may name its area in either language (place_order resolves it to one area), so an
-- Arabic name may not be shared by two areas either.
create unique index delivery_areas_name_ar_idx on public.delivery_areas (lower(name_ar));
