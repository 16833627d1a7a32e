-- Each row level security policy carries its reason in the database, where supabase/schema/ (read
-- from the catalogs) and the dashboard show it. Until now the reasons were SQL comments in the
-- migrations that created the policies, which the database does not keep. Same words as there.

comment on policy "Shoppers can read categories" on public.categories is
  'Every shopper (signed in or not; the shop has no sign-in today) may browse categories.';

comment on policy "Shoppers can read visible subcategories" on public.subcategories is
  'Hidden subcategories stay in the database for the owner but are never served.';

comment on policy "Shoppers can read items" on public.items is
  'Items are readable even when out of stock: the preorder page and old links need them.';

comment on policy "Shoppers can read item variants" on public.item_variants is
  'Variants are read together with their item.';

comment on policy "Shoppers can read the store settings" on public.store_settings is
  'Shoppers may read the settings: they are shown on every page (the free-delivery banner and the cart''s "add $X more for free delivery" hint) and are no secret.';

comment on policy "Shoppers can read active delivery zones" on public.delivery_zones is
  'Shoppers see the zones the shop delivers to now; a switched-off zone is the owner''s business.';

comment on policy "Shoppers can read the areas of active delivery zones" on public.delivery_areas is
  'Shoppers see an area only while its zone is active, so the checkout never offers an area place_order() would refuse.';
