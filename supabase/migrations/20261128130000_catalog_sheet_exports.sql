-- Each export of the catalogue spreadsheet keeps its own stock baseline (docs/decisions/0032-catalogue-spreadsheet.md).
--
-- catalog_sheet_stock held one "what the spreadsheet said" per product and variant, written by
-- every export. Two ways that gave back units sold (issue 47, item 3):
--   * an export recorded its stock before its file was written; when the write failed (the
--     previous export still open in Excel, a folder that does not exist) the baseline said 8
--     while the owner's file, the older one, still said 10;
--   * the owner imported an older export: exported at 10, two sold, exported again at 8, then the
--     first file imported unchanged. Its 10 against the baseline 8 read as "the owner added two".
-- Now the export writes its file first and commits its baseline after (scripts/catalog), and every
-- export has an id, written in the file's `export_id` column: an import compares the file's
-- stock with the baseline of the export it came from, and moves that one on when it writes (a
-- Google Sheet made from an export keeps its id, so its imports follow each other). A file
-- without an id (made by hand) has the baseline of files without one (export_id null), as
-- before; where nothing is remembered, the database's stock stands for it.

create table public.catalog_sheet_exports (
  id uuid primary key default gen_random_uuid(),
  exported_at timestamptz not null default now(),
  -- The last export or import of a file with this id: the oldest unused baselines are dropped
  -- (scripts/catalog keeps the 30 used last), so the table does not grow with every export.
  used_at timestamptz not null default now()
);

comment on table public.catalog_sheet_exports is
  'Exports of the catalogue spreadsheet; each file carries its id, and its stock baseline is in catalog_sheet_stock.';

-- The owner's tool connects as the database owner; shoppers neither read nor write it.
alter table public.catalog_sheet_exports enable row level security;
revoke all on public.catalog_sheet_exports from anon, authenticated;

-- Null: files without an export id. An export dropped drops its baseline.
alter table public.catalog_sheet_stock
  add column export_id uuid references public.catalog_sheet_exports (id) on delete cascade;

-- One remembered value per export and per product or variant.
alter table public.catalog_sheet_stock drop constraint catalog_sheet_stock_item_id_variant_id_key;
alter table public.catalog_sheet_stock
  add constraint catalog_sheet_stock_export_item_variant_key unique nulls not distinct (export_id, item_id, variant_id);
-- The unique key now leads with export_id; item_id keeps an index of its own for its foreign key
-- (deleting a product finds its rows by it).
create index catalog_sheet_stock_item_id_idx on public.catalog_sheet_stock (item_id);
