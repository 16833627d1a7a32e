-- Who may see the catalogue.
--
-- On Supabase, the anon and authenticated roles get every privilege on new public tables by
-- default; row level security is what actually guards the rows. We turn it on everywhere and
-- also take back the write privileges, so a missing policy can never become a way in.

alter table public.categories enable row level security;
alter table public.subcategories enable row level security;
alter table public.items enable row level security;
alter table public.item_variants enable row level security;

revoke insert, update, delete, truncate, references, trigger
  on public.categories, public.subcategories, public.items, public.item_variants
  from anon, authenticated;
grant select
  on public.categories, public.subcategories, public.items, public.item_variants
  to anon, authenticated;

-- Every shopper (signed in or not; the shop has no sign-in today) may browse categories.
create policy "Shoppers can read categories"
  on public.categories for select
  to anon, authenticated
  using (true);

-- Hidden subcategories stay in the database for the owner but are never served.
create policy "Shoppers can read visible subcategories"
  on public.subcategories for select
  to anon, authenticated
  using (hide = false);

-- Items are readable even when out of stock: the preorder page and old links need them.
create policy "Shoppers can read items"
  on public.items for select
  to anon, authenticated
  using (true);

-- Variants are read together with their item.
create policy "Shoppers can read item variants"
  on public.item_variants for select
  to anon, authenticated
  using (true);
