-- Store settings: the shipping constants that orders are priced with.
--
-- place_order() (20261122000800_place_order.sql) reads the delivery fee and the free-delivery
-- threshold from this table, so the server has them in exactly one place. The storefront shows
-- the same numbers from src/config/store.ts (storeConfig.shipping); tests/integration/orders.test.ts
-- fails when the two disagree, so change them together.
--
-- The row is configuration the shop cannot run without, not demo data, so it is written here
-- rather than in supabase/seed.sql: a hosted project gets it from `supabase db push`.

create table public.store_settings (
  -- The shop these settings belong to; matches items.store_id and storeConfig.storeId.
  store_id uuid primary key,
  -- Orders whose subtotal is at or above this many dollars are delivered free.
  free_delivery_threshold numeric(10, 2) not null check (free_delivery_threshold >= 0),
  -- Dollars charged for delivery below the threshold.
  delivery_fee numeric(10, 2) not null check (delivery_fee >= 0),
  updated_at timestamptz not null default now()
);

comment on table public.store_settings is
  'The shop''s shipping settings (one row). place_order() prices delivery from it; keep it equal to storeConfig.shipping.';

-- This database serves one shop: check_discount() and place_order() take "the store" from this
-- table, so a second row would make it ambiguous. The index on a constant allows one row only.
create unique index store_settings_one_row_idx on public.store_settings ((true));

insert into public.store_settings (store_id, free_delivery_threshold, delivery_fee)
values ('00000000-0000-4000-8000-000000000001', 50, 3);

alter table public.store_settings enable row level security;

-- Shoppers never change settings; the owner does, with the service role or in the dashboard.
-- Taking the write privileges back means a policy added by mistake still cannot let them in.
revoke insert, update, delete, truncate, references, trigger on public.store_settings from anon, authenticated;

-- Shoppers may read the settings: they are shown on every page (the free-delivery banner and
-- the cart's "add $X more for free delivery" hint) and are no secret.
grant select on public.store_settings to anon, authenticated;

-- Every shopper may read the settings row (see the grant above for why).
create policy "Shoppers can read the store settings"
  on public.store_settings for select
  to anon, authenticated
  using (true);
