-- The owner's own search words for a product (docs/decisions/0014-search-as-beirut-types.md).
--
-- Search finds a product by its name or description in either language, through spelling rules
-- (Arabic letter forms, Arabizi, plurals, one typo). Some names no rule can guess: the dialect's
-- own word (مراية for مرآة), a brand's nickname ("rakwe" for an espresso pot). The owner writes
-- those in the catalogue spreadsheet's `search_terms` and `search_terms_ar` columns; the shop's
-- search matches them like the name. They are never shown and never go into the product feeds.
--
-- Free text, words separated by commas or spaces; null is none. Readable by shoppers like every
-- other item column (the grant and policy of 20261122000400_catalog_read_access.sql cover new
-- columns): the search runs in the browser.

alter table public.items
  add column search_terms text check (length(search_terms) <= 500),
  add column search_terms_ar text check (length(search_terms_ar) <= 500);

comment on column public.items.search_terms is
  'The owner''s extra search words for the product (English or Arabizi), never shown; from the catalogue spreadsheet.';
comment on column public.items.search_terms_ar is
  'The owner''s extra search words for the product in Arabic, never shown; from the catalogue spreadsheet.';
