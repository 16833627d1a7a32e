-- The stock the owner's spreadsheet last said, per product and variant (DESIGN.md §15).
--
-- An import must not undo the stock shoppers' orders took. Between `npm run catalog -- export`
-- and the import of the edited file (or between two imports of a Google Sheet the owner keeps),
-- orders go on: the file still says 10 where the database now holds 8. Comparing the file with
-- the database cannot tell "the owner typed 10" from "two were sold since"; comparing it with what
-- the spreadsheet said last time can. So export and import remember here the stock value of every
-- row they wrote or read, and an import writes a row's stock only where the file's value differs
-- from the remembered one (the owner changed it: their count wins, as on a shelf). Where nothing
-- is remembered (a product never exported), the file's value is compared with the database's.
--
-- The import reads the database's stock inside its transaction with the rows locked (FOR UPDATE,
-- in place_order's order: items by id, then variants by id), so an order either ran before it
-- (and its decrement is what the import compares and keeps) or waits for it (and takes from the
-- imported value). Orders never read or write this table.

create table public.catalog_sheet_stock (
  item_id uuid not null references public.items (id) on delete cascade,
  -- Null: the product's own stock (a product without variants).
  variant_id uuid references public.item_variants (id) on delete cascade,
  -- What the spreadsheet said: null is "unlimited", as for inventory.
  stock integer check (stock >= 0),
  seen_at timestamptz not null default now(),
  -- One remembered value per product and per variant; leads with item_id for its foreign key.
  unique nulls not distinct (item_id, variant_id)
);

comment on table public.catalog_sheet_stock is
  'The stock the catalogue spreadsheet last said per product/variant (written by export and import), so an import only writes stock the owner changed.';

create index catalog_sheet_stock_variant_id_idx on public.catalog_sheet_stock (variant_id);

-- Bookkeeping of the owner's tool: shoppers neither read nor write it. RLS on with no policy and
-- the privileges taken back, as for the other private tables; the tool connects as the owner.
alter table public.catalog_sheet_stock enable row level security;
revoke all on public.catalog_sheet_stock from anon, authenticated;
