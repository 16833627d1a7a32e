-- The stock the owner's spreadsheet last said, per product and variant (docs/decisions/0032-catalogue-spreadsheet.md).
--
-- An import must not undo the stock shoppers' orders took. Between `npm run catalog -- export`
-- and the import of the edited file (or between two imports of a Google Sheet the owner keeps),
-- orders go on: the file still says 10 where the database now holds 8. Comparing the file with
-- the database cannot tell "the owner typed 10" from "two were sold since"; comparing it with what
-- the spreadsheet said last time can. So export and import remember here the stock value of every
-- row they wrote or read, and an import
--   * leaves a row's stock alone where the file says what the spreadsheet said (the 8 stays), and
--   * where the owner changed the cell, moves the stock by the owner's change (10 → 15 in the
--     file: 8 → 13), never below 0, so the orders since still count; with no number on one side
--     (unlimited), the file's value is written as it is.
-- Where nothing is remembered (a product never exported), the database's value stands for it.
--
-- The import locks the rows it changes (FOR NO KEY UPDATE, in place_order's order: items by id,
-- then variants by id) and computes the new stock from the locked row, so an order either ran before
-- it (and its decrement is kept) or waits for it (and takes from the new stock). Orders never read
-- or write this table.

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
