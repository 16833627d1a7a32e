-- The catalogue: what shoppers browse.
--
-- Money is numeric(10,2) dollars (the app converts to integer cents); stock is an integer where
-- NULL means "unlimited" and 0 means "none left". A product is hidden from the listing and offered
-- for preorder when it is flagged out of stock, has no stock left, or has variants and none of
-- them can be sold (see src/domain/stock.ts, which is the one place that rule is written in code).

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null,
  name text not null check (length(trim(name)) between 1 and 80),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (store_id, name)
);

comment on table public.categories is 'Top-level groups of the catalogue (Kitchen, Storage, ...).';

create table public.subcategories (
  id uuid primary key default gen_random_uuid(),
  category_id uuid not null references public.categories (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 80),
  -- Lets the owner keep a subcategory in the database without showing it in the menu.
  hide boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (category_id, name)
);

comment on table public.subcategories is 'Second-level groups shown under a category in the menu; rows with hide = true are never served.';

create table public.items (
  id uuid primary key default gen_random_uuid(),
  store_id uuid not null,
  category_id uuid references public.categories (id) on delete set null,
  subcategory_id uuid references public.subcategories (id) on delete set null,
  -- Free-text category used when the item is not linked to a category row.
  category text check (category is null or length(category) <= 80),
  name text not null check (length(trim(name)) between 1 and 200),
  description text not null default '' check (length(description) <= 5000),
  price numeric(10, 2) not null check (price >= 0),
  sale_price numeric(10, 2) check (sale_price >= 0),
  inventory integer check (inventory >= 0),
  is_out_of_stock boolean not null default false,
  image_url text,
  image_url_2 text,
  image_url_3 text,
  image_url_4 text,
  image_url_5 text,
  size text check (size is null or length(size) <= 200),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

comment on table public.items is 'Products. inventory NULL = unlimited; description is Markdown written by the owner.';

create table public.item_variants (
  id uuid primary key default gen_random_uuid(),
  item_id uuid not null references public.items (id) on delete cascade,
  -- The shopper-facing label is size, else name, else "Variant N".
  size text check (size is null or length(size) <= 80),
  name text check (name is null or length(name) <= 80),
  price numeric(10, 2) not null check (price >= 0),
  sale_price numeric(10, 2) check (sale_price >= 0),
  inventory integer check (inventory >= 0),
  is_out_of_stock boolean not null default false,
  image_url text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

comment on table public.item_variants is 'Sizes or colours of an item, each with its own price, stock and image.';

-- The storefront reads the whole store's catalogue in one request, in display order.
create index items_store_id_sort_order_idx on public.items (store_id, sort_order, name);
create index categories_store_id_sort_order_idx on public.categories (store_id, sort_order, name);
-- Related products: same category. Also covers the foreign key.
create index items_category_id_idx on public.items (category_id);
create index items_subcategory_id_idx on public.items (subcategory_id);
create index subcategories_category_id_idx on public.subcategories (category_id, sort_order);
create index item_variants_item_id_idx on public.item_variants (item_id, sort_order);
