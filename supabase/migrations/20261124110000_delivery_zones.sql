-- Delivery zones and the areas each covers (docs/decisions/0017-delivery-zones.md): a Beirut shop prices delivery by
-- where it goes, not with one flat fee.
--
-- A zone has a fee and, optionally, a subtotal from which delivery is free; an area (Beirut,
-- Baabda, Tripoli…) belongs to one zone. The checkout asks the shopper for the area; place_order()
-- prices delivery from the area's zone. An area not on the list ("Other area") is delivered at
-- the default zone's terms: the first active zone by sort_order (then name). The announcement
-- banner ("Free Delivery On Orders Above $50") is the default zone's threshold.
--
-- These tables are the one source of the shop's delivery terms: the storefront reads them (no
-- copy in src/config/store.ts), and the owner edits them in the dashboard's Table Editor.
-- Turning a zone's `active` off stops delivery to its areas without deleting anything.

create table public.delivery_zones (
  id uuid primary key default gen_random_uuid(),
  -- Shown to the shopper beside the fee ("Delivery to Beirut").
  name text not null check (name = btrim(name) and name <> '' and char_length(name) <= 80),
  -- Dollars charged for delivery below the free threshold.
  fee numeric(10, 2) not null check (fee >= 0),
  -- Orders whose subtotal is at or above this many dollars are delivered free; null: never free.
  free_threshold numeric(10, 2) check (free_threshold >= 0),
  -- Display order; the first active zone is the default zone.
  sort_order integer not null default 0,
  active boolean not null default true
);

comment on table public.delivery_zones is
  'Delivery zones: fee and free-delivery threshold (null: never free). The first active one by sort_order is the default zone, used for areas not on the list.';

create table public.delivery_areas (
  id uuid primary key default gen_random_uuid(),
  -- What the shopper picks at checkout, and what the order payload's customer.area names.
  name text not null check (name = btrim(name) and name <> '' and char_length(name) <= 80),
  -- Deleting a zone that still has areas is refused: move the areas or switch the zone off.
  zone_id uuid not null references public.delivery_zones (id),
  sort_order integer not null default 0
);

comment on table public.delivery_areas is
  'The areas the checkout offers, each in one delivery zone. Names are unique, ignoring case: the order names its area.';

-- An order names its area by name, so two areas may not share one (in any letter case).
create unique index delivery_areas_name_idx on public.delivery_areas (lower(name));
-- The foreign key's index: reading a zone's areas, and deleting a zone, look areas up by zone.
create index delivery_areas_zone_id_idx on public.delivery_areas (zone_id);

-- The shop's existing terms become its first zone, so a project that applies this migration
-- keeps charging exactly what it charged (store_settings' fee and threshold, dropped once
-- place_order() reads zones). The demo seed replaces it with Lebanon's zones.
insert into public.delivery_zones (name, fee, free_threshold, sort_order)
select 'All areas', s.delivery_fee, s.free_delivery_threshold, 0
from public.store_settings s;

alter table public.delivery_zones enable row level security;
alter table public.delivery_areas enable row level security;

-- Shoppers never change delivery terms; the owner does, in the dashboard or with the service
-- role. Taking the write privileges back means a policy added by mistake still cannot let them in.
revoke insert, update, delete, truncate, references, trigger
  on public.delivery_zones, public.delivery_areas
  from anon, authenticated;
-- Shoppers read the terms: the checkout lists the areas and shows each fee before ordering.
grant select on public.delivery_zones, public.delivery_areas to anon, authenticated;

-- Shoppers see the zones the shop delivers to now; a switched-off zone is the owner's business.
create policy "Shoppers can read active delivery zones"
  on public.delivery_zones for select
  to anon, authenticated
  using (active);

-- Shoppers see an area only while its zone is active, so the checkout never offers an area
-- place_order() would refuse.
create policy "Shoppers can read the areas of active delivery zones"
  on public.delivery_areas for select
  to anon, authenticated
  using (exists (select 1 from public.delivery_zones z where z.id = zone_id and z.active));
